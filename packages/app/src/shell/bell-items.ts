import type { Notification } from '@hlidka/contract';
import type { NotificationItem } from '@hlidka/ui';
import type { Language } from '../i18n';
import type { TFunction } from '../i18n/translator';
import { formatRelative } from '../lib/format-relative';
import { notificationText } from '../lib/notification-text';

// The bell's dropdown items in the reader's language: the notices' and causes' texts and the relative times (date-fns
// with its locales). The shell shows none of it before the bell opens, so it loads this after the first paint
// (app-shell.tsx).

export function bellItems(t: TFunction, notifications: readonly Notification[], lng: Language): NotificationItem[] {
  return notifications.map((notification) => {
    const { subject, body, severity } = notificationText(t, notification);
    return {
      id: notification.id,
      subject,
      content: body,
      time: formatRelative(notification.createdAt, lng),
      severity,
      isRead: notification.isRead,
      incidentHref: notification.incidentId ? `/incidents/${notification.incidentId}` : undefined,
    };
  });
}
