import { Button, Card, CardContent, EmptyState, Skeleton } from '@hlidka/ui';
import { AlertTriangle, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A failed load: what went wrong and a retry button. */
export function ErrorState({
  title,
  message,
  retryLabel,
  onRetry,
}: {
  title: string;
  message?: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <div role="alert">
      <EmptyState
        icon={<AlertTriangle />}
        title={title}
        description={message}
        action={
          <Button variant="outline" onClick={onRetry}>
            {retryLabel}
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

/** A labelled value in a definition list. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="break-words text-sm">{children}</dd>
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
