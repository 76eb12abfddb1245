import type { PageName, PageTextKey } from '@office/contracts/browser';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { Linkified } from '../components/linkified';
import { createTextLookup } from '../i18n/texts';
import { pageTextsQuery } from '../routes/-page-texts';

/**
 * A page's texts in the page's language: `t(key)` for content (a Korean fallback is wrapped in
 * `lang="ko"`), `s(key)` for attributes and titles (plain string), `l(key)` for contact lines.
 */
export function useTexts<P extends PageName>(pageName: P) {
  const { trpc, lang } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(pageTextsQuery(trpc, pageName, lang));
  // The same functions while the texts are the same, so they can be a memo's or an effect's inputs.
  return useMemo(() => {
    const lookup = createTextLookup<P>(data, lang);
    const t = (key: PageTextKey<P>): ReactNode => {
      const found = lookup(key);
      return found.lang === lang ? found.text : <span lang={found.lang}>{found.text}</span>;
    };
    const s = (key: PageTextKey<P>): string => lookup(key).text;
    /** Like `t`, with phone numbers and e-mail addresses as `tel:` and `mailto:` links. */
    const l = (key: PageTextKey<P>): ReactNode => {
      const found = lookup(key);
      const linked = <Linkified text={found.text} />;
      return found.lang === lang ? linked : <span lang={found.lang}>{linked}</span>;
    };
    return { t, s, l, lang };
  }, [data, lang]);
}
