import { type LanguageCode, languageCodes, languageNames, withLanguage } from '@office/contracts/browser';
import { useLocation } from '@tanstack/react-router';
import { canonicalPath } from '../i18n/links';
import { storeLanguage } from '../i18n/store-language';
import * as css from './layout.css';

/**
 * Languages named in their own script. Each is a link to the same page in that language, so it
 * works (and is crawlable) without JavaScript; with it, the choice is stored before the page loads.
 */
export function LanguageMenu({ lang, label }: { lang: LanguageCode; label: string }) {
  const location = useLocation();
  return (
    <details className={css.languageMenu}>
      <summary className={css.languageButton}>
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9M12 3C9.5 5.7 8.2 8.7 8.2 12s1.3 6.3 3.8 9" />
        </svg>
        <span className="visually-hidden">{label}: </span>
        <span lang={lang}>{languageNames[lang]}</span>
      </summary>
      <ul className={css.languageList} aria-label={label}>
        {languageCodes.map((code) => (
          <li key={code}>
            <a
              className={css.languageLink}
              href={withLanguage(canonicalPath(location), code)}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? 'true' : undefined}
              onClick={() => storeLanguage(code)}
            >
              {languageNames[code]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
