// The whole site for one test file: database, server, browser (`useSite`).
import { defaultInquiryRetentionDays, type LanguageCode } from '@office/contracts';
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type App, type AppOptions, buildApp } from '@office/server/app';
import { type Services } from '@office/api/services';
import type { AnswerCache } from '@office/server/site/answers/answer-cache';
import { posts } from '@office/db/schema';
import { seedDatabase } from '@office/db/seed';
import { startInquiryJobs } from '@office/server/jobs/inquiry-jobs';
import type { Periodic } from '@office/server/jobs/periodic';
import { type TestDatabase, testBackends } from '@office/testing/databases';
import { TestSmtpServer } from '@office/testing/smtp';
import { chromiumArgs, chromiumPath, freePort } from '@office/testing/local-browser';

/** The two widths every page is checked at. */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

/** A browser locale per language: Playwright sends it as the Accept-Language header. */
export const localeFor: Record<LanguageCode, string> = { ko: 'ko-KR', zh: 'zh-CN', ja: 'ja-JP', en: 'en-US', ru: 'ru-RU', vi: 'vi-VN' };

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
  /** `http://127.0.0.1:<port>` (`localhost` with that option): where the server listens, also its PUBLIC_ORIGIN. */
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
  /**
   * Name the site `http://localhost:<port>` (its PUBLIC_ORIGIN and `origin`) rather than
   * `http://127.0.0.1:<port>`: WebAuthn (passkeys) refuses an IP address as the site's name. It
   * still listens on 127.0.0.1, where the browser's localhost goes.
   */
  localhost?: boolean;
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
export function useSite({ mail = false, mapsKey, config, localhost = false }: SiteOptions = {}): E2E {
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
      const origin = `http://${localhost ? 'localhost' : '127.0.0.1'}:${port}`;
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
            INQUIRY_RETENTION_DAYS: defaultInquiryRetentionDays,
          };
          jobs = startInquiryJobs({ outbox: services.outbox, inbox: services.inquiryInbox, office: services.office, config, log: app.log });
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
