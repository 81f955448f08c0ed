import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bellLabels, notifications } from '../../fixtures/shell';
import { NotificationBell } from './notification-bell';

const meta = {
  title: 'Shell/NotificationBell',
  component: NotificationBell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div className="flex h-[560px] justify-end p-4">
        <Story />
      </div>
    ),
  ],
  args: {
    notifications,
    unreadCount: 4,
    labels: bellLabels,
    onMarkRead: fn(),
    onMarkAllRead: fn(),
    viewAllHref: '/notifications',
    settingsHref: '/settings/notifications/channels',
  },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifikace, 4 nepřečtených' });
    await userEvent.click(bell);
    const dialog = await within(document.body).findByRole('dialog', { name: 'Notifikace' });
    // The latest 5 only.
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    await expect(within(dialog).queryByText('Šestá notifikace se nezobrazí')).toBeNull();
    await expect(within(dialog).getByRole('link', { name: 'Zobrazit všechny notifikace' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await expect(within(dialog).getByRole('link', { name: 'Nastavení notifikací' })).toHaveAttribute(
      'href',
      '/settings/notifications/channels',
    );
    const incidentLinks = within(dialog).getAllByRole('link', { name: 'Incident' });
    await expect(incidentLinks[0]).toHaveAttribute('href', '/incidents/42');
  },
};

export const Closed: Story = {};

export const MarkRead: Story = {
  name: 'Přečteno and Označit vše jako přečtené',
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Notifikace' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Přečteno: Certifikát brzy vyprší' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith('n3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Označit vše jako přečtené' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { notifications: [], unreadCount: 0, defaultOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Notifikace' });
    await expect(within(dialog).getByText('Žádné notifikace')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Označit vše jako přečtené' })).toBeDisabled();
  },
};

export const ManyUnread: Story = {
  name: 'Many unread',
  args: { unreadCount: 128 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="notification-count"]')).toHaveAttribute('data-count', '99+');
  },
};

export const LongCzechText: Story = {
  name: 'Long Czech text (clamped, scrolls at 300 px)',
  args: {
    defaultOpen: true,
    notifications: notifications.map((item) => ({
      ...item,
      subject: `${item.subject} – příliš dlouhý předmět s diakritikou ěščřžýáíéůú`,
      content: `${item.content} ${item.content} ${item.content}`,
    })),
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Notifikace' });
    const list = dialog.querySelector('[data-slot="notification-list"]') as HTMLElement;
    await waitFor(() => expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(300));
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};

export const DarkTheme: Story = { name: 'Dark theme', args: { defaultOpen: true }, globals: { theme: 'dark' } };

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    defaultOpen: true,
    labels: {
      bell: 'Notifications',
      title: 'Notifications',
      markAllRead: 'Mark all as read',
      markRead: 'Read',
      empty: 'No notifications',
      viewAll: 'View all notifications',
      settings: 'Notification settings',
      incident: 'Incident',
      unread: (count) => `${count} unread`,
    },
    notifications: notifications.slice(0, 2).map((item) => ({
      ...item,
      subject: item.status === 'failed' ? 'eshop.cz is down' : 'Incident resolved: blog.example.cz',
      content: item.status === 'failed' ? 'HTTPS check returned 503 from two regions.' : 'The site responds again.',
      time: item.status === 'failed' ? '2 minutes ago' : '1 hour ago',
    })),
  },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};
