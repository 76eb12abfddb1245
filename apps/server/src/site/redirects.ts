import { type LanguageCode, languageCodes, languageQueryParam, withLanguage } from '@office/contracts';
import type { Services } from '@office/api/services';
import { type Answer, makeAnswer } from './answers/answer.js';

/**
 * A permanent redirect may be kept by browsers and shared caches an hour: a mistaken one that staff
 * correct reaches everyone within the hour (a 301 without a lifetime is kept by browsers for good).
 */
const permanentCacheControl = 'public, max-age=3600';
/** A temporary one is asked again each time: staff may end it any day. */
const temporaryCacheControl = 'no-cache';

type RedirectsService = Services['content']['redirects'];
type RedirectRule = ReturnType<RedirectsService['table']>['rules'][number];

const languageInQuery = new RegExp(`[?&]${languageQueryParam}=(${languageCodes.join('|')})(&|$)`);

/**
 * Staff's redirects as answers (decision 0047), answered before the page cache: found in memory
 * (`RedirectsService.table()`), each answer made once per redirect and language and kept with the
 * redirect it was made for (a reload of the table makes new ones). A redirect whose from-path names
 * no query carries the request's `?lang=` to a to-path that names none, so a visitor reading
 * in English stays in English.
 */
export function redirectAnswers(redirects: RedirectsService) {
  const answers = new WeakMap<RedirectRule, Map<LanguageCode | '', Answer>>();

  const answerOf = (rule: RedirectRule, lang: LanguageCode | undefined): Answer => {
    let byLanguage = answers.get(rule);
    if (!byLanguage) {
      byLanguage = new Map<LanguageCode | '', Answer>();
      answers.set(rule, byLanguage);
    }
    const key = lang ?? '';
    let answer = byLanguage.get(key);
    if (!answer) {
      answer = makeAnswer({
        status: rule.permanent ? 301 : 302,
        type: 'text/plain; charset=utf-8',
        body: '',
        cacheControl: rule.permanent ? permanentCacheControl : temporaryCacheControl,
        vary: 'accept-encoding',
        headers: { location: lang ? withLanguageKeepingFragment(rule.toPath, lang) : rule.toPath },
      });
      byLanguage.set(key, answer);
    }
    return answer;
  };

  return {
    /** The redirect's answer for a GET or HEAD of `url` (path and query as sent), counted as a hit; undefined when none matches. */
    answerFor(url: string): Answer | undefined {
      const rule = redirects.table().match(url);
      if (!rule) return undefined;
      redirects.counts.redirected(rule.id);
      const carried =
        !rule.fromPath.includes('?') && !/[?&]lang=/.test(rule.toPath)
          ? (languageInQuery.exec(url)?.[1] as LanguageCode | undefined)
          : undefined;
      return answerOf(rule, carried);
    },
  };
}

export type RedirectAnswers = ReturnType<typeof redirectAnswers>;

/** `withLanguage`, keeping the to-path's `#fragment` (it works on a path and query only). */
function withLanguageKeepingFragment(toPath: string, lang: LanguageCode): string {
  const hash = toPath.indexOf('#');
  return hash < 0 ? withLanguage(toPath, lang) : `${withLanguage(toPath.slice(0, hash), lang)}${toPath.slice(hash)}`;
}
