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
    await userEvent.click(within(dialog).getByRole('button', { name: 'Přečteno: Certifikát webu API brzy vyprší' }));
    await expect(args.onMarkRead).toHaveBeenCalledWith('n3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Označit vše jako přečtené' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};

export const ReadAndUnread: Story = {
  name: 'Unread and read, one icon per severity',
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Notifikace' });
    const items = within(dialog).getAllByRole('listitem');
    await expect(items.map((item) => item.dataset.read)).toEqual(['false', 'false', 'false', 'true', 'true']);
    // Unread: a dot, a bold subject, "Nepřečteno" for screen readers and its own "Přečteno"; read items have none.
    await expect(within(dialog).getAllByText('(Nepřečteno)')).toHaveLength(3);
    await expect(dialog.querySelectorAll('[data-slot="unread-dot"]')).toHaveLength(3);
    await expect(within(dialog).getAllByRole('button', { name: /^Přečteno: / })).toHaveLength(3);
    await expect(within(items[3] as HTMLElement).queryByRole('button', { name: /^Přečteno/ })).toBeNull();
    // Outage, recovery, certificate, summary, acknowledgement.
    await expect(items.map((item) => item.querySelector('[data-severity]')?.getAttribute('data-severity'))).toEqual([
      'danger',
      'success',
      'warning',
      'info',
      'warning',
    ]);
    await expect(within(items[0] as HTMLElement).getByText('Výpadek')).toBeInTheDocument();
    await expect(within(items[1] as HTMLElement).getByText('Vyřešeno')).toBeInTheDocument();
  },
};

export const AllRead: Story = {
  name: 'All read (no Přečteno buttons)',
  args: {
    defaultOpen: true,
    unreadCount: 0,
    notifications: notifications.map((item) => ({ ...item, isRead: true })),
  },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Notifikace' });
    await expect(within(dialog).queryAllByRole('button', { name: /^Přečteno/ })).toEqual([]);
    await expect(within(dialog).queryAllByText('(Nepřečteno)')).toEqual([]);
    await expect(within(dialog).getByRole('button', { name: 'Označit vše jako přečtené' })).toBeDisabled();
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
      unreadItem: 'Unread',
      severity: { danger: 'Outage', warning: 'Warning', success: 'Resolved', info: 'Information' },
    },
    notifications: [
      {
        id: 'n1',
        subject: 'E-shop is down',
        content: 'Cause: Unexpected HTTP status code 503',
        time: '2 minutes ago',
        severity: 'danger',
        incidentHref: '/incidents/42',
      },
      {
        id: 'n2',
        subject: 'Blog is back up',
        content: 'Checks pass again.',
        time: '1 hour ago',
        severity: 'success',
        incidentHref: '/incidents/41',
      },
      {
        id: 'n3',
        subject: 'The certificate of API expires soon',
        content: 'The certificate expires in 7 days.',
        time: '3 hours ago',
        severity: 'warning',
        isRead: true,
      },
    ],
  },
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Notifications' });
    await expect(within(dialog).getAllByText('(Unread)')).toHaveLength(2);
    await expect(within(dialog).getAllByRole('button', { name: /^Read: / })).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await expect(args.onMarkAllRead).toHaveBeenCalledTimes(1);
  },
};
