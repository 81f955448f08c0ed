import type { StatusPage } from '@hlidka/contract';
import { useStatusPages } from '@hlidka/data';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, EmptyState } from '@hlidka/ui';
import { Pencil, RadioTower } from 'lucide-react';
import { Link } from 'wouter';
import { useCan } from '../../access/use-can';
import { useTranslation } from '../../i18n/use-translation';
import { PageHeader, ScreenFrame } from '../common/page-header';
import { Context, Field, ListStates } from '../common/query-states';
import { AddStatusPageButton, PublicPageLink, PublishedBadge, StatusPageUsage } from './status-page-parts';
import '../../i18n/areas/status-pages';

function StatusPageCard({ page }: { page: StatusPage }) {
  const { t } = useTranslation();
  const websites = page.groups.reduce((sum, group) => sum + group.websites.length, 0);
  const canWrite = useCan('write', 'statusPages', page.teamId);
  return (
    <Card className="h-full">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <CardTitle level={2} className="min-w-0 break-words text-base">
          {page.name}
        </CardTitle>
        <div className="flex flex-wrap gap-1.5">
          {page.teamId ? <Badge variant="outline">{t('statusPages.teamPage')}</Badge> : null}
          <PublishedBadge published={page.published} />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Field label={t('statusPages.publicLink')} className="sm:col-span-2">
            <PublicPageLink page={page} />
          </Field>
          <Field label={t('statusPages.groups.title')}>
            {t('statusPages.websiteCount', { count: websites })}
            {page.groups.length > 0 ? ` · ${t('statusPages.groupCount', { count: page.groups.length })}` : null}
          </Field>
          {page.customDomain ? <Field label={t('statusPages.form.customDomain')}>{page.customDomain}</Field> : null}
        </dl>
        {canWrite ? (
          <div>
            <Button asChild variant="outline" size="sm">
              <Link href={`/status-pages/${page.id}/edit`}>
                <Pencil aria-hidden="true" />
                {t('statusPages.edit')}
                <Context>{page.name}</Context>
              </Link>
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** /status-pages: the user's status pages, how many the plan allows, and the way to a new one. */
export default function StatusPagesScreen() {
  const { t } = useTranslation();
  const { statusPages, used, limit, limitReached, error, isLoading, mutate } = useStatusPages();

  return (
    <ScreenFrame wide busy={isLoading}>
      <PageHeader
        title={t('statusPages.title')}
        description={t('statusPages.description')}
        actions={
          statusPages && statusPages.length > 0 ? <AddStatusPageButton limitReached={limitReached === true} /> : null
        }
      >
        {used !== undefined && limit !== undefined ? <StatusPageUsage used={used} limit={limit} /> : null}
      </PageHeader>
      <ListStates
        items={statusPages}
        query={{ error, isLoading, mutate }}
        failedTitle={t('statusPages.loadFailed')}
        retryLabel={t('statusPages.retry')}
        loadingLabel={t('statusPages.loading')}
        rows={3}
        empty={
          <EmptyState
            icon={<RadioTower />}
            title={t('statusPages.emptyTitle')}
            description={t('statusPages.emptyDescription')}
            action={<AddStatusPageButton limitReached={limitReached === true} />}
          />
        }
      >
        {(statusPages) => (
          <ul aria-label={t('statusPages.list')} className="grid gap-4 lg:grid-cols-2">
            {statusPages.map((page) => (
              <li key={page.id}>
                <StatusPageCard page={page} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </ScreenFrame>
  );
}
