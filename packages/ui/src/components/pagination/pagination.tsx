import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import { cn } from '../../lib/cn';

export type PaginationLabels = {
  /** The navigation landmark, e.g. "Stránkování". */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page button, e.g. `(n) => \`Strana ${n}\``. */
  page: (page: number) => string;
};

export type PaginationProps = {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
  /** Pages shown either side of the current one. Default 1. */
  siblings?: number;
  className?: string;
};

/** The pages to show: first, last, the current with its siblings, and gaps (`null`) between. */
export function paginationRange(page: number, pageCount: number, siblings = 1): (number | null)[] {
  const pages = new Set<number>([1, pageCount]);
  for (let index = page - siblings; index <= page + siblings; index += 1) {
    if (index >= 1 && index <= pageCount) pages.add(index);
  }
  const sorted = [...pages].filter((value) => value >= 1).sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const value of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && value - previous > 1) result.push(value - previous === 2 ? previous + 1 : null);
    result.push(value);
  }
  return result;
}

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-md px-2 text-sm outline-hidden hover:bg-accent hover:text-accent-foreground data-disabled:pointer-events-none data-disabled:opacity-50 data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50';

export function Pagination({ page, pageCount, onPageChange, labels, siblings = 1, className }: PaginationProps) {
  return (
    <nav aria-label={labels.nav} data-slot="pagination" className={cn('flex items-center gap-1', className)}>
      <AriaButton className={itemClass} isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        <span>{labels.previous}</span>
      </AriaButton>
      {paginationRange(page, pageCount, siblings).map((value, index) =>
        value === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
          <span key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
            …
          </span>
        ) : (
          <AriaButton
            key={value}
            aria-label={labels.page(value)}
            aria-current={value === page ? 'page' : undefined}
            onPress={() => onPageChange(value)}
            className={cn(
              itemClass,
              'aria-[current=page]:border aria-[current=page]:border-input aria-[current=page]:font-semibold',
            )}
          >
            {value}
          </AriaButton>
        ),
      )}
      <AriaButton className={itemClass} isDisabled={page >= pageCount} onPress={() => onPageChange(page + 1)}>
        <span>{labels.next}</span>
        <ChevronRight aria-hidden="true" className="size-4" />
      </AriaButton>
    </nav>
  );
}
