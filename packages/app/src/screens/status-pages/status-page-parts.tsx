import type { StatusPage } from '@hlidka/contract';
import { Badge, Button } from '@hlidka/ui';
import { ExternalLink, Plus } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import '../../i18n/areas/status-pages';

export const STATUS_PAGE_LIMIT_REASON_ID = 'status-page-limit-reason';

/** Published or draft. */
export function PublishedBadge({ published }: { published: boolean }) {
  const { t } = useTranslation();
  return published ? (
    <Badge variant="success">{t('statusPages.published')}</Badge>
  ) : (
    <Badge variant="secondary">{t('statusPages.draft')}</Badge>
  );
}

/**
 * The page as visitors see it, in a new tab: served by the server at `/status/{slug}` (outside the app), so a plain
 * link, not the router's.
 */
export function PublicPageLink({
  page,
  children,
  className,
  ...props
}: Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & { page: StatusPage }) {
  const { t } = useTranslation();
  return (
    <a
      {...props}
      href={page.publicUrl}
      target="_blank"
      rel="noopener noreferrer"
      // As a button (`<Button asChild>`) it takes the button's classes instead of a link's.
      className={
        className ??
        'inline-flex min-w-0 items-center gap-1 break-all rounded-sm text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring'
      }
    >
      {children ?? page.publicUrl.replace(/^https?:\/\//, '')}
      <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
      <span className="sr-only">{t('statusPages.opensInNewTab')}</span>
    </a>
  );
}

/** "N of M status pages" and, at the plan's limit, why no page can be added with a way to a bigger plan. */
export function StatusPageUsage({ used, limit }: { used: number; limit: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-muted-foreground text-sm">
        <span className="sr-only">{t('statusPages.usageLabel')}: </span>
        {t('statusPages.usage', { used, limit })}
      </p>
      {used >= limit ? (
        <div
          id={STATUS_PAGE_LIMIT_REASON_ID}
          role="note"
          className="flex flex-col gap-2 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p>{t('statusPages.limitReached', { count: limit })}</p>
          <Button asChild size="sm" variant="outline">
            <Link href="/subscription/plans">{t('statusPages.upgrade')}</Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** "New status page": a link while the plan allows another page, a disabled button with the reason at the limit. */
export function AddStatusPageButton({ limitReached }: { limitReached: boolean }) {
  const { t } = useTranslation();
  if (limitReached) {
    return (
      <Button disabled aria-describedby={STATUS_PAGE_LIMIT_REASON_ID}>
        <Plus aria-hidden="true" />
        {t('statusPages.add')}
      </Button>
    );
  }
  return (
    <Button asChild>
      <Link href="/status-pages/create">
        <Plus aria-hidden="true" />
        {t('statusPages.add')}
      </Link>
    </Button>
  );
}
