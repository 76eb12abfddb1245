import AxeBuilder from '@axe-core/playwright';
import { currentConsentVersion, type LanguageCode, office, type PageName, type PageTextKey, templatePage } from '@office/contracts';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { type App, type AppOptions, buildApp } from '@office/server/app';
import { createServices, type Services } from '@office/api/services';
import type { AnswerCache } from '@office/server/site/answers/answer-cache';
import { posts, postTranslations } from '@office/db/schema';
import { seedDatabase, seedTexts } from '@office/db/seed';
import { startInquiryJobs } from '@office/server/jobs/inquiry-jobs';
import type { Periodic } from '@office/server/jobs/periodic';
import { type TestDatabase, testBackends } from '@office/testing/databases';
import { TestSmtpServer } from '@office/testing/smtp';
import { chromiumArgs, chromiumPath, freePort } from '@office/testing/local-browser';

export { inquiries, posts } from '@office/db/schema';

/** The two widths every page is checked at. */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

/** A browser locale per language: Playwright sends it as the Accept-Language header. */
export const localeFor: Record<LanguageCode, string> = { ko: 'ko-KR', zh: 'zh-CN', ja: 'ja-JP', en: 'en-US', ru: 'ru-RU' };

/** The seeded text of one key of one page in one language: what the page must show. */
export function seedText<P extends PageName>(pageName: P, key: PageTextKey<P>, lang: LanguageCode): string {
  const entry = (seedTexts[pageName] as Record<string, Record<LanguageCode, string>>)[key];
  if (!entry) throw new Error(`no seed text ${pageName}/${key}`);
  return entry[lang];
}

/** `siteName | seo.title`, the document title of a text page. */
export const pageTitle = (pageName: PageName, lang: LanguageCode, title = seedText(pageName, 'seo.title', lang)) =>
  `${seedText(templatePage, 'siteName', lang)} | ${title}`;

export interface NewPageOptions {
  viewport?: ViewportName;
  /** Browser locale, hence Accept-Language; Korean unless said. */
  locale?: string;
  javaScriptEnabled?: boolean;
  /** Extra headers on every request (Accept-Language comes from `locale`, which overrides it here). */
  extraHTTPHeaders?: Record<string, string>;
  reducedMotion?: 'reduce' | 'no-preference';
}

export interface E2E {
  /** `http://127.0.0.1:<port>`: where the server listens, also its PUBLIC_ORIGIN. */
  origin: string;
  app: App;
  /** The server's services (its read cache, for one). */
  services: Services;
  /** The server's rendered pages. */
  pageCache: AnswerCache;
  database: TestDatabase;
  browser: Browser;
  /** A fresh browser context (closed after the test) and a page in it. */
  newPage(options?: NewPageOptions): Promise<{ context: BrowserContext; page: Page }>;
  url(path: string): string;
  /** Published posts of a kind, newest first (the order of the list pages). */
  publishedPosts(kind: 'notice' | 'library'): Promise<Array<typeof posts.$inferSelect>>;
  /** With `useSite({ mail: true })`: the SMTP server on loopback the office's notifications go to. */
  mailbox: TestSmtpServer;
}

export interface SiteOptions {
  /**
   * Run the server as production does with SMTP_URL set: a real SMTP server on loopback and the
   * background jobs (the outbox worker sends each new inquiry's notification to it).
   */
  mail?: boolean;
  /** GOOGLE_MAPS_API_KEY, for the live map (unset: the block of map links only). */
  mapsKey?: string;
  /** More settings for the server (the inquiry limits, say); the rest are production's defaults. */
  config?: Partial<AppOptions['config']>;
}

/** Where the notifications go in the tests with mail. */
export const officeMailbox = 'office@office.example';

/** Postgres (a database of its own on DATABASE_URL's server) when there is one, else PGlite. */
const backend = testBackends.find((b) => b.name === 'postgres') ?? testBackends[0]!;

/**
 * The whole site for the tests of one file: a fresh seeded database, the real server listening on
 * a local port, and a headless Chromium. Contexts opened by `newPage` are closed after each test.
 * Read the fields inside tests (they are set in beforeAll).
 */
export function useSite({ mail = false, mapsKey, config }: SiteOptions = {}): E2E {
  const site = {} as E2E;
  const contexts: BrowserContext[] = [];
  let jobs: Periodic | undefined;

  beforeAll(async () => {
    const [database, browser] = await Promise.all([
      backend.create(),
      chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }),
    ]);
    site.database = database;
    site.browser = browser;
    await seedDatabase(database.db);
    const smtpUrl = mail ? await (site.mailbox = new TestSmtpServer()).start() : undefined;

    // Another process may take the port between the probe and listen: try again then.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const { app, services, pageCache } = await buildApp({
        config: {
          LOG_LEVEL: 'silent',
          TRUST_PROXY: false,
          PUBLIC_ORIGIN: origin,
          GOOGLE_MAPS_API_KEY: mapsKey,
          SMTP_URL: smtpUrl,
          ...config,
        },
        database,
      });
      try {
        await app.listen({ port, host: '127.0.0.1' });
        site.app = app;
        site.services = services;
        site.pageCache = pageCache;
        site.origin = origin;
        if (smtpUrl) {
          const config = {
            SMTP_URL: smtpUrl,
            MAIL_FROM: 'site@office.example',
            MAIL_TO: [officeMailbox],
            PUBLIC_ORIGIN: origin,
            INQUIRY_RETENTION_DAYS: office.inquiryRetentionDays,
          };
          jobs = startInquiryJobs({ outbox: services.outbox, inbox: services.inquiryInbox, config, log: app.log });
        }
        break;
      } catch (error) {
        await app.close();
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 5) throw error;
      }
    }
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close().catch(() => {})));
  });

  afterAll(async () => {
    await site.browser?.close();
    await site.app?.close();
    await jobs?.stop();
    await site.mailbox?.stop();
    await site.database?.drop();
  });

  site.url = (path: string) => new URL(path, site.origin).href;

  site.newPage = async ({
    viewport = 'desktop',
    locale = localeFor.ko,
    javaScriptEnabled = true,
    extraHTTPHeaders,
    reducedMotion,
  } = {}) => {
    const options: BrowserContextOptions = {
      viewport: viewports[viewport],
      locale,
      javaScriptEnabled,
      extraHTTPHeaders,
      reducedMotion,
      ...(viewport === 'mobile' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    };
    const context = await site.browser.newContext(options);
    contexts.push(context);
    // A missing element fails the test in seconds, well within the test's own timeout.
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    return { context, page };
  };

  site.publishedPosts = async (kind) => {
    const rows = await site.database.db.select().from(posts);
    return rows
      .filter((row) => row.kind === kind && row.status === 'published')
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  };

  return site;
}

