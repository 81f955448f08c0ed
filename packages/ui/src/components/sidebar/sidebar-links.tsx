import type * as React from 'react';
import { cn } from '../../lib/cn';
import type { RenderLink } from '../../lib/link';

export type SidebarItem = {
  href: string;
  label: string;
  /** A decorative icon (shown alone when the sidebar is collapsed). */
  icon?: React.ReactNode;
  /** An optional badge after the label, e.g. a count. */
  badge?: React.ReactNode;
};

export type SidebarGroup = { label: string; items: SidebarItem[] };

function isActive(href: string, activeHref?: string) {
  if (!activeHref) return false;
  return activeHref === href || activeHref.startsWith(`${href}/`);
}

export function SidebarLinks({
  groups,
  activeHref,
  isCollapsed,
  renderLink,
  onNavigate,
}: {
  groups: SidebarGroup[];
  activeHref?: string;
  isCollapsed: boolean;
  renderLink: RenderLink;
  onNavigate?: () => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      {groups.map((group) => (
        <div key={group.label} className="flex flex-col gap-1">
          <h2
            className={cn(
              'px-3 font-semibold text-muted-foreground text-xs uppercase tracking-wide',
              isCollapsed && 'sr-only',
            )}
          >
            {group.label}
          </h2>
          <ul className="flex flex-col gap-0.5">
            {group.items.map((item) => {
              const active = isActive(item.href, activeHref);
              return (
                <li key={item.href}>
                  {renderLink({
                    href: item.href,
                    'aria-current': active ? 'page' : undefined,
                    title: isCollapsed ? item.label : undefined,
                    onClick: onNavigate,
                    className: cn(
                      'flex h-9 items-center gap-3 rounded-md px-3 font-medium text-foreground text-sm outline-hidden',
                      'hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                      '[&_svg]:size-4 [&_svg]:shrink-0 aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground',
                      'forced-colors:aria-[current=page]:border forced-colors:aria-[current=page]:border-[Highlight]',
                      isCollapsed && 'justify-center px-0',
                    ),
                    children: (
                      <>
                        {item.icon ? <span aria-hidden="true">{item.icon}</span> : null}
                        <span className={cn('min-w-0 flex-1 truncate', isCollapsed && 'sr-only')}>{item.label}</span>
                        {item.badge != null && !isCollapsed ? (
                          <span
                            data-slot="sidebar-badge"
                            className="rounded-full bg-secondary px-2 py-0.5 text-secondary-foreground text-xs"
                          >
                            {item.badge}
                          </span>
                        ) : null}
                      </>
                    ),
                  })}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

export const toggleClass =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-hidden hover:bg-accent hover:text-accent-foreground data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50';
