import { useEscalationPolicy, useUpdateEscalationPolicy } from '@hlidka/data';
import { toast } from '@hlidka/ui';
import { useLocation, useParams } from 'wouter';
import { EditGuard } from '../../access/edit-guard';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { DetailSkeleton, ErrorState, NotFoundState } from '../common/query-states';
import { policyCrumbs } from './policy-crumbs';
import { PolicyForm } from './policy-form';
import '../../i18n/areas/escalation-policies';

/** /escalation-policies/{id}/edit: a saved policy's steps, repeats and attachments. */
export default function PolicyEditScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { id = '' } = useParams<{ id: string }>();
  const { policy, error, isLoading, mutate } = useEscalationPolicy(id);
  const update = useUpdateEscalationPolicy();
  const title = policy?.name ?? t('escalationPolicies.form.editTitle');

  if (error?.status === 404) {
    return (
      <ScreenFrame>
        <NotFoundState
          title={t('escalationPolicies.form.notFound')}
          description={t('escalationPolicies.form.notFoundDescription')}
          backHref="/escalation-policies"
          backLabel={t('escalationPolicies.form.back')}
        />
      </ScreenFrame>
    );
  }
  return (
    <EditGuard resource="escalationPolicies" thing={policy} backHref="/escalation-policies">
      <ScreenFrame busy={isLoading}>
        <PageHeader
          breadcrumbs={policyCrumbs(t, { href: `/escalation-policies/${id}/edit`, label: title })}
          title={title}
          description={t('escalationPolicies.description')}
        />
        {error ? (
          <ErrorState
            title={t('escalationPolicies.form.loadFailed')}
            message={error.message}
            retryLabel={t('escalationPolicies.retry')}
            onRetry={() => void mutate()}
          />
        ) : isLoading || !policy ? (
          <DetailSkeleton label={t('escalationPolicies.form.loading')} />
        ) : (
          <PolicyForm
            policy={policy}
            onSubmit={async ({ teamId: _teamId, ...body }) => {
              await update.trigger({ id, ...body });
              toast({ title: t('escalationPolicies.form.saved') });
              navigate('/escalation-policies');
            }}
          />
        )}
      </ScreenFrame>
    </EditGuard>
  );
}
