import type { CauseParams, Website, WebsiteStatus } from '@hlidka/contract';
import { cn, StatusBadge } from '@hlidka/ui';
import type { TFunction } from '../../i18n/translator';
import { useTranslation } from '../../i18n/use-translation';
import { causeLabel } from '../../lib/cause-text';
import { useStatusLabelsOf } from './labels';
import '../../i18n/areas/website-labels';

/** What the latest check found: its failure code (null when it passed) and values; null before the first check. */
export interface LastCheck {
  code: string | null;
  params?: CauseParams;
}

/**
 * Beside "Údržba": what the website's last check really found ("poslední kontrola selhala: Neočekávaný stavový kód
 * HTTP 500"), worded by the one cause text of every screen; null for any other status.
 */
export function lastCheckNote(t: TFunction, status: WebsiteStatus, lastCheck: LastCheck | null): string | null {
  if (status !== 'maintenance') return null;
  if (!lastCheck) return t('websiteLabels.lastCheck.none');
  const cause = causeLabel(t, lastCheck.code, lastCheck.params);
  return cause ? t('websiteLabels.lastCheck.failed', { cause }) : t('websiteLabels.lastCheck.passed');
}

/** Why a website is still pending, when more is known than "not checked yet". */
function pendingLabel(
  t: TFunction,
  website: { type?: Website['type']; noWorkerRegions?: string[]; runStartedAt?: string | null },
  fallback: string,
): string {
  const regions = website.noWorkerRegions ?? [];
  if (regions.length > 0) return t('websiteLabels.noWorker', { regions: regions.join(', ') });
  if (website.type === 'heartbeat' && website.runStartedAt) return t('websiteLabels.firstRunRunning');
  return fallback;
}

/**
 * A website's state in one word, the same on every screen (list, detail, dashboard, team): its status in the words of
 * its type (a heartbeat's pending waits for its first ping, or its first run is in progress: a `/start` came), except
 * that a website not yet checked because no live worker serves its regions says "Žádný pracovník v oblasti …" instead
 * (still pending). In maintenance, what its last check really found stands beside it (`lastCheck`).
 */
export function WebsiteStatusBadge({
  website,
  lastCheck = null,
  className,
  badgeClassName,
}: {
  website: Pick<Website, 'status'> & {
    type?: Website['type'];
    noWorkerRegions?: string[];
    runStartedAt?: string | null;
  };
  lastCheck?: LastCheck | null;
  /** Classes of the whole (the badge, and the note beside it in maintenance). */
  className?: string;
  /** Classes of the badge itself, e.g. to let a long state wrap in a narrow column. */
  badgeClassName?: string;
}) {
  const { t } = useTranslation();
  const labels = useStatusLabelsOf()(website.type);
  const pending = pendingLabel(t, website, labels.pending);
  const badge = <StatusBadge className={badgeClassName} status={website.status} labels={{ ...labels, pending }} />;
  const note = lastCheckNote(t, website.status, lastCheck);
  if (!note) return badge;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-1.5 gap-y-1', className)}>
      {badge}
      <span className="text-muted-foreground text-xs">{note}</span>
    </span>
  );
}
