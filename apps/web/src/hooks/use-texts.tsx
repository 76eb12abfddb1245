import type { PageName, PageTextKey } from '@office/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { createTextLookup } from '../i18n/texts';

/**
 * A page's texts in the page's language: `t(key)` for content (a Korean fallback is wrapped in
 * `lang="ko"`), `s(key)` for attributes and titles (plain string).
 */
export function useTexts<P extends PageName>(pageName: P) {
  const { trpc, lang } = useRouteContext({ from: '__root__' });
  const { data } = useSuspenseQuery(trpc.texts.page.queryOptions({ pageName }));
  const lookup = createTextLookup<P>(data, lang);
  const t = (key: PageTextKey<P>): ReactNode => {
    const found = lookup(key);
    return found.lang === lang ? found.text : <span lang={found.lang}>{found.text}</span>;
  };
  const s = (key: PageTextKey<P>): string => lookup(key).text;
  return { t, s, lang };
}
