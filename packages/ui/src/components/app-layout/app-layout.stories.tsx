import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bellLabels, Logo, notifications, sidebarGroups } from '../../fixtures/shell';
import { Header } from '../header';
import { NotificationBell } from '../notification-bell';
import { Sidebar } from '../sidebar';
import { SkipLink } from '../skip-link';
import { ThemeToggle } from '../theme-toggle';
import { UserMenu } from '../user-menu';
import { AppLayout } from './app-layout';

function Shell() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <AppLayout
      before={<SkipLink>Přeskočit na obsah</SkipLink>}
      sidebar={
        <Sidebar
          groups={sidebarGroups}
          activeHref="/dashboard"
          logo={<Logo />}
          collapsedLogo={<Logo compact />}
          navLabel="Hlavní navigace"
          closeLabel="Zavřít menu"
          collapseLabel="Sbalit menu"
          expandLabel="Rozbalit menu"
          isDrawerOpen={drawerOpen}
          onDrawerOpenChange={setDrawerOpen}
        />
      }
      header={
        <Header
          menuLabel="Otevřít menu"
          onMenuPress={() => setDrawerOpen(true)}
          start={<h1 className="font-semibold text-lg">Nástěnka</h1>}
        >
          <ThemeToggle theme="light" label="Tmavý režim" onThemeChange={fn()} />
          <NotificationBell
            notifications={notifications}
            unreadCount={3}
            labels={bellLabels}
            onMarkRead={fn()}
            onMarkAllRead={fn()}
            viewAllHref="/notifications"
            settingsHref="/settings/notifications/channels"
          />
          <UserMenu
            fullName="Jana Nováková"
            email="jana.novakova@example.cz"
            labels={{
              trigger: 'Uživatelské menu',
              profile: 'Profil',
              subscription: 'Předplatné',
              logout: 'Odhlásit se',
            }}
            profileHref="/profile"
            subscriptionHref="/subscription"
            onLogout={fn()}
          />
        </Header>
      }
    >
      <div className="grid gap-4 sm:grid-cols-3">
        {['Weby', 'Dostupnost', 'Incidenty'].map((title) => (
          <section key={title} className="rounded-lg border bg-background p-4">
            <h2 className="font-medium text-muted-foreground text-sm">{title}</h2>
            <p className="font-semibold text-2xl">—</p>
          </section>
        ))}
      </div>
    </AppLayout>
  );
}

const meta = {
  title: 'Shell/AppLayout',
  component: AppLayout,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  render: () => <Shell />,
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { sidebar: null, header: null, children: null },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('navigation', { name: 'Hlavní navigace' })).toBeVisible();
    await expect(screen.getByRole('banner')).toBeVisible();
    await expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    // Alt+S collapses the sidebar and the content moves with it.
    const main = screen.getByRole('main');
    const before = main.getBoundingClientRect().left;
    await userEvent.keyboard('{Alt>}s{/Alt}');
    await waitFor(() => expect(main.getBoundingClientRect().left).toBeLessThan(before));
    await userEvent.keyboard('{Alt>}s{/Alt}');
    await waitFor(() => expect(main.getBoundingClientRect().left).toBe(before));
  },
};

export const DarkTheme: Story = {
  name: 'Dark theme',
  args: { sidebar: null, header: null, children: null },
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  args: { sidebar: null, header: null, children: null },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Otevřít menu' }));
    const drawer = await within(document.body).findByRole('dialog', { name: 'Hlavní navigace' });
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Zavřít menu' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(document.documentElement.style.overflow).toBe('');
  },
};
