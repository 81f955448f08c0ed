import { ChevronRight } from 'lucide-react';
import type * as React from 'react';
import {
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuTrigger,
  Popover,
  Pressable,
  Separator,
  SubmenuTrigger,
} from 'react-aria-components';
import { cn } from '../../lib/cn';

/** Spec §2: a submenu opens after the pointer rests 100 ms on its item. */
export const SUBMENU_OPEN_DELAY = 100;

export type MenuEntry =
  | {
      id: string;
      label: string;
      icon?: React.ReactNode;
      /** A keyboard hint shown on the right, e.g. "Alt+S". */
      shortcut?: string;
      href?: string;
      isDisabled?: boolean;
      /** A submenu. */
      children?: MenuEntry[];
    }
  | { id: string; separator: true };

export type MenuProps = {
  /** The element that opens the menu (a Button). */
  trigger: React.ReactElement;
  /** Accessible name of the menu. */
  label: string;
  items: MenuEntry[];
  onAction?: (id: string) => void;
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** Submenu open delay in ms. Default 100 (spec §2). */
  submenuDelay?: number;
  className?: string;
};

const popoverClass = 'min-w-48 rounded-md border bg-background p-1 text-foreground shadow-md outline-hidden';
const itemClass =
  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-hidden data-disabled:opacity-50 data-focused:bg-accent data-focused:text-accent-foreground data-open:bg-accent [&_svg]:size-4';

function renderEntries(entries: MenuEntry[], onAction: MenuProps['onAction'], delay: number): React.ReactNode {
  return entries.map((entry) => {
    if ('separator' in entry) return <Separator key={entry.id} className="-mx-1 my-1 border-t" />;
    const content = (
      <>
        {entry.icon ? <span aria-hidden="true">{entry.icon}</span> : null}
        <span className="flex-1">{entry.label}</span>
        {entry.shortcut ? <kbd className="font-sans text-muted-foreground text-xs">{entry.shortcut}</kbd> : null}
        {entry.children ? <ChevronRight aria-hidden="true" className="text-muted-foreground" /> : null}
      </>
    );
    const item = (
      <AriaMenuItem
        key={entry.id}
        id={entry.id}
        href={entry.href}
        isDisabled={entry.isDisabled}
        textValue={entry.label}
        className={itemClass}
      >
        {content}
      </AriaMenuItem>
    );
    if (!entry.children) return item;
    return (
      <SubmenuTrigger key={entry.id} delay={delay}>
        {item}
        <Popover offset={-4} crossOffset={-4} className={popoverClass}>
          <AriaMenu aria-label={entry.label} onAction={(key) => onAction?.(String(key))} className="outline-hidden">
            {renderEntries(entry.children, onAction, delay)}
          </AriaMenu>
        </Popover>
      </SubmenuTrigger>
    );
  });
}

/**
 * A menu of actions with optional submenus (React Aria). Submenus open after `submenuDelay` (100 ms). React Aria fixes
 * the rest: while the pointer moves towards an open submenu it stays open (a safe triangle that holds for up to 1 s,
 * longer than spec §2's 300 ms grace), and typeahead resets after 1 s.
 */
export function Menu({
  trigger,
  label,
  items,
  onAction,
  isOpen,
  defaultOpen,
  onOpenChange,
  submenuDelay = SUBMENU_OPEN_DELAY,
  className,
}: MenuProps) {
  return (
    <MenuTrigger isOpen={isOpen} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Pressable>{trigger as React.ReactElement<React.DOMAttributes<Element>, string>}</Pressable>
      <Popover placement="bottom start" className={cn(popoverClass, className)}>
        <AriaMenu aria-label={label} onAction={(key) => onAction?.(String(key))} className="outline-hidden">
          {renderEntries(items, onAction, submenuDelay)}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}
