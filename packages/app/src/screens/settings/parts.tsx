import { isApiError } from '@hlidka/data';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  cn,
  type PaginationLabels,
  Skeleton,
} from '@hlidka/ui';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { FormatLanguage } from '../../lib/format';
import '../../i18n/areas/settings';

// Small building blocks shared by the account screens (settings, billing, affiliate, help).

/** The interface language as the format helpers take it. */
export function useLng(): FormatLanguage {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage === 'en' ? 'en' : 'cs';
}

export function useDocumentTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
}

/** The page: a width-limited column with the screen's one h1. */
export function ScreenFrame({
  title,
  description,
  back,
  actions,
  wide = false,
  children,
}: {
  title: string;
  description?: ReactNode;
  back?: { href: string; label: string };
  actions?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className={cn('mx-auto flex w-full flex-col gap-6 p-4 sm:p-6', wide ? 'max-w-6xl' : 'max-w-4xl')}>
      {back && (
        <Link
          href={back.href}
          className="inline-flex w-fit items-center gap-1 rounded-sm text-muted-foreground text-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="font-semibold text-2xl tracking-tight">{title}</h1>
          {description && <p className="text-muted-foreground text-sm">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </div>
  );
}

/** A titled card section (h2). */
export function Section({
  title,
  description,
  actions,
  children,
  className,
  labelId,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
  labelId?: string;
}) {
  return (
    <Card className={className} aria-labelledby={labelId} role={labelId ? 'region' : undefined}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1.5">
            <CardTitle level={2} id={labelId}>
              {title}
            </CardTitle>
            {description && <CardDescription>{description}</CardDescription>}
          </div>
          {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
        </div>
      </CardHeader>
      {children && <CardContent className="flex flex-col gap-4">{children}</CardContent>}
    </Card>
  );
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

/** The message of a failed request, else the fallback. */
export function errorText(error: unknown, fallback: string): string {
  return isApiError(error) && error.message ? error.message : fallback;
}

/** A failed load: what happened and a retry button. */
export function LoadError({ error, onRetry, title }: { error: unknown; onRetry?: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-md border border-destructive/50 px-4 py-3 text-sm"
    >
      <div className="flex flex-col gap-1">
        <p className="font-medium text-destructive">{title ?? t('settings.shared.loadFailed')}</p>
        <p className="text-muted-foreground">{errorText(error, t('settings.shared.unexpected'))}</p>
      </div>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {t('settings.shared.retry')}
        </Button>
      )}
    </div>
  );
}

/** True for a 404 answer. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** A label and its value, in a definition list. */
export function Field({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-0.5', className)}>
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-medium text-sm">{children}</dd>
    </div>
  );
}

/** A link styled as text. */
export function TextLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <Link href={href} className={cn('font-medium text-primary underline-offset-4 hover:underline', className)}>
      {children}
    </Link>
  );
}

/** Translated labels of the ui Pagination. */
export function usePaginationLabels(): PaginationLabels {
  const { t } = useTranslation();
  return {
    nav: t('settings.shared.pagination'),
    previous: t('settings.shared.previous'),
    next: t('settings.shared.next'),
    page: (page) => t('settings.shared.page', { page }),
  };
}

/** A wide table's horizontal scroller, reachable by keyboard (focusable, named) on narrow screens. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to be scrolled by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-md border focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
    </section>
  );
}
