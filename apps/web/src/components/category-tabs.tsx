import { Link } from '@tanstack/react-router';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
import * as css from './category-tabs.css';

export interface CategoryTab<K extends string> {
  key: K;
  label: ReactNode;
  /** An icon from /images/icons, drawn in the tab's text colour. */
  icon?: string;
}

interface CategoryTabsProps<K extends string> {
  to: '/mainTask' | '/library';
  tabs: CategoryTab<K>[];
  selected: K;
  /** The accessible name of the tab list. */
  label: string;
  /** Where the selected tab's content is (for aria-controls). */
  panelId: string;
  /** The search params that select a tab (the first tab has none: the page's plain URL). */
  searchFor: (key: K) => Record<string, string | undefined>;
}

/**
 * Category tabs as links: each tab has a URL (crawlable, works without JavaScript, survives a
 * reload); with JavaScript they switch in place. Arrow keys, Home and End move between tabs.
 */
export function CategoryTabs<K extends string>({ to, tabs, selected, label, panelId, searchFor }: CategoryTabsProps<K>) {
  const listRef = useRef<HTMLDivElement>(null);
  // On a phone the tabs are a row that scrolls sideways: bring the selected one into view (a link
  // to the fifth tab would otherwise show the first three). Only the row scrolls, never the page.
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    const left = tab.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: left - (list.clientWidth - tab.offsetWidth) / 2 });
    }
  }, [selected]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (current < 0) return;
    const next = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (next === undefined) {
      if (event.key === ' ') {
        event.preventDefault();
        items[current]?.click();
      }
      return;
    }
    event.preventDefault();
    items[(next + items.length) % items.length]?.focus();
  };
  return (
    <div ref={listRef} className={css.tabList} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.key === selected;
        return (
          <Link
            key={tab.key}
            to={to}
            search={(prev) => ({ ...prev, ...searchFor(tab.key) })}
            resetScroll={false}
            replace
            role="tab"
            id={`tab-${tab.key}`}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            className={css.tab}
          >
            {tab.icon && (
              <span
                className={css.icon}
                style={{ maskImage: `url(${tab.icon})`, WebkitMaskImage: `url(${tab.icon})` }}
                aria-hidden="true"
              />
            )}
            <span>{tab.label}</span>
          </Link>
        );
      })}
    </div>
  );
}
