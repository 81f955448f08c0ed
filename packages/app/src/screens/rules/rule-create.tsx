import { isApiError, useCreateNotificationRule, useNotificationChannels, useNotificationSettings } from '@hlidka/data';
import { Button, EmptyState, toast } from '@hlidka/ui';
import { Radio } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { notificationSettingsCrumbs } from '../channels/channel-crumbs';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { DetailSkeleton, ErrorState } from '../common/query-states';
import { RuleForm } from './rule-form';
import '../../i18n/areas/channels';

/** /settings/notifications/rules/create. */
export default function RuleCreateScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { channels, error, isLoading, mutate } = useNotificationChannels();
  const settings = useNotificationSettings();
  const create = useCreateNotificationRule();
  const ready = channels && (settings.settings || settings.error);

  return (
    <ScreenFrame>
      <PageHeader
        breadcrumbs={notificationSettingsCrumbs(t, 'rules', {
          href: '/settings/notifications/rules/create',
          label: t('channels.ruleForm.createTitle'),
        })}
        title={t('channels.ruleForm.createTitle')}
        documentTitle={t('channels.ruleForm.createTitle')}
        description={t('channels.rules.description')}
      />
      {error ? (
        <ErrorState
          title={t('channels.list.loadFailed')}
          message={error.message}
          retryLabel={t('channels.retry')}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !ready ? (
        <DetailSkeleton label={t('channels.ruleForm.loading')} />
      ) : channels.length === 0 ? (
        <EmptyState
          icon={<Radio />}
          title={t('channels.rules.noChannelsTitle')}
          description={t('channels.rules.noChannelsDescription')}
          action={
            <Button asChild>
              <Link href="/settings/notifications/channels/create">{t('channels.rules.addChannel')}</Link>
            </Button>
          }
        />
      ) : (
        <RuleForm
          defaultTimeZone={settings.settings?.timeZone}
          onSubmit={async (body) => {
            try {
              await create.trigger(body);
              toast({ title: t('channels.ruleForm.created') });
              navigate('/settings/notifications/rules');
            } catch (caught) {
              toast({
                variant: 'destructive',
                title: t('channels.ruleForm.saveFailed'),
                description: isApiError(caught) ? caught.message : undefined,
              });
              throw caught;
            }
          }}
        />
      )}
    </ScreenFrame>
  );
}
