import { isApiError } from '@hlidka/data';
import { Button, Card, CardContent, cn, EmptyState, Skeleton } from '@hlidka/ui';
import { AlertTriangle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';
import { errorText } from './wording';

/** A failed load of a whole screen or list: what went wrong and a retry button ("Zkusit znovu" unless told). */
export function ErrorState({
  title,
  message,
  retryLabel,
  onRetry,
}: {
  title: string;
  message?: string;
  retryLabel?: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert">
      <EmptyState
        icon={<AlertTriangle />}
        title={title}
        description={message}
        action={
          <Button variant="outline" onClick={onRetry}>
            {retryLabel ?? t('common.retry')}
          </Button>
        }
      />
    </div>
  );
}

/** An unknown or foreign id: the server's message and a way back. */
export function NotFoundState({
  title,
  description,
  backHref,
  backLabel,
}: {
  title: string;
  description?: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <EmptyState
      icon={<SearchX />}
      title={title}
      description={description}
      headingLevel={2}
      action={
        <Button asChild variant="outline">
          <Link href={backHref}>{backLabel}</Link>
        </Button>
      }
    />
  );
}

/** Placeholder rows while a list loads; announced once as busy. */
export function ListSkeleton({ rows = 5, label }: { rows?: number; label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex flex-col gap-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/**
 * A list's states in the order every list shows them: the failed load with a retry, placeholder rows, the empty state
 * (without one, an empty list goes to `children` too), else the items.
 */
export function ListStates<Items extends readonly unknown[]>({
  items,
  query: { error, isLoading, mutate },
  failedTitle,
  retryLabel,
  loadingLabel,
  rows,
  empty,
  children,
}: {
  items: Items | undefined;
  /** The list's SWR answer: its error, whether it loads, and how to ask again. */
  query: { error: Error | undefined; isLoading: boolean; mutate: () => unknown };
  failedTitle: string;
  retryLabel?: string;
  loadingLabel: string;
  rows?: number;
  empty?: ReactNode;
  children: (items: Items) => ReactNode;
}) {
  if (error)
    return (
      <ErrorState title={failedTitle} message={error.message} retryLabel={retryLabel} onRetry={() => void mutate()} />
    );
  if (isLoading || !items) return <ListSkeleton label={loadingLabel} rows={rows} />;
  return items.length === 0 && empty !== undefined ? empty : children(items);
}

/** Placeholder cards while a detail screen loads. */
export function DetailSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className="flex flex-col gap-4">
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-1/3" />
      <Card>
        <CardContent className="flex flex-col gap-3">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-4/6" />
        </CardContent>
      </Card>
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/** A failed load of a section: a bordered note with the server's message and, when given, a retry button. */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-md border border-destructive/50 px-4 py-3 text-sm"
    >
      <div className="flex flex-col gap-1">
        <p className="font-medium text-destructive-text">{title ?? t('common.loadFailed')}</p>
        <p className="text-muted-foreground">{errorText(error, t('common.unexpected'))}</p>
      </div>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

/** True for a 404 answer. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** Placeholder lines while a section loads; announced once through `aria-busy` and the label. */
export function LoadingBlock({ lines = 3, className }: { lines?: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className={cn('flex flex-col gap-3', className)}>
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: decorative placeholders with no identity.
        <Skeleton key={index} className={cn('h-5', index % 3 === 2 ? 'w-1/2' : index % 2 ? 'w-3/4' : 'w-full')} />
      ))}
    </div>
  );
}

/** A labelled value in a definition list; `strong` sets the value in medium weight (the account screens). */
export function Field({
  label,
  children,
  strong = false,
  className,
}: {
  label: string;
  children: ReactNode;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-0.5', className)}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className={cn('break-words text-sm', strong && 'font-medium')}>{children}</dd>
    </div>
  );
}

/**
 * Which item a repeated button acts on, for screen readers only ("Smazat: Slack #provoz"): the accessible name starts
 * with the visible text, as WCAG 2.5.3 asks.
 */
export function Context({ children }: { children: ReactNode }) {
  return <span className="sr-only">: {children}</span>;
}
