import { useCreateNotificationChannel } from '@hlidka/data';
import { Card, CardContent } from '@hlidka/ui';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { useSaveAndLeave } from '../common/use-save-and-leave';
import { notificationSettingsCrumbs } from './channel-crumbs';
import { ChannelForm } from './channel-form';
import '../../i18n/areas/channels';

/** /settings/notifications/channels/create. */
export default function ChannelCreateScreen() {
  const { t } = useTranslation();
  const saveAndLeave = useSaveAndLeave();
  const create = useCreateNotificationChannel();
  return (
    <ScreenFrame>
      <PageHeader
        breadcrumbs={notificationSettingsCrumbs(t, 'channels', {
          href: '/settings/notifications/channels/create',
          label: t('channels.form.createTitle'),
        })}
        title={t('channels.form.createTitle')}
        documentTitle={t('channels.form.createTitle')}
        description={t('channels.form.createDescription')}
      />
      <Card>
        <CardContent>
          <ChannelForm
            onSubmit={(body) =>
              saveAndLeave(
                () => create.trigger(body),
                { saved: t('channels.form.created'), failed: t('channels.form.saveFailed') },
                '/settings/notifications/channels',
              )
            }
          />
        </CardContent>
      </Card>
    </ScreenFrame>
  );
}
