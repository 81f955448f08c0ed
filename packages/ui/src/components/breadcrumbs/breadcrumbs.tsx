import { ChevronRight } from 'lucide-react';
import { Link } from 'react-aria-components';
import { cn } from '../../lib/cn';

export type BreadcrumbItem = { href: string; label: string };

export type BreadcrumbsProps = {
  /** Accessible name of the navigation landmark, e.g. "Drobečková navigace". */
  label: string;
  /** From the root to the current page; the last one is the current page. */
  items: BreadcrumbItem[];
  className?: string;
};

/**
 * Where the page sits: a list of React Aria links, the last one the current page (`aria-current="page"`, not a link).
 * Links route through React Aria's `RouterProvider` when the app sets one. A plain list rather than React Aria's
 * collection-based `Breadcrumbs`: that one brought the collection machinery onto every screen's first load.
 */
export function Breadcrumbs({ label, items, className }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} data-slot="breadcrumbs">
      <ol className={cn('flex flex-wrap items-center gap-1 text-sm', className)}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li
              key={item.href}
              className="flex items-center gap-1 text-muted-foreground"
              data-current={isCurrent || undefined}
            >
              <Link
                href={item.href}
                aria-current={isCurrent ? 'page' : undefined}
                isDisabled={isCurrent}
                className="rounded-sm outline-hidden data-current:font-medium data-current:text-foreground data-hovered:text-foreground data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50"
              >
                {item.label}
              </Link>
              {isCurrent ? null : <ChevronRight aria-hidden="true" className="size-3.5" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
