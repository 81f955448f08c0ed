import type { Website } from '@hlidka/contract';
import {
  isApiError,
  useCheckWebsiteNow,
  useDeleteWebsite,
  usePauseWebsite,
  useResumeWebsite,
  useWebsite,
  useWebsiteChecks,
} from '@hlidka/data';
import {
  AlertDialog,
  Breadcrumbs,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  Skeleton,
  toast,
} from '@hlidka/ui';
import { Pause, Pencil, Play, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/use-translation';
import { checkValues } from '../../lib/cause-text';
import { type FormatLanguage, formatDateTime } from '../../lib/format';
import { ChangesPanel } from './changes-panel';
import { NinetyDayBar, RecentChecks, ResponseCard, UptimeWindowsCard, WebsiteIncidents } from './detail-history';
import { HeartbeatCard, SettingsCard, TlsCard } from './detail-side';
import { HeartbeatExamplesCard } from './heartbeat-examples';
import { HeartbeatRunsCard } from './heartbeat-runs';
import { useFormats } from './labels';
import { WebsiteNotFound } from './parts';
import { CheckResultCard } from './type-result';
import { hasUnconfirmedFailure, UnconfirmedFailure } from './unconfirmed-failure';
import { WebsiteDependenciesCard } from './website-dependencies-card';
import { WebsiteGroupLine } from './website-group-parts';
import { WebsiteStatusBadge } from './website-status';
import '../../i18n/areas/websites';
import { useCan } from '../../access/use-can';
import { ScreenFrame, useDocumentTitle } from '../common/page-header';
import { ErrorState } from '../common/query-states';
import { WebsiteSilenceBadge } from '../silences/silence-badge';
import { WebsiteSilenceControl } from '../silences/website-silence-control';

function Actions({ website }: { website: Website }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const pause = usePauseWebsite();
  const resume = useResumeWebsite();
  const checkNow = useCheckWebsiteNow();
  const remove = useDeleteWebsite();
  const [confirming, setConfirming] = useState(false);
  const canWrite = useCan('write', 'websites', website.teamId);
  const canDelete = useCan('delete', 'websites', website.teamId);
  const canSilence = useCan('write', 'silences', website.teamId);

  async function run(action: () => Promise<unknown>, success: string) {
    try {
      await action();
      toast({ title: success });
    } catch (caught) {
      toast({
        title: t('websites.toast.failed'),
        description: isApiError(caught) ? caught.message : undefined,
        variant: 'destructive',
      });
    }
  }

  const paused = website.status === 'paused';
  if (!canWrite && !canSilence) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {canSilence ? <WebsiteSilenceControl website={website} /> : null}
      {!canWrite ? null : paused ? (
        <Button
          variant="outline"
          isLoading={resume.isMutating}
          onClick={() => void run(() => resume.trigger(website.id), t('websites.toast.resumed'))}
        >
          <Play aria-hidden="true" />
          {t('websites.actions.resume')}
        </Button>
      ) : (
        <Button
          variant="outline"
          isLoading={pause.isMutating}
          onClick={() => void run(() => pause.trigger(website.id), t('websites.toast.paused'))}
        >
          <Pause aria-hidden="true" />
          {t('websites.actions.pause')}
        </Button>
      )}
      {canWrite && website.type !== 'heartbeat' && !paused ? (
        <Button
          variant="outline"
          isLoading={checkNow.isMutating}
          onClick={() => void run(() => checkNow.trigger(website.id), t('websites.toast.checkQueued'))}
        >
          <RefreshCw aria-hidden="true" />
          {t('websites.actions.checkNow')}
        </Button>
      ) : null}
      {canWrite ? (
        <Button asChild variant="outline">
          <Link href={`/websites/${website.id}/edit`}>
            <Pencil aria-hidden="true" />
            {t('websites.actions.edit')}
          </Link>
        </Button>
      ) : null}
      {canDelete ? (
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" />
          {t('websites.actions.delete')}
        </Button>
      ) : null}
      <AlertDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        variant="destructive"
        title={t('websites.actions.deleteTitle', { name: website.name })}
        description={t('websites.actions.deleteText')}
        confirmLabel={t('websites.actions.delete')}
        cancelLabel={t('websites.actions.cancel')}
        confirmingLabel={t('websites.actions.deleting')}
        isConfirming={remove.isMutating}
        onConfirm={() =>
          void (async () => {
            try {
              await remove.trigger(website.id);
              setConfirming(false);
              toast({ title: t('websites.toast.deleted') });
              navigate('/websites');
            } catch (caught) {
              setConfirming(false);
              toast({
                title: t('websites.toast.failed'),
                description: isApiError(caught) ? caught.message : undefined,
                variant: 'destructive',
              });
            }
          })()
        }
      />
    </div>
  );
}

function WebsiteDetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-4">
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-8 w-full" />
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

/**
 * Since when the status holds; a website whose first checks failed but are not yet confirmed as an outage has no
 * status change yet, but it has been checked.
 */
/**
 * The header's status; in maintenance with the latest check's real result beside it (the checks list's first row,
 * the same request as the list below: its status code too), or the website's last result code until that loads.
 */
function HeaderStatus({ website }: { website: Website }) {
  const { checks } = useWebsiteChecks(website.status === 'maintenance' ? website.id : null, { limit: 20 });
  const latest = checks?.[0];
  const lastCheck =
    latest && latest.state !== 'no_data'
      ? { code: latest.code, params: checkValues(latest) }
      : website.lastCheckAt
        ? { code: website.lastCode }
        : null;
  return <WebsiteStatusBadge website={website} lastCheck={lastCheck} />;
}

function statusSince(website: Website, t: TFunction, lng: FormatLanguage): string {
  if (website.statusChangedAt)
    return t('websites.detail.since', { date: formatDateTime(website.statusChangedAt, lng) });
  if (website.lastCheckAt)
    return t('websites.detail.lastCheckedAt', { date: formatDateTime(website.lastCheckAt, lng) });
  if (website.type === 'heartbeat' && website.status === 'pending' && website.nextCheckAt)
    return t('websites.detail.firstPingDue', { date: formatDateTime(website.nextCheckAt, lng) });
  return t('websites.detail.sinceUnknown');
}

/** /websites/{id}: status and since when, uptime windows, 90-day bar, response chart, checks, incidents, actions. */
export default function WebsiteDetailScreen() {
  const { t } = useTranslation();
  const { id } = useParams<{ id: string }>();
  const formats = useFormats();
  const { website, uptime, error, isLoading, mutate } = useWebsite(id);
  useDocumentTitle(website?.name ?? t('screens.websiteDetail'));

  if (error && (error.status === 404 || error.status === 400)) return <WebsiteNotFound />;
  return (
    <ScreenFrame wide busy={isLoading}>
      <Breadcrumbs
        label={t('websites.breadcrumbs')}
        items={[
          { href: '/websites', label: t('websites.title') },
          { href: `/websites/${id}`, label: website?.name ?? t('screens.websiteDetail') },
        ]}
      />
      {error ? (
        <ErrorState title={t('websites.error.title')} message={error.message} onRetry={() => void mutate()} />
      ) : !website || !uptime ? (
        <WebsiteDetailSkeleton label={t('websites.loading')} />
      ) : (
        <>
          <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
            <div className="flex min-w-0 flex-col gap-2">
              <h1 className="break-words font-semibold text-2xl tracking-tight">{website.name}</h1>
              <p className="flex flex-wrap items-center gap-2 text-sm">
                {hasUnconfirmedFailure(website) ? (
                  <UnconfirmedFailure website={website} />
                ) : (
                  <>
                    <HeaderStatus website={website} />
                    <span className="text-muted-foreground">{statusSince(website, t, formats.lng)}</span>
                  </>
                )}
                <WebsiteSilenceBadge websiteId={website.id} />
              </p>
              {website.type !== 'heartbeat' ? (
                <p className="break-all text-muted-foreground text-sm">{website.url}</p>
              ) : null}
              {website.groupId ? <WebsiteGroupLine groupId={website.groupId} /> : null}
              {website.description ? <p className="text-sm">{website.description}</p> : null}
            </div>
            <Actions website={website} />
          </div>

          <UptimeWindowsCard uptime={uptime} />
          <Card>
            <CardHeader>
              <CardTitle level={2} className="text-base">
                {t('websites.detail.uptimeBar')}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <NinetyDayBar websiteId={website.id} />
            </CardContent>
          </Card>
          <ResponseCard websiteId={website.id} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
              <ChangesPanel website={website} />
              {website.type === 'heartbeat' ? <HeartbeatRunsCard websiteId={website.id} /> : null}
              <RecentChecks websiteId={website.id} heartbeat={website.type === 'heartbeat'} />
              <WebsiteIncidents websiteId={website.id} />
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              <WebsiteDependenciesCard websiteId={website.id} />
              <HeartbeatCard website={website} />
              {website.type === 'heartbeat' ? <HeartbeatExamplesCard website={website} /> : null}
              <TlsCard website={website} />
              <CheckResultCard website={website} />
              <SettingsCard website={website} />
            </div>
          </div>
        </>
      )}
    </ScreenFrame>
  );
}
