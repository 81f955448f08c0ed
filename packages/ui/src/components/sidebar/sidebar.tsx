import { PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import * as React from 'react';
import { Button as AriaButton, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { defaultRenderLink, type RenderLink } from '../../lib/link';
import { useControllableState } from '../../lib/use-controllable-state';

export type SidebarItem = {
  href: string;
  label: string;
  /** A decorative icon (shown alone when the sidebar is collapsed). */
  icon?: React.ReactNode;
  /** An optional badge after the label, e.g. a count. */
  badge?: React.ReactNode;
};

export type SidebarGroup = { label: string; items: SidebarItem[] };

export type SidebarProps = {
  groups: SidebarGroup[];
  /** The current path; the matching link (exact or a parent path) is highlighted and gets `aria-current="page"`. */
  activeHref?: string;
  /** The logo at the top; `collapsedLogo` replaces it when collapsed to icons. */
  logo?: React.ReactNode;
  collapsedLogo?: React.ReactNode;
  /** Accessible name of the navigation landmark and of the drawer, e.g. "Hlavní navigace". */
  navLabel: string;
  /** Large screens: collapsed to icons (`w-16`) or expanded (`w-64`). Alt+S toggles it. */
  isCollapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /** Labels of the collapse toggle; without them no toggle button is shown (Alt+S still works). */
  collapseLabel?: string;
  expandLabel?: string;
  /** Whether Alt+S toggles the collapse. Default true. */
  collapseShortcut?: boolean;
  /** Small screens: the slide-in drawer (`w-80`). Escape and a backdrop click close it; body scroll is locked. */
  isDrawerOpen?: boolean;
  defaultDrawerOpen?: boolean;
  onDrawerOpenChange?: (isOpen: boolean) => void;
  /** The drawer's close button, e.g. "Zavřít menu". */
  closeLabel: string;
  renderLink?: RenderLink;
  /** The id of the desktop `<nav>`, for a "focus navigation" shortcut. */
  navId?: string;
  className?: string;
};

function isActive(href: string, activeHref?: string) {
  if (!activeHref) return false;
  return activeHref === href || activeHref.startsWith(`${href}/`);
}

function SidebarLinks({
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

const toggleClass =
  'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-hidden hover:bg-accent hover:text-accent-foreground data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50';

export function Sidebar({
  groups,
  activeHref,
  logo,
  collapsedLogo,
  navLabel,
  isCollapsed: isCollapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  collapseLabel,
  expandLabel,
  collapseShortcut = true,
  isDrawerOpen: isDrawerOpenProp,
  defaultDrawerOpen = false,
  onDrawerOpenChange,
  closeLabel,
  renderLink = defaultRenderLink,
  navId,
  className,
}: SidebarProps) {
  const [isCollapsed, setCollapsed] = useControllableState(isCollapsedProp, defaultCollapsed, onCollapsedChange);
  const [isDrawerOpen, setDrawerOpen] = useControllableState(isDrawerOpenProp, defaultDrawerOpen, onDrawerOpenChange);

  const toggleRef = React.useRef({ isCollapsed, setCollapsed });
  toggleRef.current = { isCollapsed, setCollapsed };
  React.useEffect(() => {
    if (!collapseShortcut) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyS') {
        event.preventDefault();
        toggleRef.current.setCollapsed(!toggleRef.current.isCollapsed);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [collapseShortcut]);

  const toggleLabel = isCollapsed ? expandLabel : collapseLabel;

  return (
    <>
      {/* Large screens: a fixed column, with a spacer in the flow so the content starts beside it. */}
      <div
        aria-hidden="true"
        data-slot="sidebar-spacer"
        className={cn('hidden shrink-0 transition-[width] lg:block', isCollapsed ? 'w-16' : 'w-64')}
      />
      <aside
        data-slot="sidebar"
        data-collapsed={isCollapsed ? '' : undefined}
        className={cn(
          'fixed inset-y-0 left-0 z-30 hidden flex-col border-r bg-background transition-[width] lg:flex',
          isCollapsed ? 'w-16' : 'w-64',
          className,
        )}
      >
        <div className={cn('flex h-16 shrink-0 items-center gap-2 px-4', isCollapsed && 'justify-center px-2')}>
          {isCollapsed ? (collapsedLogo ?? null) : logo}
        </div>
        <nav id={navId} aria-label={navLabel} className="flex-1 overflow-y-auto px-2 py-2">
          <SidebarLinks groups={groups} activeHref={activeHref} isCollapsed={isCollapsed} renderLink={renderLink} />
        </nav>
        {toggleLabel ? (
          <div className={cn('flex shrink-0 border-t p-2', isCollapsed ? 'justify-center' : 'justify-end')}>
            <AriaButton
              aria-label={toggleLabel}
              aria-keyshortcuts="Alt+S"
              aria-expanded={!isCollapsed}
              className={toggleClass}
              onPress={() => setCollapsed(!isCollapsed)}
            >
              {isCollapsed ? (
                <PanelLeftOpen aria-hidden="true" className="size-4" />
              ) : (
                <PanelLeftClose aria-hidden="true" className="size-4" />
              )}
            </AriaButton>
          </div>
        ) : null}
      </aside>

      {/* Small screens: a slide-in drawer. */}
      <ModalOverlay
        isDismissable
        isOpen={isDrawerOpen}
        onOpenChange={setDrawerOpen}
        data-slot="sidebar-backdrop"
        className="fixed inset-0 z-40 bg-black/50 lg:hidden data-entering:animate-[hlidka-fade-in_200ms] motion-reduce:animate-none"
      >
        <Modal className="fixed inset-y-0 left-0 flex w-80 max-w-[100vw] flex-col border-r bg-background shadow-lg outline-hidden data-entering:animate-[hlidka-slide-in-left_200ms_ease-out] motion-reduce:animate-none">
          <Dialog aria-label={navLabel} data-slot="sidebar-drawer" className="flex h-full flex-col outline-hidden">
            <div className="flex h-16 shrink-0 items-center justify-between gap-2 px-4">
              <div className="min-w-0">{logo}</div>
              <AriaButton slot="close" aria-label={closeLabel} className={toggleClass}>
                <X aria-hidden="true" className="size-4" />
              </AriaButton>
            </div>
            <nav aria-label={navLabel} className="flex-1 overflow-y-auto px-2 py-2">
              <SidebarLinks
                groups={groups}
                activeHref={activeHref}
                isCollapsed={false}
                renderLink={renderLink}
                onNavigate={() => setDrawerOpen(false)}
              />
            </nav>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}
