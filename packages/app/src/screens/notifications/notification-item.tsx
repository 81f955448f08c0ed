import type { Notification, NotificationSeverity } from '@hlidka/contract';
import { Badge, Button } from '@hlidka/ui';
import { CheckCircle2, Info, TriangleAlert, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime } from '../../lib/format';
import { notificationText } from '../../lib/notification-text';
import { Context } from '../common/query-states';
import '../../i18n/areas/notifications';
import { useLanguage } from '../../i18n';
import '../../i18n/areas/bell';

const severityIcon: Record<NotificationSeverity, ReactNode> = {
  danger: <XCircle className="size-5 text-destructive-text" />,
  warning: <TriangleAlert className="size-5 text-warning-foreground dark:text-warning" />,
  success: <CheckCircle2 className="size-5 text-success" />,
  info: <Info className="size-5 text-muted-foreground" />,
};

const deliveryStatuses = new Set(['failed', 'sent', 'pending']);

/** One notification in the reader's language: severity, subject, message, time, incident link, delivery status. */
export function NotificationItem({
  notification,
  onMarkRead,
  onDelete,
  isDeleting,
}: {
  notification: Notification;
  onMarkRead: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}) {
  const { t } = useTranslation();
  const lng = useLanguage();
  const status = deliveryStatuses.has(notification.status) ? notification.status : 'neutral';
  const { subject, body, severity } = notificationText(t, notification);
  return (
    <article
      aria-labelledby={`notification-${notification.id}`}
      className={`flex gap-3 rounded-lg border p-4 ${notification.isRead ? '' : 'border-primary/40 bg-primary/5'}`}
    >
      <span className="mt-0.5 shrink-0">
        <span aria-hidden="true">{severityIcon[severity]}</span>
        <span className="sr-only">{t(`bell.severity.${severity}`)}</span>
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`notification-${notification.id}`} className="break-words font-medium text-sm">
            {subject}
          </h2>
          {notification.isRead ? null : <Badge variant="info">{t('notifications.unread')}</Badge>}
          <Badge variant="outline">{t(`notifications.status.${status}`)}</Badge>
        </div>
        <p className="whitespace-pre-wrap break-words text-muted-foreground text-sm">{body}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs">
          <time dateTime={notification.createdAt} className="text-muted-foreground">
            {formatDateTime(notification.createdAt, lng)}
          </time>
          {notification.incidentId ? (
            <Link
              href={`/incidents/${notification.incidentId}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('notifications.incident')}
            </Link>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row sm:items-start">
        {notification.isRead ? null : (
          <Button variant="outline" size="sm" onClick={onMarkRead}>
            {t('notifications.markRead')}
            <Context>{subject}</Context>
          </Button>
        )}
        <Button variant="ghost" size="sm" disabled={isDeleting} onClick={onDelete}>
          {t('notifications.delete')}
          <Context>{subject}</Context>
        </Button>
      </div>
    </article>
  );
}
