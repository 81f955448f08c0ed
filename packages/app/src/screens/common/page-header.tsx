import { type BreadcrumbItem, Breadcrumbs, cn } from '@hlidka/ui';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/use-translation';

/** Sets the document title to "{title} · Hlídka". */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
}

interface PageHeaderParts {
  description?: ReactNode;
  /** Buttons on the right (below the title on narrow screens). */
  actions?: ReactNode;
  breadcrumbs?: { label: string; items: BreadcrumbItem[] };
  /** A link up to the parent screen, above the title. */
  back?: { href: string; label: string };
  /** More under the title, shown as given (the plan usage of the websites screens). */
  children?: ReactNode;
}

/** The document title is the title's text, or `documentTitle` when the title is not plain text. */
export type PageHeaderProps = PageHeaderParts &
  ({ title: string; documentTitle?: string } | { title: ReactNode; documentTitle: string });

/** A screen's title block: a way back or breadcrumbs, the h1, a description and the main actions. */
export function PageHeader({
  title,
  documentTitle,
  description,
  actions,
  breadcrumbs,
  back,
  children,
}: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? String(title));
  return (
    <header className="flex flex-col gap-3">
      {back ? (
        <Link
          href={back.href}
          // The frame's gap between the way back and the title (gap-3 here and mb-3).
          className="mb-3 inline-flex w-fit items-center gap-1 rounded-sm text-muted-foreground text-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      ) : null}
      {breadcrumbs ? <Breadcrumbs label={breadcrumbs.label} items={breadcrumbs.items} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="break-words font-semibold text-2xl tracking-tight">{title}</h1>
          {description ? <div className="break-words text-muted-foreground text-sm">{description}</div> : null}
          {children}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}

/** The page frame of a signed-in screen: centred, padded, narrow-screen friendly; `busy` while its data loads. */
export function ScreenFrame({
  children,
  wide = false,
  busy = false,
}: {
  children: ReactNode;
  wide?: boolean;
  busy?: boolean;
}) {
  return (
    <div
      className={cn('mx-auto flex w-full flex-col gap-6 p-4 sm:p-6', wide ? 'max-w-6xl' : 'max-w-4xl')}
      aria-busy={busy || undefined}
    >
      {children}
    </div>
  );
}
