import { useNotificationChannel, useUpdateNotificationChannel } from '@hlidka/data';
import { Card, CardContent } from '@hlidka/ui';
import { useParams } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame, useDocumentTitle } from '../common/page-header';
import { DetailSkeleton, ErrorState, NotFoundState } from '../common/query-states';
import { useSaveAndLeave } from '../common/use-save-and-leave';
import { notificationSettingsCrumbs } from './channel-crumbs';
import { ChannelForm } from './channel-form';
import '../../i18n/areas/channels';

/** /settings/notifications/channels/{id}/edit. */
export default function ChannelEditScreen() {
  const { t } = useTranslation();
  const saveAndLeave = useSaveAndLeave();
  const { id = '' } = useParams<{ id: string }>();
  const { channel, error, isLoading, mutate } = useNotificationChannel(id);
  const update = useUpdateNotificationChannel();
  useDocumentTitle(t('channels.form.editTitle'));

  if (error?.status === 404) {
    return (
      <ScreenFrame>
        <NotFoundState
          title={t('channels.form.notFound')}
          description={t('channels.form.notFoundDescription')}
          backHref="/settings/notifications/channels"
          backLabel={t('channels.form.back')}
        />
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame>
      <PageHeader
        breadcrumbs={notificationSettingsCrumbs(t, 'channels', {
          href: `/settings/notifications/channels/${id}/edit`,
          label: channel?.name ?? t('channels.form.editTitle'),
        })}
        title={t('channels.form.editTitle')}
        documentTitle={t('channels.form.editTitle')}
      />
      {error ? (
        <ErrorState
          title={t('channels.form.loadFailed')}
          message={error.message}
          retryLabel={t('channels.retry')}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !channel ? (
        <DetailSkeleton label={t('channels.form.loading')} />
      ) : (
        <Card>
          <CardContent>
            <ChannelForm
              channel={channel}
              onSubmit={(body) =>
                saveAndLeave(
                  () => update.trigger({ id, ...body }),
                  { saved: t('channels.form.saved'), failed: t('channels.form.saveFailed') },
                  '/settings/notifications/channels',
                )
              }
            />
          </CardContent>
        </Card>
      )}
    </ScreenFrame>
  );
}
