import { useCreateStatusPage, useStatusPages } from '@hlidka/data';
import { toast } from '@hlidka/ui';
import { useLocation } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { DetailSkeleton, ErrorState } from '../common/query-states';
import { statusPageCrumbs } from './status-page-crumbs';
import { StatusPageForm } from './status-page-form';
import { STATUS_PAGE_LIMIT_REASON_ID, StatusPageUsage } from './status-page-parts';
import '../../i18n/areas/status-pages';

/** /status-pages/create: the editor for a new page; at the plan's limit it says why and cannot be sent. */
export default function StatusPageCreateScreen() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { used, limit, customDomains, limitReached, error, isLoading, mutate } = useStatusPages();
  const create = useCreateStatusPage();
  const title = t('statusPages.form.createTitle');

  return (
    <ScreenFrame busy={isLoading}>
      <PageHeader breadcrumbs={statusPageCrumbs(t, { href: '/status-pages/create', label: title })} title={title}>
        {used !== undefined && limit !== undefined ? <StatusPageUsage used={used} limit={limit} /> : null}
      </PageHeader>
      {error ? (
        <ErrorState
          title={t('statusPages.loadFailed')}
          message={error.message}
          retryLabel={t('statusPages.retry')}
          onRetry={() => void mutate()}
        />
      ) : isLoading || customDomains === undefined ? (
        <DetailSkeleton label={t('statusPages.form.loading')} />
      ) : (
        <StatusPageForm
          customDomains={customDomains}
          submitDisabledBy={limitReached ? STATUS_PAGE_LIMIT_REASON_ID : undefined}
          onSubmit={async (body) => {
            const { statusPage } = await create.trigger(body);
            toast({ title: t('statusPages.form.created') });
            navigate(`/status-pages/${statusPage.id}/edit`);
          }}
        />
      )}
    </ScreenFrame>
  );
}
