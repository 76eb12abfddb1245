import type { ReactNode } from 'react';
import { useDismissableDetails } from '../hooks/use-dismissable-details';
import * as css from './header.css';
import { LineIcon } from './line-icon';

export interface MenuEntry {
  href: string;
  label: ReactNode;
  current: boolean;
}

function MenuList({ entries, listClass, linkClass }: { entries: MenuEntry[]; listClass: string; linkClass: string }) {
  return (
    <ul className={listClass}>
      {entries.map((entry) => (
        <li key={entry.href}>
          <a className={linkClass} href={entry.href} aria-current={entry.current ? 'page' : undefined}>
            {entry.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The five entries in a row, shown from the large breakpoint. */
export function InlineMenu({ label, entries }: { label: string; entries: MenuEntry[] }) {
  return (
    <nav className={css.inlineNav} aria-label={label}>
      <MenuList entries={entries} listClass={css.inlineList} linkClass={css.inlineLink} />
    </nav>
  );
}

/**
 * The same entries behind a menu button, below the large breakpoint. A `<details>`: keyboard,
 * screen readers (a button with its expanded state) and pages without JavaScript get it from the
 * browser. It shares its `name` with the language selector, so opening one closes the other.
 */
export function PhoneMenu({ label, buttonLabel, entries }: { label: string; buttonLabel: ReactNode; entries: MenuEntry[] }) {
  const ref = useDismissableDetails();
  return (
    <nav className={css.menuNav} aria-label={label}>
      <details ref={ref} name={headerMenuGroup}>
        <summary className={css.menuButton}>
          <LineIcon size={20} strokeWidth={2}>
            <path className={css.menuIconClosed} d="M4 6h16M4 12h16M4 18h16" />
            <path className={css.menuIconOpen} d="M6 6l12 12M18 6L6 18" />
          </LineIcon>
          <span className={css.menuButtonLabel}>{buttonLabel}</span>
        </summary>
        <MenuList entries={entries} listClass={css.menuList} linkClass={css.menuLink} />
      </details>
    </nav>
  );
}

/** The `name` of the header's `<details>`: at most one of them is open (an exclusive accordion). */
export const headerMenuGroup = 'header-menu';
