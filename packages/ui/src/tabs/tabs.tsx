import type { ReactNode } from 'react';
import {
  Tab,
  TabList,
  TabPanel,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components/Tabs';
import { cx } from '../utils/cx.js';
import { focusRing, withBase } from '../utils/class-names.js';

/** One tab and its panel. */
export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps extends Omit<AriaTabsProps, 'children'> {
  /** Accessible name of the tab list, e.g. «Detalles del producto». */
  label: string;
  items: readonly TabItem[];
}

/** Tabs (description, specifications, warranty…): arrow keys move between tabs. */
export function Tabs({ label, items, className, ...props }: TabsProps) {
  return (
    <AriaTabs {...props} className={withBase(className, 'flex flex-col gap-4')}>
      <TabList aria-label={label} className="flex gap-1 overflow-x-auto border-b border-border">
        {items.map((item) => (
          <Tab
            key={item.id}
            id={item.id}
            className={cx(
              '-mb-px cursor-pointer border-b-2 border-transparent px-4 py-2 font-medium whitespace-nowrap text-ink-muted',
              'data-hovered:text-ink data-selected:border-brand-600 data-selected:text-brand-700',
              focusRing,
            )}
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className={cx('rounded-sm', focusRing)}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
