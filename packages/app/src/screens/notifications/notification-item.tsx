import type { Notification } from '@hlidka/contract';
import { Badge, Button } from '@hlidka/ui';
import { AlertCircle, CheckCircle2, Clock, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatDateTime } from '../../lib/format';
import { Context } from '../common/query-states';
import { useFormatLanguage } from '../incidents/incident-parts';
import '../../i18n/areas/notifications';

const statusIcon = {
  failed: <AlertCircle className="size-5 text-destructive" />,
  sent: <CheckCircle2 className="size-5 text-success" />,
  pending: <Clock className="size-5 text-warning" />,
} as const;

/** One notification: status, subject, content, time, incident link, read and delete. */
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
  const lng = useFormatLanguage();
  const known = notification.status in statusIcon;
  const status = known ? notification.status : 'neutral';
  return (
    <article
      aria-labelledby={`notification-${notification.id}`}
      className={`flex gap-3 rounded-lg border p-4 ${notification.isRead ? '' : 'border-primary/40 bg-primary/5'}`}
    >
      <span aria-hidden="true" className="mt-0.5 shrink-0">
        {known ? statusIcon[notification.status] : <Info className="size-5 text-muted-foreground" />}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={`notification-${notification.id}`} className="break-words font-medium text-sm">
            {notification.subject}
          </h2>
          {notification.isRead ? null : <Badge variant="info">{t('notifications.unread')}</Badge>}
          <Badge variant="outline">{t(`notifications.status.${status}`)}</Badge>
        </div>
        <p className="whitespace-pre-wrap break-words text-muted-foreground text-sm">{notification.content}</p>
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
            <Context>{notification.subject}</Context>
          </Button>
        )}
        <Button variant="ghost" size="sm" disabled={isDeleting} onClick={onDelete}>
          {t('notifications.delete')}
          <Context>{notification.subject}</Context>
        </Button>
      </div>
    </article>
  );
}
