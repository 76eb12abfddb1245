import { createServer, type Server, type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildTestApp } from './support/app.js';
import { solvedChallenge } from './support/challenge.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { seedDatabase } from '../src/db/seed/index.js';
import { postgresBackends, type TestDatabase, testBackends } from './support/databases.js';

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

describe('PGlite closed under the app', () => {
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
  });
});

/**
 * A TCP relay between the app and Postgres that the test can cut (connections refused) or turn
 * into a black hole (connections accepted, nothing ever answered).
 */
function startRelay(target: URL) {
  let mode: 'forward' | 'refuse' | 'blackhole' = 'forward';
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (mode === 'refuse') return client.destroy();
    if (mode === 'blackhole') return;
    const upstream = connect(Number(target.port || 5432), target.hostname);
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port))),
    set(next: typeof mode) {
      if (next === mode) return;
      mode = next;
      // An outage cuts the connections that are open; a recovery leaves the new ones alone.
      if (next !== 'forward') for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

describe.each(postgresBackends)('Postgres becoming unreachable ($name)', (backend) => {
  let target: TestDatabase;
  let relayed: Database;
  let app: App;
  let relay: ReturnType<typeof startRelay>;

  beforeAll(async () => {
    target = await backend.create();
    await seedDatabase(target.db);
    const url = new URL(target.url!);
    relay = startRelay(url);
    const port = await relay.listen();
    const viaRelay = new URL(url);
    viaRelay.hostname = '127.0.0.1';
    viaRelay.port = String(port);
    relayed = await openDatabase({ url: viaRelay.toString(), timeoutMs: 1000, poolMax: 2 });
    app = await build(relayed);
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
    const post = async () => app.inject({ method: 'POST', url: '/api/common/inquiry/', payload: { ...inquiry, altcha: await solvedChallenge(app) } });
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
});
