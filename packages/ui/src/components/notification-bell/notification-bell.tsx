import { Bell, CircleCheck, CircleX, Clock, Info } from 'lucide-react';
import { Button as AriaButton, Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { defaultRenderLink, type RenderLink } from '../../lib/link';

export type NotificationStatus = 'failed' | 'sent' | 'pending' | (string & {});

export type NotificationItem = {
  id: string;
  subject: string;
  content: string;
  /** The relative time, already formatted by the app, e.g. "před 5 minutami". */
  time: string;
  /** failed, sent and pending get their own icons; anything else a neutral one. */
  status?: NotificationStatus;
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
  /** Screen-reader names of the status icons. */
  status?: Partial<Record<'failed' | 'sent' | 'pending' | 'neutral', string>>;
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

const statusIcon: Record<'failed' | 'sent' | 'pending' | 'neutral', { icon: typeof Bell; className: string }> = {
  failed: { icon: CircleX, className: 'text-destructive' },
  sent: { icon: CircleCheck, className: 'text-success' },
  pending: { icon: Clock, className: 'text-warning-foreground dark:text-warning' },
  neutral: { icon: Info, className: 'text-muted-foreground' },
};

function StatusIcon({ status, labels }: { status?: string; labels?: NotificationBellLabels['status'] }) {
  const key = status === 'failed' || status === 'sent' || status === 'pending' ? status : 'neutral';
  const { icon: Icon, className } = statusIcon[key];
  const label = labels?.[key];
  return (
    <span data-status={key} className="mt-0.5 shrink-0">
      <Icon aria-hidden="true" className={cn('size-4', className)} />
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
  const unreadText = unreadCount > 0 && labels.unread ? labels.unread(unreadCount) : undefined;
  return (
    <DialogTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <AriaButton
        aria-label={unreadText ? `${labels.bell}, ${unreadText}` : labels.bell}
        data-slot="notification-bell"
        className={cn(
          'relative inline-flex size-9 items-center justify-center rounded-md text-foreground outline-hidden',
          'hover:bg-accent data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50',
          className,
        )}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unreadCount > 0 ? (
          <span
            aria-hidden="true"
            data-slot="notification-count"
            data-count={unreadCount > 99 ? '99+' : String(unreadCount)}
            className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[10px] text-destructive-foreground leading-none before:content-[attr(data-count)]"
          />
        ) : null}
      </AriaButton>
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
                <li key={item.id} className="flex gap-2 border-b px-3 py-2 last:border-b-0">
                  <StatusIcon status={item.status} labels={labels.status} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-sm">{item.subject}</p>
                    <p className="line-clamp-2 text-muted-foreground text-xs">{item.content}</p>
                    <div className="mt-1 flex items-center gap-2">
                      <span className="text-muted-foreground text-xs">{item.time}</span>
                      {item.incidentHref
                        ? renderLink({
                            href: item.incidentHref,
                            className: cn(linkClass, 'text-xs'),
                            children: labels.incident,
                          })
                        : null}
                      <AriaButton
                        className={cn(smallAction, 'ml-auto')}
                        aria-label={`${labels.markRead}: ${item.subject}`}
                        onPress={() => onMarkRead(item.id)}
                      >
                        {labels.markRead}
                      </AriaButton>
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
