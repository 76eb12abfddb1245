import { useLocation } from '@tanstack/react-router';
import brandMark from '../images/source/logo.svg?raw';
import { useTexts } from '../hooks/use-texts';
import { LanguageMenu } from './language-menu';
import { InlineMenu, type MenuEntry, PhoneMenu } from './site-menu';
import * as css from './header.css';
import { templatePage } from '@office/contracts/browser';

const menu = [
  ['/about', 'menu1'],
  ['/mainTask', 'menu2'],
  ['/notice', 'menu3'],
  ['/library', 'menu4'],
  ['/contact', 'menu5'],
] as const;

/**
 * The office's mark, drawn in the page rather than fetched: `src/images/source/logo.svg`'s ~400 bytes
 * put into the HTML at build time, instead of a request that, on a first visit, needs a connection
 * of its own before the largest paint (decision 0028). Decorative: the link's name is the office's
 * name beside it.
 */
function BrandMark() {
  return <span className={css.brandLogo} aria-hidden="true" dangerouslySetInnerHTML={{ __html: brandMark }} />;
}

/**
 * Sticky top bar (docs/product.md#pages): logo to /, two title lines, five menu entries by full page load,
 * languages. Both menus are in the HTML; the stylesheet shows the inline one on large screens and
 * the menu button below (decision 0021), so nothing changes size when the page hydrates.
 */
export function SiteHeader() {
  const { t, s, href, lang } = useTexts(templatePage);
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
