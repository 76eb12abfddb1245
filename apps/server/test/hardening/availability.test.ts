import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { buildTestApp } from '../support/app.js';
import { solvedChallenge } from '../support/challenge.js';
import { type Database, openDatabase } from '@office/db/client';
import { demoOffice, seedDatabase } from '@office/db/seed';
import { postgresBackends, type TestDatabase, testBackends } from '@office/testing/databases';
import { startTcpRelay, type TcpRelay } from '@office/testing/tcp-relay';

const inquiry = { name: '김민수', phone: '01011112222', email: 'minsu@example.com', content: '문의' };

const build = (database: Database) => buildTestApp(database).then((b) => b.app);

describe.each(testBackends)('health on $name', (backend) => {
  let database: TestDatabase;
  let app: App;
  beforeAll(async () => {
    database = await backend.create();
    app = await build(database);
  });
  afterAll(async () => {
    await app.close();
    await database.drop().catch(() => {});
  });

  it('livez and readyz answer 200 while the database answers', async () => {
    expect((await app.inject('/livez')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ok', database: backend.name });
  });
});

/** Pages with the database gone: a finished 503 page in the visitor's language, logged once; cached pages go on. */
async function expectOutagePages(app: App, logLines: Array<Record<string, unknown>>, uncachedUrl: string) {
  logLines.length = 0;
  const uncached = await app.inject({ method: 'GET', url: uncachedUrl });
  expect(uncached.statusCode).toBe(503);
  expect(uncached.headers['retry-after']).toBe('30');
  expect(uncached.headers['cache-control']).toBe('no-store');
  expect(uncached.body).toContain('<html lang="ru"');
  expect(uncached.body).toContain('Сайт временно недоступен');
  expect(uncached.body).toContain(demoOffice.phone);
  expect(uncached.body).not.toMatch(/page not found|Something went wrong!/i);
  const errors = logLines.filter((line) => line.level === 50);
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatchObject({ reqId: uncached.headers['x-request-id'], status: 503 });

  const negotiated = await app.inject({ method: 'GET', url: '/library', headers: { 'accept-language': 'ja' } });
  expect(negotiated.statusCode).toBe(503);
  expect(negotiated.body).toContain('ただいまご利用いただけません');

  const cached = await app.inject({ method: 'GET', url: '/about?lang=en' });
  expect(cached.statusCode).toBe(200);
  expect(cached.body).toContain('<html lang="en"');
}

describe('PGlite closed under the app', () => {
  it('uncached pages answer the 503 page; cached pages keep serving', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    await seedDatabase(database.db);
    const logLines: Array<Record<string, unknown>> = [];
    const { app } = await buildTestApp(database, { logLines });
    // Asked for twice, so the page cache keeps it.
    for (let visit = 0; visit < 2; visit++) expect((await app.inject('/about?lang=en')).statusCode).toBe(200);
    await database.close();
    await expectOutagePages(app, logLines, '/notice/1?lang=ru');
    await app.close();
  }, 90_000);

  it('readyz says 503 and an inquiry gets 503, never "received"', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    const app = await build(database);
    await database.close();
    expect((await app.inject('/readyz')).statusCode).toBe(503);
    const res = await app.inject({ method: 'POST', url: '/api/common/inquiry/', payload: inquiry });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(res.headers['retry-after']).toBe('5');
    await app.close();
  }, 90_000);
});

describe.each(postgresBackends)('Postgres becoming unreachable ($name)', (backend) => {
  let target: TestDatabase;
  let relayed: Database;
  let app: App;
  let relay: TcpRelay;
  const logLines: Array<Record<string, unknown>> = [];

  beforeAll(async () => {
    target = await backend.create();
    await seedDatabase(target.db);
    const url = new URL(target.url!);
    relay = startTcpRelay(url);
    const port = await relay.listen();
    const viaRelay = new URL(url);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(port);
    relayed = await openDatabase({ url: viaRelay.toString(), timeoutMs: 1000, poolMax: 2 });
    app = (await buildTestApp(relayed, { logLines })).app;
  });
  afterAll(async () => {
    await app.close();
    await relayed.close().catch(() => {});
    await relay.close();
    await target.drop();
  });

  it.each(['refuse', 'blackhole'] as const)('answers 503 within a few seconds when connections are %sd', async (mode) => {
    relay.set('forward');
    // As the website sends it: a solved challenge (fetched while the database answers).
    const post = async () =>
      app.inject({ method: 'POST', url: '/api/common/inquiry/', payload: { ...inquiry, altcha: await solvedChallenge(app) } });
    expect((await post()).statusCode).toBe(201);
    const solvedBefore = { ...inquiry, altcha: await solvedChallenge(app) };

    relay.set(mode);
    const started = Date.now();
    const res = await app.inject({ method: 'POST', url: '/api/common/inquiry/', payload: solvedBefore });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await app.inject('/readyz')).statusCode).toBe(503);

    relay.set('forward');
    const recovered = await post();
    expect(recovered.statusCode).toBe(201);
  });

  it.each(['refuse', 'blackhole'] as const)(
    'uncached pages answer the 503 page when connections are %sd; cached pages keep serving',
    async (mode) => {
      relay.set('forward');
      for (let visit = 0; visit < 2; visit++) expect((await app.inject('/about?lang=en')).statusCode).toBe(200);
      // A notice no earlier test read, so neither the page nor its data is cached.
      const uncachedUrl = `/notice/${mode === 'refuse' ? 2 : 3}?lang=ru`;
      relay.set(mode);
      await expectOutagePages(app, logLines, uncachedUrl);
      relay.set('forward');
      expect((await app.inject(uncachedUrl)).statusCode).toBe(200);
    },
  );
});
