import { isApiError, useCreateNotificationChannel } from '@hlidka/data';
import { Card, CardContent, toast } from '@hlidka/ui';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { notificationSettingsCrumbs } from './channel-crumbs';
import { ChannelForm } from './channel-form';
import '../../i18n/areas/channels';

/** /settings/notifications/channels/create. */
export default function ChannelCreateScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
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
            onSubmit={async (body) => {
              try {
                await create.trigger(body);
                toast({ title: t('channels.form.created') });
                navigate('/settings/notifications/channels');
              } catch (caught) {
                toast({
                  variant: 'destructive',
                  title: t('channels.form.saveFailed'),
                  description: isApiError(caught) ? caught.message : undefined,
                });
                throw caught;
              }
            }}
          />
        </CardContent>
      </Card>
    </ScreenFrame>
  );
}
