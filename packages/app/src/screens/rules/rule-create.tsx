import { useCreateNotificationRule, useNotificationChannels, useNotificationSettings } from '@hlidka/data';
import { Button, EmptyState } from '@hlidka/ui';
import { Radio } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { notificationSettingsCrumbs } from '../channels/channel-crumbs';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { DetailSkeleton, ErrorState } from '../common/query-states';
import { useSaveAndLeave } from '../common/use-save-and-leave';
import { RuleForm } from './rule-form';
import '../../i18n/areas/channels';

/** /settings/notifications/rules/create. */
export default function RuleCreateScreen() {
  const { t } = useTranslation();
  const saveAndLeave = useSaveAndLeave();
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
          onSubmit={(body) =>
            saveAndLeave(
              () => create.trigger(body),
              { saved: t('channels.ruleForm.created'), failed: t('channels.ruleForm.saveFailed') },
              '/settings/notifications/rules',
            )
          }
        />
      )}
    </ScreenFrame>
  );
}
