import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Logo, sidebarGroups } from '../../fixtures/shell';
import { Sidebar } from './sidebar';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    groups: sidebarGroups,
    activeHref: '/websites/12',
    logo: <Logo />,
    collapsedLogo: <Logo compact />,
    navLabel: 'Hlavní navigace',
    closeLabel: 'Zavřít menu',
    collapseLabel: 'Sbalit menu',
    expandLabel: 'Rozbalit menu',
    onCollapsedChange: fn(),
    onDrawerOpenChange: fn(),
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Hlavní navigace' });
    const active = within(nav).getByRole('link', { name: 'Weby' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Nástěnka' })).not.toHaveAttribute('aria-current');
  },
};

export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    // Icons only, but every link keeps its name.
    const nav = within(canvasElement).getByRole('navigation', { name: 'Hlavní navigace' });
    await expect(within(nav).getByRole('link', { name: 'Partnerský program' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-slot="sidebar"]')).toHaveClass('w-16');
  },
};

export const WithBadges: Story = {
  name: 'With badges',
  args: {
    groups: sidebarGroups.map((group) => ({
      ...group,
      items: group.items.map((item) =>
        item.href === '/incidents'
          ? { ...item, badge: 3 }
          : item.href === '/notifications'
            ? { ...item, badge: 12 }
            : item,
      ),
    })),
  },
};

export const AltSCollapses: Story = {
  name: 'Alt+S collapses',
  play: async ({ args, canvasElement }) => {
    const aside = canvasElement.querySelector('[data-slot="sidebar"]') as HTMLElement;
    await expect(aside).toHaveClass('w-64');
    await userEvent.keyboard('{Alt>}s{/Alt}');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await expect(aside).toHaveClass('w-16');
    await expect(aside).toHaveAttribute('data-collapsed');
    await userEvent.keyboard('{Alt>}s{/Alt}');
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await expect(aside).toHaveClass('w-64');
    // The toggle button does the same.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sbalit menu' }));
    await expect(aside).toHaveClass('w-16');
    await userEvent.unhover(within(canvasElement).getByRole('button', { name: 'Rozbalit menu' }));
  },
};

export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };

export const MobileClosed: Story = {
  name: 'Mobile: closed',
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    // Below the lg breakpoint the fixed column is hidden and the drawer is closed.
    await expect(canvasElement.querySelector('[data-slot="sidebar"]')).not.toBeVisible();
    await expect(document.querySelector('[data-slot="sidebar-drawer"]')).toBeNull();
  },
};

export const MobileDrawerOpen: Story = {
  name: 'Mobile: drawer open',
  args: { defaultDrawerOpen: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async () => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'Hlavní navigace' });
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Zavřít menu' })).toBeVisible());
    await expect(within(drawer).getByRole('link', { name: 'Weby' })).toHaveAttribute('aria-current', 'page');
    await expect(document.documentElement.style.overflow).toBe('hidden');
  },
};

export const MobileDrawerEscape: Story = {
  name: 'Mobile: Escape closes the drawer',
  args: { defaultDrawerOpen: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog', { name: 'Hlavní navigace' });
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await expect(args.onDrawerOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(document.documentElement.style.overflow).toBe('');
  },
};

export const MobileDrawerBackdrop: Story = {
  name: 'Mobile: backdrop click closes the drawer',
  args: { defaultDrawerOpen: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ args }) => {
    await within(document.body).findByRole('dialog', { name: 'Hlavní navigace' });
    await expect(document.documentElement.style.overflow).toBe('hidden');
    // The drawer is 320 px wide; on a 414 px phone the backdrop shows to its right. Click the backdrop itself.
    const backdrop = document.querySelector('[data-slot="sidebar-backdrop"]') as HTMLElement;
    await userEvent.pointer([{ target: backdrop, coords: { clientX: 380, clientY: 500 }, keys: '[MouseLeft]' }]);
    await expect(args.onDrawerOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(document.documentElement.style.overflow).toBe('');
  },
};

export const MobileCloseButton: Story = {
  name: 'Mobile: close button',
  args: { defaultDrawerOpen: true },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ args }) => {
    const drawer = await within(document.body).findByRole('dialog', { name: 'Hlavní navigace' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Zavřít menu' }));
    await expect(args.onDrawerOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    navLabel: 'Main navigation',
    closeLabel: 'Close menu',
    collapseLabel: 'Collapse menu',
    expandLabel: 'Expand menu',
    groups: [
      {
        label: 'Main',
        items:
          sidebarGroups[0]?.items.map((item, index) => ({
            ...item,
            label: ['Dashboard', 'Websites', 'Reports', 'Teams', 'Incidents', 'Notifications'][index] ?? item.label,
          })) ?? [],
      },
      {
        label: 'Account',
        items:
          sidebarGroups[1]?.items.map((item, index) => ({
            ...item,
            label: ['Profile', 'Subscription', 'Affiliate programme', 'Settings'][index] ?? item.label,
          })) ?? [],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Websites' })).toHaveAttribute('aria-current', 'page');
  },
};
