import { afterAll, beforeAll } from 'vitest';
import { type App, type AppOptions, buildApp } from '../../src/app.js';
import type { Database } from '@office/db/client';
import { seedDatabase } from '@office/db/seed';
import type { Services } from '@office/api/services';
import type { AnswerCache } from '../../src/site/answers/answer-cache.js';
import { easyChallengeConfig } from './challenge.js';
import type { TestBackend, TestDatabase } from '@office/testing/databases';

export interface TestContext {
  app: App;
  database: TestDatabase;
  services: Services;
  pageCache: AnswerCache;
}

/** The origin absolute links (canonical, sitemap) carry in tests. */
export const testPublicOrigin = 'https://office.example';

/** The app over a given database (easy inquiry challenges), quiet unless the test collects its log lines. */
export const buildTestApp = (
  database: Database,
  options: { logLines?: Array<Record<string, unknown>>; config?: Partial<AppOptions['config']>; clock?: AppOptions['clock'] } = {},
) =>
  buildApp({
    config: {
      LOG_LEVEL: options.logLines ? 'info' : 'silent',
      TRUST_PROXY: false,
      PUBLIC_ORIGIN: testPublicOrigin,
      GOOGLE_MAPS_API_KEY: undefined,
      ...easyChallengeConfig,
      ...options.config,
    },
    database,
    clock: options.clock,
    // With `logLines`, every log line is kept there, parsed, for the test to read.
    ...(options.logLines ? { logStream: { write: (line: string) => void options.logLines!.push(JSON.parse(line)) } } : {}),
  });

/**
 * Gives the tests of one describe block a seeded database of their own and the app built on it,
 * torn down after them. Read the fields inside tests (they are set in beforeAll).
 */
export function useSeededApp(backend: TestBackend): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await backend.create();
    await seedDatabase(context.database.db);
    const built = await buildTestApp(context.database);
    context.app = built.app;
    context.services = built.services;
    context.pageCache = built.pageCache;
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.drop();
  });
  return context;
}
