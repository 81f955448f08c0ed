import { X } from 'lucide-react';
import type * as React from 'react';
import { Button as AriaButton, Dialog, Modal, ModalOverlay } from 'react-aria-components';
import type { RenderLink } from '../../lib/link';
import { type SidebarGroup, SidebarLinks, toggleClass } from './sidebar-links';

export type SidebarDrawerProps = {
  groups: SidebarGroup[];
  activeHref?: string;
  logo?: React.ReactNode;
  navLabel: string;
  closeLabel: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  renderLink: RenderLink;
};

/** Small screens: the navigation as a slide-in drawer (loaded when it first opens). */
export default function SidebarDrawer({
  groups,
  activeHref,
  logo,
  navLabel,
  closeLabel,
  isOpen,
  onOpenChange,
  renderLink,
}: SidebarDrawerProps) {
  return (
    <ModalOverlay
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
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
              onNavigate={() => onOpenChange(false)}
            />
          </nav>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
