import { type WebsiteStatus, websiteStatusValues } from '@hlidka/contract';
import { Button, EmptyState, type MonitorStatus, Skeleton } from '@hlidka/ui';
import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useLanguage } from '../../i18n';
import { formatDuration, formatMs, formatNumber, formatPercent, intlLocale } from '../../lib/format';
import { ScreenFrame, useDocumentTitle } from '../common/page-header';
import '../../i18n/areas/websites';

// Small pieces the websites and dashboard screens share: labels, number formats, and the not-found and loading states.

/** The visible text of every website status (StatusBadge labels). */
export function useStatusLabels(): Record<MonitorStatus, string> {
  const { t } = useTranslation();
  return {
    up: t('websites.status.up'),
    down: t('websites.status.down'),
    paused: t('websites.status.paused'),
    pending: t('websites.status.pending'),
    no_data: t('websites.status.no_data'),
  };
}

export const websiteStatuses: readonly WebsiteStatus[] = websiteStatusValues;

/** Figures of the websites screens in the language's format, a dash or "Bez dat" for none (lib/format does the rest). */
export function useFormats() {
  const lng = useLanguage();
  const { t } = useTranslation();
  return {
    lng,
    locale: intlLocale(lng),
    count: (value: number) => formatNumber(value, lng),
    ms: (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatMs(value, lng)),
    percent: (value: number | null | undefined) =>
      value === null || value === undefined ? t('websites.noData') : formatPercent(value, lng),
    duration: formatDuration,
  };
}

/** 'Web nebyl nalezen' with a way back to the list. */
export function WebsiteNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('websites.notFound.title'));
  return (
    <ScreenFrame wide>
      <EmptyState
        headingLevel={2}
        icon={<SearchX />}
        title={<span role="alert">{t('websites.notFound.title')}</span>}
        description={t('websites.notFound.description')}
        action={
          <Button asChild variant="outline">
            <Link href="/websites">{t('websites.notFound.back')}</Link>
          </Button>
        }
      />
    </ScreenFrame>
  );
}

/** Grey blocks in the shape of a table while it loads. */
export function TableSkeleton({ rows = 6, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-2 rounded-md border p-3">
      <Skeleton className="h-6 w-full" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} className="h-9 w-full" />
      ))}
    </div>
  );
}

/** The status of a website as the StatusBadge knows it. */
export const badgeStatus = (status: WebsiteStatus): MonitorStatus => status;
