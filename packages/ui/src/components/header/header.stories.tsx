import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bellLabels, notifications } from '../../fixtures/shell';
import { NotificationBell } from '../notification-bell';
import { ThemeToggle } from '../theme-toggle';
import { UserMenu } from '../user-menu';
import { Header } from './header';

const actions = (
  <>
    <ThemeToggle theme="light" label="Tmavý režim" onThemeChange={fn()} />
    <NotificationBell
      notifications={notifications}
      unreadCount={2}
      labels={bellLabels}
      onMarkRead={fn()}
      onMarkAllRead={fn()}
      viewAllHref="/notifications"
      settingsHref="/settings/notifications/channels"
    />
    <UserMenu
      fullName="Jana Nováková"
      email="jana.novakova@example.cz"
      labels={{ trigger: 'Uživatelské menu', profile: 'Profil', subscription: 'Předplatné', logout: 'Odhlásit se' }}
      profileHref="/profile"
      subscriptionHref="/subscription"
      onLogout={fn()}
    />
  </>
);

const meta = {
  title: 'Shell/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    menuLabel: 'Otevřít menu',
    onMenuPress: fn(),
    start: <h1 className="font-semibold text-lg">Nástěnka</h1>,
    children: actions,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).getByRole('button', { name: 'Tmavý režim' })).toBeVisible();
    await expect(within(header).getByRole('button', { name: 'Notifikace, 2 nepřečtených' })).toBeVisible();
    await expect(within(header).getByRole('button', { name: 'Uživatelské menu' })).toBeVisible();
    // The drawer button is for small screens only.
    await expect(header.querySelector('[aria-label="Otevřít menu"]')).not.toBeVisible();
  },
};

export const DarkTheme: Story = { name: 'Dark theme', globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Otevřít menu' }));
    await expect(args.onMenuPress).toHaveBeenCalledTimes(1);
    await userEvent.unhover(within(canvasElement).getByRole('button', { name: 'Otevřít menu' }));
  },
};
