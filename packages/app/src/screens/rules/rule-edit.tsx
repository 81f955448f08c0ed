import { useNotificationRule, useUpdateNotificationRule } from '@hlidka/data';
import { useParams } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { notificationSettingsCrumbs } from '../channels/channel-crumbs';
import { PageHeader, ScreenFrame, useDocumentTitle } from '../common/page-header';
import { DetailSkeleton, ErrorState, NotFoundState } from '../common/query-states';
import { useSaveAndLeave } from '../common/use-save-and-leave';
import { RuleForm } from './rule-form';
import '../../i18n/areas/channels';

/** /settings/notifications/rules/{id}/edit. */
export default function RuleEditScreen() {
  const { t } = useTranslation();
  const saveAndLeave = useSaveAndLeave();
  const { id = '' } = useParams<{ id: string }>();
  const { rule, error, isLoading, mutate } = useNotificationRule(id);
  const update = useUpdateNotificationRule();
  useDocumentTitle(t('channels.ruleForm.editTitle'));

  if (error?.status === 404) {
    return (
      <ScreenFrame>
        <NotFoundState
          title={t('channels.ruleForm.notFound')}
          description={t('channels.ruleForm.notFoundDescription')}
          backHref="/settings/notifications/rules"
          backLabel={t('channels.ruleForm.back')}
        />
      </ScreenFrame>
    );
  }
  return (
    <ScreenFrame>
      <PageHeader
        breadcrumbs={notificationSettingsCrumbs(t, 'rules', {
          href: `/settings/notifications/rules/${id}/edit`,
          label: rule?.name ?? t('channels.ruleForm.editTitle'),
        })}
        title={t('channels.ruleForm.editTitle')}
        documentTitle={t('channels.ruleForm.editTitle')}
      />
      {error ? (
        <ErrorState
          title={t('channels.ruleForm.loadFailed')}
          message={error.message}
          retryLabel={t('channels.retry')}
          onRetry={() => void mutate()}
        />
      ) : isLoading || !rule ? (
        <DetailSkeleton label={t('channels.ruleForm.loading')} />
      ) : (
        <RuleForm
          rule={rule}
          onSubmit={(body) =>
            saveAndLeave(
              () => update.trigger({ id, ...body }),
              { saved: t('channels.ruleForm.saved'), failed: t('channels.ruleForm.saveFailed') },
              '/settings/notifications/rules',
            )
          }
        />
      )}
    </ScreenFrame>
  );
}
