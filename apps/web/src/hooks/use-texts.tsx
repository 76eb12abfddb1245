import {
  type LanguageCode,
  languageQueryParam,
  type PageName,
  type PageTextKey,
  withLanguage,
  languageTags,
} from '@office/contracts/browser';
import { useLocation, useMatches, useRouteContext } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { Linkified } from '../i18n/linkified';
import { createTextLookup, type ResolvedTexts } from '../i18n/texts';
import type { WithPageTexts } from '../queries/page-texts';

/**
 * A page's texts and links in the page's language: `t(key)` for content (a Korean fallback is
 * wrapped in `lang="ko"`), `s(key)` for attributes and titles (plain string), `l(key)` for contact
 * lines, `href(path)` for plain links.
 */
export function useTexts<P extends PageName>(pageName: P) {
  const lang = useRouteContext({ from: '__root__', select: (context) => context.lang });
  // The deepest route's copy: its loader read them (the root's loader: the template's and the not-found page's).
  const data = useMatches({
    select: (matches): ResolvedTexts | null =>
      matches.map((match) => (match.loaderData as WithPageTexts | undefined)?.texts?.[pageName]).findLast(Boolean) ?? null,
  });
  if (!data) throw new Error(`No route loaded the texts of the page ${pageName}`);
  // The URL's `?lang=` (valid: other URLs are redirected before rendering), or null.
  const urlLang = useLocation({ select: ({ searchStr }) => new URLSearchParams(searchStr).get(languageQueryParam) as LanguageCode | null });
  // The same functions while the texts are the same, so they can be a memo's or an effect's inputs.
  return useMemo(() => {
    const lookup = createTextLookup<P>(data, lang);
    const t = (key: PageTextKey<P>): ReactNode => {
      const found = lookup(key);
      return found.lang === lang ? found.text : <span lang={languageTags[found.lang]}>{found.text}</span>;
    };
    const s = (key: PageTextKey<P>): string => lookup(key).text;
    /** Like `t`, with phone numbers and e-mail addresses as `tel:` and `mailto:` links. */
    const l = (key: PageTextKey<P>): ReactNode => {
      const found = lookup(key);
      const linked = <Linkified text={found.text} />;
      return found.lang === lang ? linked : <span lang={languageTags[found.lang]}>{linked}</span>;
    };
    /**
     * Plain links keep the page's `?lang=` when it has one, so a visitor who arrived on the English
     * URL stays in English; pages reached without it use the stored choice (decision 0005).
     */
    const href = (path: string): string => (urlLang ? withLanguage(path, urlLang) : path);
    return { t, s, l, href, lang };
  }, [data, lang, urlLang]);
}
