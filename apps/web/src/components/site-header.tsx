import { useLocation } from '@tanstack/react-router';
import { useTexts } from '../hooks/use-texts';
import { LanguageMenu } from './language-menu';
import { InlineMenu, type MenuEntry, PhoneMenu } from './site-menu';
import * as css from './header.css';

const menu = [
  ['/about', 'menu1'],
  ['/mainTask', 'menu2'],
  ['/notice', 'menu3'],
  ['/library', 'menu4'],
  ['/contact', 'menu5'],
] as const;

/**
 * The office's mark, drawn in the page rather than fetched (`public/images/logo.svg` is the same
 * drawing as a file): 400 bytes of markup instead of a request that, on a first visit, needs a
 * connection of its own before the largest paint (decision 0028). Decorative: the link's name is
 * the office's name beside it.
 */
function BrandMark() {
  return (
    <svg className={css.brandLogo} viewBox="0 0 64 64" width={40} height={40} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="15" fill="#1d3557" />
      <path
        d="M46 32h10M44.1 39l4.2 2.5M39 44.1l2.5 4.2M32 46v10M25 44.1l-2.5 4.2M19.9 39l-4.2 2.5M18 32H8M19.9 25l-4.2-2.5M25 19.9l-2.5-4.2M32 18V8M39 19.9l2.5-4.2M44.1 25l4.2-2.5"
        stroke="#e9b44c"
        strokeWidth="3.4"
        strokeLinecap="round"
      />
      <circle cx="32" cy="32" r="9" fill="#e9b44c" />
    </svg>
  );
}

/**
 * Sticky top bar (spec §2): logo to /, two title lines, five menu entries by full page load,
 * languages. Both menus are in the HTML; the stylesheet shows the inline one on large screens and
 * the menu button below (issue 11 §8), so nothing changes size when the page hydrates.
 */
export function SiteHeader() {
  const { t, s, href, lang } = useTexts('템플릿');
  const { pathname } = useLocation();
  const entries: MenuEntry[] = menu.map(([path, key]) => ({
    href: href(path),
    label: t(key),
    current: pathname === path || pathname.startsWith(`${path}/`),
  }));
  return (
    <header className={css.header}>
      <div className={css.headerInner}>
        <a className={css.brand} href={href('/')}>
          <BrandMark />
          <span className={css.brandText}>
            <span className={css.brandTitle1}>{t('title1')}</span>
            <span className={css.brandTitle2}>{t('title2')}</span>
          </span>
        </a>
        <InlineMenu label={s('nav.mainMenu')} entries={entries} />
        <LanguageMenu lang={lang} label={s('nav.language')} />
        <PhoneMenu label={s('nav.mainMenu')} buttonLabel={t('nav.menu')} entries={entries} />
      </div>
    </header>
  );
}
