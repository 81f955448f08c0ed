import { type BreadcrumbItem, Breadcrumbs } from '@hlidka/ui';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title to "{title} · Hlídka". */
export function useDocumentTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);
}

export interface PageHeaderProps {
  title: ReactNode;
  /** The document title when `title` is not plain text. */
  documentTitle: string;
  description?: ReactNode;
  /** Buttons on the right (below the title on narrow screens). */
  actions?: ReactNode;
  breadcrumbs?: { label: string; items: BreadcrumbItem[] };
}

/** A screen's title block: breadcrumbs, the h1, a description and the main actions. */
export function PageHeader({ title, documentTitle, description, actions, breadcrumbs }: PageHeaderProps) {
  useDocumentTitle(documentTitle);
  return (
    <header className="flex flex-col gap-3">
      {breadcrumbs ? <Breadcrumbs label={breadcrumbs.label} items={breadcrumbs.items} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="break-words font-semibold text-2xl tracking-tight">{title}</h1>
          {description ? <div className="break-words text-muted-foreground text-sm">{description}</div> : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}

/** The page frame of a signed-in screen: centred, padded, narrow-screen friendly. */
export function ScreenFrame({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <div className={`mx-auto flex w-full flex-col gap-6 p-4 sm:p-6 ${wide ? 'max-w-6xl' : 'max-w-4xl'}`}>
      {children}
    </div>
  );
}
