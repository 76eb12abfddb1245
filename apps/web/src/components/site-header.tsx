import { useLocation } from '@tanstack/react-router';
import { useTexts } from '../hooks/use-texts';
import { LanguageMenu } from './language-menu';
import * as css from './layout.css';

const menu = [
  ['/about', 'menu1'],
  ['/mainTask', 'menu2'],
  ['/notice', 'menu3'],
  ['/library', 'menu4'],
  ['/contact', 'menu5'],
] as const;

/** Sticky top bar (spec §2): logo to /, two title lines, five menu entries by full page load, languages. */
export function SiteHeader() {
  const { t, s, href, lang } = useTexts('템플릿');
  const { pathname } = useLocation();
  return (
    <header className={css.header}>
      <div className={css.headerInner}>
        <a className={css.brand} href={href('/')}>
          <img className={css.brandLogo} src="/images/logo.svg" alt="" width={40} height={40} />
          <span>
            <span className={css.brandTitle1}>{t('title1')}</span>
            <span className={css.brandTitle2}>{t('title2')}</span>
          </span>
        </a>
        <nav className={css.nav} aria-label={s('nav.mainMenu')}>
          <ul className={css.navList}>
            {menu.map(([path, key]) => (
              <li key={path}>
                <a
                  className={css.navLink}
                  href={href(path)}
                  aria-current={pathname === path || pathname.startsWith(`${path}/`) ? 'page' : undefined}
                >
                  {t(key)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageMenu lang={lang} label={s('nav.language')} />
      </div>
    </header>
  );
}
