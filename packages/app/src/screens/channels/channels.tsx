import { type NotificationChannel, notificationChannelTypes } from '@hlidka/contract';
import { useDeleteNotificationChannel, useNotificationChannels } from '@hlidka/data';
import { AlertDialog, Button, EmptyState } from '@hlidka/ui';
import { Plus, Radio } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { ListStates } from '../common/query-states';
import { useConfirmedDelete } from '../common/use-confirmed-delete';
import { ChannelCard } from './channel-card';
import { notificationSettingsCrumbs } from './channel-crumbs';
import '../../i18n/areas/channels';
import { useLanguage } from '../../i18n';

function AddButton() {
  const { t } = useTranslation();
  return (
    <Button asChild>
      <Link href="/settings/notifications/channels/create">
        <Plus aria-hidden="true" />
        {t('channels.list.add')}
      </Link>
    </Button>
  );
}

/** /settings/notifications/channels: every channel with enable, send test, edit and delete. */
export default function ChannelsScreen() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { channels, error, isLoading, mutate } = useNotificationChannels();
  const remove = useDeleteNotificationChannel();
  const { deleting, setDeleting, confirmDelete } = useConfirmedDelete<NotificationChannel>((id) => remove.trigger(id), {
    deleted: t('channels.list.deleted'),
    failed: t('channels.list.deleteFailed'),
  });

  return (
    <ScreenFrame wide>
      <PageHeader
        breadcrumbs={notificationSettingsCrumbs(t, 'channels')}
        title={t('channels.list.title')}
        documentTitle={t('channels.list.title')}
        description={t('channels.list.description')}
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/settings/notifications/rules">{t('channels.list.rulesLink')}</Link>
            </Button>
            {channels && channels.length > 0 ? <AddButton /> : null}
          </>
        }
      />
      <ListStates
        items={channels}
        query={{ error, isLoading, mutate }}
        failedTitle={t('channels.list.loadFailed')}
        retryLabel={t('channels.retry')}
        loadingLabel={t('channels.list.loading')}
        rows={4}
        empty={
          <EmptyState
            icon={<Radio />}
            title={t('channels.list.emptyTitle')}
            description={t('channels.list.emptyDescription', {
              types: new Intl.ListFormat(lng, { type: 'disjunction' }).format(
                notificationChannelTypes.map((type) => t(`channels.types.${type}`)),
              ),
            })}
            action={<AddButton />}
          />
        }
      >
        {(channels) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {channels.map((channel) => (
              <li key={channel.id}>
                <ChannelCard channel={channel} onDelete={() => setDeleting(channel)} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        variant="destructive"
        title={t('channels.list.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('channels.list.deleteDescription')}
        confirmLabel={t('channels.list.delete')}
        confirmingLabel={t('channels.list.deleting')}
        cancelLabel={t('channels.cancel')}
        isConfirming={remove.isMutating}
        onConfirm={() => void confirmDelete()}
      />
    </ScreenFrame>
  );
}
