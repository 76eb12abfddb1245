// Every route of docs/product.md#pages, where it is and what it must show.
import { type LanguageCode, type PageName } from '@office/contracts';
import { type Page } from 'playwright-core';
import { postTranslations } from '@office/db/schema';
import { describe, expect, it } from 'vitest';
import { axeViolations, waitForHydration } from './page-checks.js';
import { type E2E, localeFor, type ViewportName } from './site.js';
import { pageTitle, seedText, withLang } from './texts.js';

/** Every route of docs/product.md#pages, by name. */
export const routeNames = [
  'home',
  'about',
  'mainTask',
  'contact',
  'notice',
  'noticeDetail',
  'library',
  'libraryDetail',
  'terms',
  'privacy',
  'notFound',
] as const;
export type RouteName = (typeof routeNames)[number];

export interface RouteExpectation {
  path: string;
  status: number;
  /** The page's one h1, from the page texts (or the post) in that language. */
  h1(lang: LanguageCode): string;
  /** The document title. */
  title(lang: LanguageCode): string;
}

/** Where each route is and what it must show; detail routes use the newest seeded post. */
export async function routeExpectation(site: E2E, name: RouteName): Promise<RouteExpectation> {
  const textPage = (path: string, pageName: PageName, h1Key: string): RouteExpectation => ({
    path,
    status: 200,
    h1: (lang) => seedText(pageName, h1Key as never, lang),
    title: (lang) => pageTitle(pageName, lang),
  });
  const detail = async (kind: 'notice' | 'library'): Promise<RouteExpectation> => {
    const [post] = await site.publishedPosts(kind);
    if (!post) throw new Error(`no seeded ${kind}`);
    // The post's title in the page's language: its translation, or the Korean source without one.
    const translations = (await site.database.db.select().from(postTranslations)).filter((t) => t.postId === post.id);
    const titleIn = (lang: LanguageCode) => translations.find((t) => t.lang === lang)?.title ?? post.title;
    return {
      path: `/${kind}/${post.id}`,
      status: 200,
      h1: titleIn,
      title: (lang) => pageTitle(kind === 'notice' ? '공지사항' : '자료실', lang, titleIn(lang)),
    };
  };
  switch (name) {
    case 'home':
      return textPage('/', '홈', 'hero.title1');
    case 'about':
      return textPage('/about', '회사소개', 'hero.title');
    case 'mainTask':
      return textPage('/mainTask', '주요업무', 'hero.title');
    case 'contact':
      return textPage('/contact', '문의하기', 'title');
    case 'notice':
      return textPage('/notice', '공지사항', 'title');
    case 'noticeDetail':
      return detail('notice');
    case 'library':
      return textPage('/library', '자료실', 'title');
    case 'libraryDetail':
      return detail('library');
    case 'terms':
      return textPage('/terms', '이용약관', 'title');
    case 'privacy':
      return textPage('/privacy', '개인정보처리방침', 'title');
    case 'notFound':
      // Its document title is the office name and the page's own title.
      return {
        ...textPage('/no-such-page', '404', 'title'),
        status: 404,
        title: (lang) => pageTitle('404', lang, seedText('404', 'title', lang)),
      };
  }
}

/**
 * Loads a route as a visitor sees it in full before axe reads it: hydrated, the home carousel
 * turned into Swiper, and the footer faded in (it is transparent until scrolled into view). With
 * reduced motion, which the site honours, the fade ends at once; the final state is the same.
 */
export async function openForAudit(site: E2E, name: RouteName, lang: LanguageCode, viewport: ViewportName): Promise<Page> {
  const route = await routeExpectation(site, name);
  const { page } = await site.newPage({ viewport, locale: localeFor[lang], reducedMotion: 'reduce' });
  const response = await page.goto(site.url(withLang(route.path, lang)));
  if (response?.status() !== route.status) throw new Error(`${route.path} answered ${response?.status()}`);
  await waitForHydration(page);
  if (name === 'home') {
    await page.locator('[data-carousel]').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 40); // the visitor's first interaction starts Swiper
    await page.waitForSelector('.swiper.swiper-initialized .swiper-pagination-bullet');
  }
  await page.locator('footer').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => {
    const footer = document.querySelector('footer');
    return footer !== null && getComputedStyle(footer).opacity === '1';
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  return page;
}

/**
 * Every route in one language, desktop and mobile, swept by axe (WCAG 2.2 A/AA). One file per
 * language calls it (a11y-ko, a11y-en, a11y-vi), so the sweeps spread over the test workers.
 */
export function describeAxeSweep(site: E2E, lang: LanguageCode): void {
  describe.each(['desktop', 'mobile'] as const)(`axe, WCAG 2.2 A/AA, ${lang} (%s)`, (viewport) => {
    it.each(routeNames)('%s has no violations', async (name) => {
      const page = await openForAudit(site, name, lang, viewport);
      const violations = await axeViolations(page);
      expect(violations, `axe on ${page.url()} (${lang}, ${viewport}):\n${violations.join('\n')}`).toEqual([]);
    });
  });
}