/** A staff account as the console tests create and sign in with. */
export interface ConsoleAccount {
  email: string;
  password: string;
  displayName: string;
}

/**
 * Creates the admin `account` and one inquiry, and returns every console screen an admin reaches
 * (the editors' screens included): the list the console-wide sweeps (axe, CSP) walk.
 */
export async function prepareConsoleScreens(site: E2E, account: ConsoleAccount & { role: 'admin' }): Promise<string[]> {
  const services = createServices(site.database.db);
  await services.staff.accounts.create(account, null, 'test');
  const inquiry = await services.inquiries.submit({
    name: '화면 시험',
    phone: '01012341234',
    email: 'screens@example.com',
    content: '화면 점검용 문의입니다.',
    lang: 'ko',
    consent: true,
    consent_version: currentConsentVersion,
  });
  const rows = await site.database.db.select().from(posts);
  const withTable = rows.find((row) => row.kind === 'notice' && row.content.includes('<table>'))!;
  const libraryItem = rows.find((row) => row.kind === 'library')!;
  return [
    '/admin/',
    '/admin/posts/notice',
    '/admin/posts/library',
    '/admin/posts/new?kind=notice',
    `/admin/posts/${withTable.id}`,
    `/admin/posts/${libraryItem.id}`,
    `/admin/posts/${withTable.id}?lang=ru`,
    '/admin/posts/notice?need=ja',
    '/admin/texts',
    '/admin/main-task',
    '/admin/inquiries',
    `/admin/inquiries/${inquiry.id}`,
    '/admin/outbox',
    '/admin/staff',
    '/admin/audit',
    '/admin/account',
  ];
}

/** A new desktop page signed in to the console as `account`, on its home screen. */
export async function signInToConsole(site: E2E, account: ConsoleAccount): Promise<Page> {
  const { page } = await site.newPage({ viewport: 'desktop' });
  await page.goto(site.url('/admin/'));
  await page.getByLabel('이메일').fill(account.email);
  await page.getByLabel('비밀번호').fill(account.password);
  await page.getByRole('button', { name: '로그인' }).click();
  await page.getByRole('heading', { name: `안녕하세요, ${account.displayName}님` }).waitFor();
  return page;
}

/**
 * Resolves once React has hydrated the page (its elements carry React's fiber keys): only then do
 * in-app links, the form and the language selector's handlers work.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const probe = document.querySelector('footer a, footer');
    return Boolean(probe && Object.keys(probe).some((key) => key.startsWith('__reactFiber$')));
  });
}

/**
 * Records each layout shift with what moved (tag, classes, rectangles before and after), so that
 * a failure says which element it was.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    const box = (rect: DOMRectReadOnly) => [rect.x, rect.y, rect.width, rect.height].map((n) => Math.round(n * 10) / 10).join(',');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { value, sources } = entry as PerformanceEntry & { value: number; sources?: Source[] };
        const moved = (sources ?? []).map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          return `${element?.tagName ?? '?'}.${element?.getAttribute('class') ?? ''} ${box(previousRect)} -> ${box(currentRect)}`;
        });
        shifts.push(`${value} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded since the page started loading, once it has loaded. */
export async function layoutShifts(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { __shifts?: string[] }).__shifts);
  // Undefined if the observer never started (a script that threw would prove nothing).
  expect(shifts, 'the layout-shift observer ran').toBeDefined();
  return shifts!;
}

/**
 * Holds back every tRPC request the page makes from now on (a navigation's data), or those of one
 * procedure (a glob of its URL, as `page.route` takes), until the returned function is called, so
 * that what shows while a page loads stays long enough to be read.
 */
export async function holdDataRequests(page: Page, url = '**/trpc/**'): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Puts a marker on `window`; it survives in-app navigation and disappears on a full page load. */
export async function setWindowMarker(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: string }).__e2eMarker = 'still the same document';
  });
}

export async function readWindowMarker(page: Page): Promise<string | null> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker ?? null);
}

/** The WCAG A/AA rules the site must pass. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations, one line each: rule id, impact, and every offending target with its summary.
 * Sections the site leaves unrendered until they near the viewport (`content-visibility: auto`:
 * the footer, the home page's lower sections) are rendered first, as a visitor who scrolls there
 * sees them. One CI run read the footer's light text as on white, probably in the frame the footer
 * turned visible; not reproduced locally.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    target ${JSON.stringify(node.target)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n'),
  );
}

/** A path with `?lang=` added beside its other params (decision 0005). */
export function withLang(path: string, lang: LanguageCode | null): string {
  if (!lang) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

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
