import type { NotificationStatus } from '@hlidka/contract';
import {
  isApiError,
  useDeleteAllNotifications,
  useDeleteNotification,
  useNotificationActions,
  useNotifications,
} from '@hlidka/data';
import { AlertDialog, Button, EmptyState, Select, toast } from '@hlidka/ui';
import { Bell, CheckCheck, Settings, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { ListStates } from '../common/query-states';
import { NotificationItem } from './notification-item';
import '../../i18n/areas/notifications';

const PAGE_SIZE = 20;
type ReadFilter = 'all' | 'unread' | 'read';
type StatusFilter = 'all' | NotificationStatus;

/** /notifications: the full list with read and status filters, mark read, mark all read, delete one, delete all. */
export default function NotificationsScreen() {
  const { t } = useTranslation();
  const [readFilter, setReadFilter] = useState<ReadFilter>('all');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [page, setPage] = useState(0);
  const [confirmDeleteAll, setConfirmDeleteAll] = useState(false);
  const { notifications, error, isLoading, mutate } = useNotifications({
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
    unread: readFilter === 'unread' ? true : undefined,
  });
  const { markRead, markAllRead } = useNotificationActions();
  const deleteOne = useDeleteNotification();
  const deleteAll = useDeleteAllNotifications();

  const shown = (notifications ?? []).filter(
    (item) => (readFilter !== 'read' || item.isRead) && (statusFilter === 'all' || item.status === statusFilter),
  );
  const isFiltered = readFilter !== 'all' || statusFilter !== 'all';
  const hasAny = (notifications?.length ?? 0) > 0 || page > 0;

  const fail = (title: string, caught: unknown) =>
    toast({ variant: 'destructive', title, description: isApiError(caught) ? caught.message : undefined });

  async function run(action: () => Promise<unknown>, success: string | null, failure: string) {
    try {
      await action();
      if (success) toast({ title: success });
    } catch (caught) {
      fail(failure, caught);
    }
  }

  async function removeAll() {
    try {
      const { count } = await deleteAll.trigger();
      setConfirmDeleteAll(false);
      setPage(0);
      toast({ title: t('notifications.deletedAll', { count }) });
    } catch (caught) {
      fail(t('notifications.deleteAllFailed'), caught);
    }
  }

  const changeFilter = (apply: () => void) => {
    apply();
    setPage(0);
  };

  return (
    <ScreenFrame>
      <PageHeader
        title={t('notifications.title')}
        documentTitle={t('notifications.title')}
        description={t('notifications.description')}
        actions={
          <>
            <Button
              variant="outline"
              disabled={!hasAny}
              onClick={() =>
                void run(markAllRead, t('notifications.markedAllRead'), t('notifications.markAllReadFailed'))
              }
            >
              <CheckCheck aria-hidden="true" />
              {t('notifications.markAllRead')}
            </Button>
            <Button variant="outline" disabled={!hasAny} onClick={() => setConfirmDeleteAll(true)}>
              <Trash2 aria-hidden="true" />
              {t('notifications.deleteAll')}
            </Button>
            <Button asChild variant="ghost">
              <Link href="/notifications/settings">
                <Settings aria-hidden="true" />
                {t('notifications.settingsLink')}
              </Link>
            </Button>
          </>
        }
      />
      <section aria-label={t('notifications.filters.label')} className="grid gap-3 sm:grid-cols-2">
        <Select
          label={t('notifications.filters.read')}
          selectedKey={readFilter}
          onSelectionChange={(key) => changeFilter(() => setReadFilter(key as ReadFilter))}
          options={[
            { id: 'all', label: t('notifications.filters.all') },
            { id: 'unread', label: t('notifications.filters.unread') },
            { id: 'read', label: t('notifications.filters.readOnly') },
          ]}
        />
        <Select
          label={t('notifications.filters.status')}
          selectedKey={statusFilter}
          onSelectionChange={(key) => changeFilter(() => setStatusFilter(key as StatusFilter))}
          options={[
            { id: 'all', label: t('notifications.filters.allStatuses') },
            { id: 'failed', label: t('notifications.status.failed') },
            { id: 'sent', label: t('notifications.status.sent') },
            { id: 'pending', label: t('notifications.status.pending') },
          ]}
        />
      </section>
      <ListStates
        items={notifications && shown}
        query={{ error, isLoading, mutate }}
        failedTitle={t('notifications.loadFailed')}
        retryLabel={t('notifications.retry')}
        loadingLabel={t('notifications.loading')}
        rows={5}
        empty={
          <EmptyState
            icon={<Bell />}
            title={isFiltered ? t('notifications.emptyFilteredTitle') : t('notifications.emptyTitle')}
            description={isFiltered ? undefined : t('notifications.emptyDescription')}
            action={
              isFiltered ? (
                <Button
                  variant="outline"
                  onClick={() =>
                    changeFilter(() => {
                      setReadFilter('all');
                      setStatusFilter('all');
                    })
                  }
                >
                  {t('notifications.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        }
      >
        {(shown) => (
          <ul aria-label={t('notifications.listLabel')} className="flex flex-col gap-3">
            {shown.map((notification) => (
              <li key={notification.id}>
                <NotificationItem
                  notification={notification}
                  isDeleting={deleteOne.isMutating}
                  onMarkRead={() => void run(() => markRead(notification.id), null, t('notifications.markReadFailed'))}
                  onDelete={() =>
                    void run(
                      () => deleteOne.trigger(notification.id),
                      t('notifications.deleted'),
                      t('notifications.deleteFailed'),
                    )
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {page > 0 || (notifications?.length ?? 0) >= PAGE_SIZE ? (
        <nav aria-label={t('notifications.pageNav')} className="flex justify-between gap-2">
          <Button variant="outline" disabled={page === 0} onClick={() => setPage((p) => Math.max(0, p - 1))}>
            {t('notifications.previous')}
          </Button>
          <Button
            variant="outline"
            disabled={(notifications?.length ?? 0) < PAGE_SIZE}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('notifications.next')}
          </Button>
        </nav>
      ) : null}
      <AlertDialog
        isOpen={confirmDeleteAll}
        onOpenChange={setConfirmDeleteAll}
        variant="destructive"
        title={t('notifications.deleteAllTitle')}
        description={t('notifications.deleteAllDescription')}
        confirmLabel={t('notifications.deleteAllConfirm')}
        confirmingLabel={t('notifications.deleting')}
        cancelLabel={t('notifications.cancel')}
        isConfirming={deleteAll.isMutating}
        onConfirm={() => void removeAll()}
      />
    </ScreenFrame>
  );
}
