import { type Bell, CircleCheck, CircleX, Info, TriangleAlert } from 'lucide-react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { defaultRenderLink, type RenderLink } from '../../lib/link';
import { NotificationBellButton } from './notification-bell-button';

/** How serious a notification is: an outage (danger), a warning, a recovery (success) or information. */
export type NotificationSeverity = 'danger' | 'warning' | 'success' | 'info';

export type NotificationItem = {
  id: string;
  /** A short line: the website and what happened. */
  subject: string;
  content: string;
  /** The relative time, already formatted by the app, e.g. "před 5 minutami". */
  time: string;
  /** The icon: danger, warning, success; info when absent. */
  severity?: NotificationSeverity;
  /** Read items lose the unread dot, the bold subject and their "Přečteno" button. Default false. */
  isRead?: boolean;
  /** Where the optional "Incident" link goes, e.g. "/incidents/42". */
  incidentHref?: string;
};

export type NotificationBellLabels = {
  /** The bell button, e.g. "Notifikace" (the unread count is added by `unreadLabel`). */
  bell: string;
  /** The dropdown heading, e.g. "Notifikace". */
  title: string;
  markAllRead: string;
  markRead: string;
  empty: string;
  viewAll: string;
  settings: string;
  incident: string;
  /** Screen-reader text for the unread count, e.g. `(n) => \`${n} nepřečtených\``. */
  unread?: (count: number) => string;
  /** Screen-reader text of an unread item, e.g. "Nepřečteno". */
  unreadItem?: string;
  /** Screen-reader names of the severity icons, e.g. `{ danger: 'Výpadek' }`. */
  severity?: Partial<Record<NotificationSeverity, string>>;
};

export type NotificationBellProps = {
  notifications: NotificationItem[];
  unreadCount: number;
  labels: NotificationBellLabels;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
  viewAllHref: string;
  settingsHref: string;
  /** How many notifications the dropdown shows. Default 5. */
  pageSize?: number;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  renderLink?: RenderLink;
  className?: string;
};

const severityIcon: Record<NotificationSeverity, { icon: typeof Bell; className: string }> = {
  danger: { icon: CircleX, className: 'text-destructive-text' },
  warning: { icon: TriangleAlert, className: 'text-warning-foreground dark:text-warning' },
  success: { icon: CircleCheck, className: 'text-success' },
  info: { icon: Info, className: 'text-muted-foreground' },
};

function SeverityIcon({
  severity = 'info',
  labels,
}: {
  severity?: NotificationSeverity;
  labels?: NotificationBellLabels['severity'];
}) {
  const { icon: Icon, className } = severityIcon[severity];
  const label = labels?.[severity];
  return (
    <span data-severity={severity} className="mt-0.5 shrink-0">
      <Icon aria-hidden="true" className={cn('size-4 forced-colors:text-[CanvasText]', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

const smallAction =
  'rounded-sm px-1.5 py-0.5 font-medium text-primary text-xs outline-hidden hover:underline data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50 data-disabled:opacity-50';
const linkClass =
  'rounded-sm font-medium text-primary text-sm outline-hidden hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50';

export function NotificationBell({
  notifications,
  unreadCount,
  labels,
  onMarkRead,
  onMarkAllRead,
  viewAllHref,
  settingsHref,
  pageSize = 5,
  isOpen,
  defaultOpen,
  onOpenChange,
  renderLink = defaultRenderLink,
  className,
}: NotificationBellProps) {
  const latest = notifications.slice(0, pageSize);
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <NotificationBellButton unreadCount={unreadCount} labels={labels} className={className} />
      <Popover
        placement="bottom end"
        offset={8}
        className="w-[22rem] max-w-[calc(100vw-1rem)] rounded-lg border bg-background text-foreground shadow-lg outline-hidden"
      >
        <Dialog aria-label={labels.title} className="outline-hidden">
          <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
            <Heading slot="title" className="font-semibold text-sm">
              {labels.title}
            </Heading>
            <AriaButton className={smallAction} isDisabled={unreadCount === 0} onPress={onMarkAllRead}>
              {labels.markAllRead}
            </AriaButton>
          </div>
          {latest.length === 0 ? (
            <p className="px-3 py-6 text-center text-muted-foreground text-sm">{labels.empty}</p>
          ) : (
            <ul data-slot="notification-list" className="max-h-[300px] overflow-y-auto">
              {latest.map((item) => (
                <li
                  key={item.id}
                  data-read={item.isRead ? 'true' : 'false'}
                  className="relative flex gap-2 border-b px-3 py-2 last:border-b-0 data-[read=false]:bg-accent/50"
                >
                  <SeverityIcon severity={item.severity} labels={labels.severity} />
                  <div className="min-w-0 flex-1">
                    <p
                      className={cn(
                        'flex items-center gap-1.5 text-sm',
                        item.isRead ? 'font-normal text-muted-foreground' : 'font-semibold',
                      )}
                    >
                      {item.isRead ? null : (
                        <span
                          aria-hidden="true"
                          data-slot="unread-dot"
                          className="size-2 shrink-0 rounded-full bg-primary forced-colors:bg-[Highlight]"
                        />
                      )}
                      <span className="truncate">{item.subject}</span>
                      {!item.isRead && labels.unreadItem ? (
                        <span className="sr-only">({labels.unreadItem})</span>
                      ) : null}
                    </p>
                    <p className="line-clamp-2 text-muted-foreground text-xs">{item.content}</p>
                    <div className="mt-1 flex min-h-6 items-center gap-2">
                      <span className="text-muted-foreground text-xs">{item.time}</span>
                      {item.incidentHref
                        ? renderLink({
                            href: item.incidentHref,
                            className: cn(linkClass, 'text-xs'),
                            children: labels.incident,
                          })
                        : null}
                      {item.isRead ? null : (
                        <AriaButton
                          className={cn(smallAction, 'ml-auto')}
                          aria-label={`${labels.markRead}: ${item.subject}`}
                          onPress={() => onMarkRead(item.id)}
                        >
                          {labels.markRead}
                        </AriaButton>
                      )}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
          <div className="flex items-center justify-between gap-2 border-t px-3 py-2">
            {renderLink({ href: viewAllHref, className: linkClass, children: labels.viewAll })}
            {renderLink({ href: settingsHref, className: linkClass, children: labels.settings })}
          </div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
