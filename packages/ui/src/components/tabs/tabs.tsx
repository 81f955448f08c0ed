import type * as React from 'react';
import { Tabs as AriaTabs, type TabsProps as AriaTabsProps, Tab, TabList, TabPanel } from 'react-aria-components';
import { cn } from '../../lib/cn';

export type TabItem = { id: string; label: React.ReactNode; content: React.ReactNode; isDisabled?: boolean };

export type TabsProps = Omit<AriaTabsProps, 'children' | 'className'> & {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  className?: string;
};

/** Tabs (React Aria): `selectedKey` / `defaultSelectedKey` / `onSelectionChange`; arrow keys move between tabs. */
export function Tabs({ label, tabs, className, ...props }: TabsProps) {
  const disabledKeys = tabs.filter((tab) => tab.isDisabled).map((tab) => tab.id);
  return (
    <AriaTabs data-slot="tabs" disabledKeys={disabledKeys} className={cn('flex flex-col gap-4', className)} {...props}>
      <TabList aria-label={label} className="inline-flex w-fit items-center gap-1 rounded-lg bg-muted p-1">
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            id={tab.id}
            className={cn(
              'cursor-default rounded-md px-3 py-1.5 font-medium text-muted-foreground text-sm outline-hidden',
              'data-hovered:text-foreground data-selected:bg-background data-selected:text-foreground data-selected:shadow-sm',
              'data-disabled:opacity-50 data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50',
              'forced-colors:data-selected:border forced-colors:data-selected:border-[Highlight]',
            )}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel
          key={tab.id}
          id={tab.id}
          className="rounded-md outline-hidden data-focus-visible:ring-[3px] data-focus-visible:ring-ring/50"
        >
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
