import type { PaginationLabels } from '@hlidka/ui';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';

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

/** Translated labels of the ui Pagination. */
export function usePaginationLabels(): PaginationLabels {
  const { t } = useTranslation();
  return {
    nav: t('common.pagination'),
    previous: t('common.previous'),
    next: t('common.next'),
    page: (page) => t('common.page', { page }),
  };
}
