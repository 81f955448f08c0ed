import { ChevronRight } from 'lucide-react';
import { Breadcrumbs as AriaBreadcrumbs, Breadcrumb, Link } from 'react-aria-components';
import { cn } from '../../lib/cn';

export type BreadcrumbItem = { href: string; label: string };

export type BreadcrumbsProps = {
  /** Accessible name of the navigation landmark, e.g. "Drobečková navigace". */
  label: string;
  /** From the root to the current page; the last one is the current page. */
  items: BreadcrumbItem[];
  className?: string;
};

/** Where the page sits (React Aria). Links route through React Aria's `RouterProvider` when the app sets one. */
export function Breadcrumbs({ label, items, className }: BreadcrumbsProps) {
  return (
    <nav aria-label={label} data-slot="breadcrumbs">
      <AriaBreadcrumbs
        items={items.map((item) => ({ ...item, id: item.href }))}
        className={cn('flex flex-wrap items-center gap-1 text-sm', className)}
      >
        {(item) => (
          <Breadcrumb id={item.id} className="flex items-center gap-1 text-muted-foreground">
            {({ isCurrent }) => (
              <>
                <Link
                  href={item.href}
                  className="rounded-sm outline-hidden data-current:font-medium data-current:text-foreground data-hovered:text-foreground data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50"
                >
                  {item.label}
                </Link>
                {isCurrent ? null : <ChevronRight aria-hidden="true" className="size-3.5" />}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
