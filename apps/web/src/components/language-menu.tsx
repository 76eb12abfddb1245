import { type LanguageCode, languageNames, withLanguage, languageTags } from '@office/contracts/browser';
import { useLoaderData, useLocation } from '@tanstack/react-router';
import { canonicalPath } from '../i18n/links';
import { useDismissableDetails } from '../hooks/use-dismissable-details';
import { storeLanguage } from '../i18n/store-language';
import * as css from './header.css';
import { LineIcon } from './line-icon';
import { headerMenuGroup } from './site-menu';

/**
 * The offered languages, named in their own script. Each is a link to the same page in that language, so it
 * works (and is crawlable) without JavaScript; with it, the choice is stored before the page loads.
 */
export function LanguageMenu({ lang, label }: { lang: LanguageCode; label: string }) {
  const location = useLocation();
  // The languages visitors are offered (the console's setting), from the server.
  const offered = useLoaderData({ from: '__root__', select: (data) => data.site.languages });
  const ref = useDismissableDetails();
  return (
    <details ref={ref} name={headerMenuGroup} className={css.languageMenu}>
      <summary className={css.languageButton}>
        <LineIcon size={18} strokeWidth={1.75}>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9M12 3C9.5 5.7 8.2 8.7 8.2 12s1.3 6.3 3.8 9" />
        </LineIcon>
        <span className="visually-hidden">{label}: </span>
        <span lang={languageTags[lang]} className={css.languageName}>
          {languageNames[lang]}
        </span>
        {/* Not hidden from screen readers: a visible label must be part of the name (WCAG 2.5.3). */}
        <span className={css.languageCode}>{lang.toUpperCase()}</span>
      </summary>
      <ul className={css.languageList} aria-label={label}>
        {offered.map((code) => (
          <li key={code}>
            <a
              className={css.languageLink}
              href={withLanguage(canonicalPath(location), code)}
              hrefLang={languageTags[code]}
              lang={languageTags[code]}
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
