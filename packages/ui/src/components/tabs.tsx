import { type KeyboardEvent, type ReactNode, useRef } from 'react';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  /** The tab's element id, for a panel's aria-labelledby. */
  tabId?: string;
  /** The id of the panel the tab shows, for aria-controls. */
  panelId?: string;
}

/** Keys that move between tabs (WAI-ARIA tabs pattern): arrows wrap, Home and End go to the ends. */
function nextIndex(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * A tab list: one tab stop (the selected tab), arrow keys, Home and End move and select, and the
 * selected tab says so with aria-selected. The caller draws the panel (role="tabpanel").
 */
export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  className = 'tabs',
  tabClassName = 'tabs__tab',
}: {
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  label: string;
  className?: string;
  tabClassName?: string;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = nextIndex(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (next === null || !tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current[next]?.focus();
  };
  return (
    <div className={className} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tab.tabId}
          aria-controls={tab.panelId}
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          className={tabClassName}
          onClick={() => onSelect(tab.id)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
