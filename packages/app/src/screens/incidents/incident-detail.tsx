import type { IncidentActor } from '@hlidka/contract';
import { isApiError, useAcknowledgeIncident, useIncident, useResolveIncident } from '@hlidka/data';
import { Button, Card, CardContent, CardHeader, CardTitle, toast } from '@hlidka/ui';
import { Link, useParams } from 'wouter';
import { useCan } from '../../access/use-can';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime, formatDuration } from '../../lib/format';
import { incidentCause, incidentTitle } from '../../lib/incident-text';
import { PageHeader, ScreenFrame, useDocumentTitle } from '../common/page-header';
import { DetailSkeleton, ErrorState, Field, NotFoundState } from '../common/query-states';
import { IncidentSilenceBadge, IncidentSilenceControl } from '../silences/incident-silence';
import { IncidentChecks } from './incident-checks';
import { IncidentDependencyLinks } from './incident-dependency-links';
import { IncidentNotes } from './incident-notes';
import { IncidentStatusBadge } from './incident-parts';
import { IncidentPostmortem } from './incident-postmortem';
import { IncidentPublicUpdates } from './incident-public-updates';
import { IncidentRegions } from './incident-regions';
import { IncidentTimeline } from './incident-timeline';
import '../../i18n/areas/incidents';
import { useLanguage } from '../../i18n';

/**
 * /incidents/{id}: summary, acknowledge and resolve, timeline, notes, public updates, the postmortem once resolved and
 * the website's checks during the incident. What the caller's team role cannot do (a viewer: acknowledge, resolve, add a
 * note, silence) is not offered.
 */
export default function IncidentDetailScreen() {
  const { t } = useTranslation();
  const lng = useLanguage();
  const { id = '' } = useParams<{ id: string }>();
  const { incident, error, isLoading, mutate } = useIncident(id);
  const acknowledge = useAcknowledgeIncident();
  const resolve = useResolveIncident();
  useDocumentTitle(incident?.title ?? t('incidents.detail.title'));
  // The actions show only once the incident (and with it the website's team) has loaded.
  const canWrite = useCan('write', 'incidents', incident?.website.teamId);
  const canSilence = useCan('write', 'silences', incident?.website.teamId);

  const crumbs = (label: string) => ({
    label: t('incidents.breadcrumbs'),
    items: [
      { href: '/incidents', label: t('incidents.title') },
      { href: `/incidents/${id}`, label },
    ],
  });

  if (error?.status === 404) {
    return (
      <ScreenFrame>
        <NotFoundState
          title={t('incidents.detail.notFound')}
          description={t('incidents.detail.notFoundDescription')}
          backHref="/incidents"
          backLabel={t('incidents.detail.back')}
        />
      </ScreenFrame>
    );
  }
  if (error) {
    return (
      <ScreenFrame>
        <ErrorState
          title={t('incidents.detail.loadFailed')}
          message={error.message}
          retryLabel={t('incidents.retry')}
          onRetry={() => void mutate()}
        />
      </ScreenFrame>
    );
  }
  if (isLoading || !incident) {
    return (
      <ScreenFrame>
        <DetailSkeleton label={t('incidents.detail.loading')} />
      </ScreenFrame>
    );
  }

  const byWhom = (when: string | null, who: IncidentActor | null) =>
    when
      ? t('incidents.detail.by', {
          when: formatDateTime(when, lng),
          who: who?.name ?? t('incidents.detail.automatic'),
        })
      : t('incidents.detail.none');

  async function run(action: 'acknowledge' | 'resolve') {
    const mutation = action === 'acknowledge' ? acknowledge : resolve;
    try {
      await mutation.trigger({ id });
      toast({ title: t(action === 'acknowledge' ? 'incidents.detail.acknowledged' : 'incidents.detail.resolved') });
    } catch (caught) {
      const fallback = t(
        action === 'acknowledge' ? 'incidents.detail.acknowledgeFailed' : 'incidents.detail.resolveFailed',
      );
      const message = isApiError(caught) ? caught.message : undefined;
      toast({ variant: 'destructive', title: fallback, description: message !== fallback ? message : undefined });
    }
  }

  const busy = acknowledge.isMutating || resolve.isMutating;
  const cause = incidentCause(t, incident);
  const title = incidentTitle(t, incident);

  return (
    <ScreenFrame wide>
      <PageHeader
        breadcrumbs={crumbs(title)}
        title={title}
        documentTitle={title}
        description={
          <div className="flex flex-wrap items-center gap-2">
            <IncidentStatusBadge status={incident.status} />
            <IncidentSilenceBadge incident={incident} />
            {cause ? <span>{cause}</span> : null}
          </div>
        }
        actions={
          <>
            {canSilence ? <IncidentSilenceControl incident={incident} /> : null}
            {canWrite && incident.status === 'open' ? (
              <Button
                variant="warning"
                onClick={() => void run('acknowledge')}
                isLoading={acknowledge.isMutating}
                loadingLabel={t('incidents.detail.acknowledging')}
                disabled={busy}
              >
                {t('incidents.detail.acknowledge')}
              </Button>
            ) : null}
            {canWrite && incident.status !== 'resolved' ? (
              <Button
                variant="success"
                onClick={() => void run('resolve')}
                isLoading={resolve.isMutating}
                loadingLabel={t('incidents.detail.resolving')}
                disabled={busy}
              >
                {t('incidents.detail.resolve')}
              </Button>
            ) : null}
          </>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle level={2}>{t('incidents.detail.summary')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Field label={t('incidents.detail.website')}>
              <Link
                href={`/websites/${incident.website.id}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {incident.website.name}
              </Link>
              <span className="block break-all text-muted-foreground text-xs">{incident.website.url}</span>
            </Field>
            <Field label={t('incidents.detail.cause')}>{cause ?? t('incidents.detail.none')}</Field>
            <Field label={t('incidents.detail.duration')}>{formatDuration(incident.durationSeconds)}</Field>
            <Field label={t('incidents.detail.startedAt')}>{formatDateTime(incident.startedAt, lng)}</Field>
            <Field label={t('incidents.detail.createdAt')}>{formatDateTime(incident.createdAt, lng)}</Field>
            <Field label={t('incidents.detail.acknowledgedAt')}>
              {byWhom(incident.acknowledgedAt, incident.acknowledgedBy)}
            </Field>
            <Field label={t('incidents.detail.resolvedAt')}>{byWhom(incident.resolvedAt, incident.resolvedBy)}</Field>
          </dl>
        </CardContent>
      </Card>
      <IncidentDependencyLinks incident={incident} />
      <div className="grid gap-6 *:min-w-0 lg:grid-cols-2">
        <IncidentTimeline entries={incident.timeline} causeParams={incident.causeParams} />
        <IncidentNotes incidentId={incident.id} notes={incident.notes} canAdd={canWrite} />
      </div>
      {incident.regions ? <IncidentRegions regions={incident.regions} /> : null}
      <IncidentPublicUpdates incidentId={incident.id} incidentStatus={incident.status} canWrite={canWrite} />
      {incident.status === 'resolved' ? <IncidentPostmortem incidentId={incident.id} canWrite={canWrite} /> : null}
      <IncidentChecks incident={incident} />
    </ScreenFrame>
  );
}
