import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import * as React from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { cn } from '../../lib/cn';
import { deferred, useOpenedOnce } from '../../lib/deferred';
import { defaultRenderLink, type RenderLink } from '../../lib/link';
import { useControllableState } from '../../lib/use-controllable-state';
import { type SidebarGroup, SidebarLinks, toggleClass } from './sidebar-links';

const drawer = deferred(() => import('./sidebar-drawer'));
/** Fetches the small screens' drawer ahead of its first opening. */
export const preloadSidebarDrawer = drawer.preload;

export type { SidebarGroup, SidebarItem } from './sidebar-links';

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
  const drawerWanted = useOpenedOnce(isDrawerOpen);

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

      {drawerWanted ? (
        <React.Suspense fallback={null}>
          <drawer.Lazy
            groups={groups}
            activeHref={activeHref}
            logo={logo}
            navLabel={navLabel}
            closeLabel={closeLabel}
            isOpen={isDrawerOpen}
            onOpenChange={setDrawerOpen}
            renderLink={renderLink}
          />
        </React.Suspense>
      ) : null}
    </>
  );
}
