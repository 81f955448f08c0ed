import { type WebsiteStatus, websiteStatusValues } from '@hlidka/contract';
import { Button, EmptyState, type MonitorStatus, Skeleton } from '@hlidka/ui';
import { SearchX } from 'lucide-react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { ScreenFrame, useDocumentTitle } from '../common/page-header';
import '../../i18n/areas/websites';

// Small pieces of the websites screens: the not-found and loading states (labels and number formats, which the
// dashboard shares, are in ./labels).

export const websiteStatuses: readonly WebsiteStatus[] = websiteStatusValues;

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
