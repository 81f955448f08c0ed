import { defineArea } from './define-area';

// Texts of the notification bell, under the `bell` key (t('bell.…')).
export const bell = defineArea('bell', {
  cs: {
    bell: 'Notifikace',
    title: 'Notifikace',
    markAllRead: 'Označit vše jako přečtené',
    markRead: 'Přečteno',
    empty: 'Žádné notifikace',
    viewAll: 'Zobrazit všechny notifikace',
    settings: 'Nastavení notifikací',
    incident: 'Incident',
    unreadItem: 'Nepřečteno',
    unread_zero: 'Žádné nepřečtené notifikace',
    unread_one: '{{count}} nepřečtená notifikace',
    unread_few: '{{count}} nepřečtené notifikace',
    unread_other: '{{count}} nepřečtených notifikací',
    severity: { danger: 'Výpadek', warning: 'Upozornění', success: 'Vyřešeno', info: 'Informace' },
  },
  en: {
    bell: 'Notifications',
    title: 'Notifications',
    markAllRead: 'Mark all as read',
    markRead: 'Read',
    empty: 'No notifications',
    viewAll: 'View all notifications',
    settings: 'Notification settings',
    incident: 'Incident',
    unreadItem: 'Unread',
    unread_zero: 'No unread notifications',
    unread_one: '{{count}} unread notification',
    unread_few: '{{count}} unread notifications',
    unread_other: '{{count}} unread notifications',
    severity: { danger: 'Outage', warning: 'Warning', success: 'Resolved', info: 'Information' },
  },
});
