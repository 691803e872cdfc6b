import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexAfterKey } from './tab-keys.ts';

export type TabItem<T extends string> = { id: T; label: ReactNode };

export const tabIdOf = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelIdOf = (prefix: string) => `${prefix}-panel`;

type TabListProps<T extends string> = {
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  /** a unique prefix for the tabs' ids; the one panel they control is `${idPrefix}-panel` */
  idPrefix: string;
  className?: string;
};

/**
 * A row of tabs (WAI-ARIA tabs pattern, selection follows focus): one tab stop, arrow keys move between
 * tabs in the reading direction, Home and End jump to the ends. The caller renders the panel with
 * role="tabpanel", id `panelIdOf(idPrefix)` and aria-labelledby `tabIdOf(idPrefix, selected)`.
 */
export function TabList<T extends string>({ label, tabs, selected, onSelect, idPrefix, className }: TabListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = listRef.current;
    if (!list) return;
    const current = tabs.findIndex((tab) => tab.id === selected);
    const rtl = getComputedStyle(list).direction === 'rtl';
    const next = tabIndexAfterKey(current, event.key, tabs.length, rtl);
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next]!;
    onSelect(tab.id);
    list.querySelector<HTMLElement>(`#${CSS.escape(tabIdOf(idPrefix, tab.id))}`)?.focus();
  };

  return (
    <div
      className={className ? `tabs ${className}` : 'tabs'}
      role="tablist"
      aria-label={label}
      ref={listRef}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const active = tab.id === selected;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            className="tabs__tab"
            id={tabIdOf(idPrefix, tab.id)}
            aria-selected={active}
            aria-controls={panelIdOf(idPrefix)}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
