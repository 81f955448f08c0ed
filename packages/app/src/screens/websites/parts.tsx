import type { WebsiteStatus } from '@hlidka/contract';
import { Button, EmptyState, type MonitorStatus, Skeleton } from '@hlidka/ui';
import { AlertTriangle, SearchX } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { currentLanguage } from '../../i18n';
import type { FormatLanguage } from '../../lib/format';
import '../../i18n/areas/websites';

// Small pieces the websites and dashboard screens share: titles, labels, number formats, and the error,
// not-found and loading states.

/** Sets the document title to "<title> · Hlídka". */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
}

export function useLanguage(): FormatLanguage {
  const { i18n } = useTranslation();
  return currentLanguage(i18n);
}

/** The visible text of every website status (StatusBadge labels). */
export function useStatusLabels(): Record<MonitorStatus, string> {
  const { t } = useTranslation();
  return {
    up: t('websites.status.up'),
    down: t('websites.status.down'),
    paused: t('websites.status.paused'),
    pending: t('websites.status.pending'),
    'no-data': t('websites.status.no-data'),
  };
}

export const websiteStatuses: WebsiteStatus[] = ['up', 'down', 'paused', 'pending'];

const knownReasons = new Set([
  'ok',
  'dns',
  'refused',
  'reset',
  'timeout',
  'unreachable',
  'tls',
  'cert_expired',
  'status',
  'keyword',
  'body_too_large',
  'too_many_redirects',
  'invalid_redirect',
  'blocked_target',
  'response_time',
  'protocol',
  'heartbeat_missed',
  'aborted',
  'error',
  'invalid_url',
  'unsupported_protocol',
  'invalid_port',
]);

/** A check's failure code (`timeout`, `status`…) in words. */
export function useReason(): (code: string | null, statusCode?: number | null) => string {
  const { t } = useTranslation();
  return (code, statusCode) => {
    if (!code) return t('websites.reasons.ok');
    const text = knownReasons.has(code) ? t(`websites.reasons.${code}`) : t('websites.reasons.other', { code });
    return code === 'status' && statusCode ? `${text} (${statusCode})` : text;
  };
}

/** Numbers in the language's format: "99,95 %", "1 234 ms". */
export function useFormats() {
  const lng = useLanguage();
  const locale = lng === 'cs' ? 'cs-CZ' : 'en-GB';
  const { t } = useTranslation();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const percent = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return {
    lng,
    locale,
    count: (value: number) => number.format(value),
    ms: (value: number | null | undefined) =>
      value === null || value === undefined ? '—' : t('websites.ms', { value: number.format(value) }),
    percent: (value: number | null | undefined) =>
      value === null || value === undefined
        ? t('websites.noData')
        : t('websites.percent', { value: percent.format(value) }),
    duration: (seconds: number) => formatDuration(seconds, lng),
  };
}

/** "2 h 5 min", "45 s", "3 d 4 h". */
export function formatDuration(seconds: number, lng: FormatLanguage = 'cs'): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  const day = lng === 'cs' ? 'd' : 'd';
  if (d > 0) return h > 0 ? `${d} ${day} ${h} h` : `${d} ${day}`;
  if (h > 0) return m > 0 ? `${h} h ${m} min` : `${h} h`;
  if (m > 0) return `${m} min`;
  return `${s} s`;
}

/** A page heading with the actions beside it (wrapping under it on narrow screens). */
export function PageHeader({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="break-words font-semibold text-2xl tracking-tight">{title}</h1>
        {children}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}

/** The frame of every screen here: a centred column with padding that fits 360 px. */
export function ScreenFrame({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6" aria-busy={busy || undefined}>
      {children}
    </div>
  );
}

/** An error with a retry button; the message is the server's (already translated) or a generic one. */
export function ErrorState({ title, message, onRetry }: { title: string; message?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <EmptyState
        icon={<AlertTriangle />}
        title={title}
        description={message}
        action={
          <Button variant="outline" onClick={onRetry}>
            {t('websites.error.retry')}
          </Button>
        }
      />
    </div>
  );
}

/** 'Web nebyl nalezen' with a way back to the list. */
export function WebsiteNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('websites.notFound.title'));
  return (
    <ScreenFrame>
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
