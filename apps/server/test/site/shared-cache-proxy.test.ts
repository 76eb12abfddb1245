import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasNginx, nginxMissing, officeProxyConfig, type RunningNginx, startNginx } from '@office/testing/nginx';
import { seedDatabase } from '@office/db/seed';
import { serverPackageRoot } from '../../src/paths.js';
import { buildTestApp } from '../support/app.js';
import { testStaff } from '../support/console.js';
import { postgresBackends, type TestDatabase } from '@office/testing/databases';
import { startServer } from '../support/server-process.js';

/** The nginx configuration docs/operations.md shows and operators copy (decision 0022). */
const configPath = join(serverPackageRoot, '../../deploy/nginx/office.conf');
const operationsPath = join(serverPackageRoot, '../../docs/operations.md');

/** What this test sets the app's shared-cache lifetime to; read back from the answers' Cache-Control. */
const sharedCacheSeconds = 3;

/** What nginx says when an answer came out of its cache rather than from an app process. */
const fromCache = new Set(['HIT', 'STALE', 'UPDATING', 'REVALIDATED']);

describe('the nginx configuration in deploy/nginx', () => {
  it('is the one docs/operations.md shows, byte for byte', () => {
    const config = readFileSync(configPath, 'utf8');
    const operations = readFileSync(operationsPath, 'utf8');
    expect(operations).toContain('deploy/nginx/office.conf');
    expect(operations).toContain('```nginx\n' + config + '```');
  });
});

const missing = [
  postgresBackends.length ? '' : 'a Postgres (set DATABASE_URL; two app processes cannot share a PGlite)',
  hasNginx() ? '' : nginxMissing,
].filter(Boolean);
if (missing.length) {
  console.warn(`[shared-cache proxy] nginx in front of two app processes NOT RUN: it needs ${missing.join(' and ')}`);
} else {
  describe('nginx (deploy/nginx/office.conf) in front of two app processes on one Postgres', () => {
    let database: TestDatabase;
    let nginx: RunningNginx | undefined;
    let origin: string;
    const servers: Array<ReturnType<typeof startServer>> = [];
    const dir = mkdtempSync(join(tmpdir(), 'office-proxy-'));
    let noticeId: number;
    let oldTitle: string;

    beforeAll(async () => {
      database = await postgresBackends[0]!.create();
      await seedDatabase(database.db);
      const setup = await buildTestApp(database);
      await setup.services.staff.accounts.create(testStaff.editor, null, 'test');
      await setup.app.close();

      const nginxPort = await freePort();
      origin = `http://127.0.0.1:${nginxPort}`;
      const env = {
        DATABASE_URL: database.url!,
        DB_POOL_MAX: '3',
        TRUST_PROXY: 'true',
        PUBLIC_ORIGIN: origin,
        SEED_ON_START: 'false',
        SHARED_CACHE_SECONDS: String(sharedCacheSeconds),
        SHARED_CACHE_STALE_SECONDS: String(sharedCacheSeconds),
        INQUIRY_LIMIT_WITHOUT_CHALLENGE_PER_ADDRESS: '100',
      };
      servers.push(startServer(env), startServer(env));
      const ports = await Promise.all(servers.map(async (server) => new URL(await server.listening()).port));

      nginx = await startNginx({
        dir,
        http: officeProxyConfig(readFileSync(configPath, 'utf8'), { nginxPort, appPorts: ports, cacheDir: join(dir, 'cache') }),
        ports: [nginxPort],
      });
      const notices = (await (await fetch(`${origin}/api/common/notices/`)).json()) as Array<{ id: number; title: string }>;
      noticeId = notices[0]!.id;
      oldTitle = notices[0]!.title;
    }, 120_000);

    afterAll(async () => {
      await nginx?.stop();
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exited));
      await database?.drop();
      rmSync(dir, { recursive: true, force: true });
    });

    it(`shows a title changed in the console through the proxy within s-maxage (${sharedCacheSeconds} s), on a ?lang= page and a REST GET`, async () => {
      const paths = [`/notice/${noticeId}?lang=ko`, `/api/common/notices/${noticeId}/`];
      const sMaxAge = Number(/s-maxage=(\d+)/.exec((await get(paths[1]!)).headers.get('cache-control') ?? '')?.[1]);
      expect(sMaxAge).toBe(sharedCacheSeconds);

      const editor = await signIn(testStaff.editor);
      // Kept by nginx: the second request of each is answered from its cache.
      for (const path of paths) {
        await get(path);
        const again = await get(path);
        expect(again.headers.get('x-cache-status'), path).toBe('HIT');
        expect(await again.text(), path).toContain(oldTitle);
      }

      const newTitle = `프록시 너머 ${Date.now()}`;
      const update = await consoleCall(editor, 'posts.update', { id: noticeId, title: newTitle });
      expect(update.status, await update.clone().text()).toBe(200);
      const changedAt = Date.now();
      // Right after the change nginx still answers from what it kept: the old title.
      for (const path of paths) {
        const before = await get(path);
        expect(fromCache.has(before.headers.get('x-cache-status') ?? ''), path).toBe(true);
        expect(await before.text(), path).toContain(oldTitle);
      }

      // Within s-maxage (and the moment the one background update takes) every answer has the new title.
      const bound = changedAt + (sMaxAge + 2) * 1000;
      await Promise.all(
        paths.map(async (path) => {
          let seen = false;
          while (!seen && Date.now() < bound) {
            seen = (await (await get(path)).text()).includes(newTitle);
            if (!seen) await new Promise((resolve) => setTimeout(resolve, 100));
          }
          expect(seen, `${path}: the new title within ${sMaxAge} s + 2 s`).toBe(true);
          for (let i = 0; i < 3; i++) expect(await (await get(path)).text(), path).toContain(newTitle);
        }),
      );
    }, 60_000);

    it('never answers a negotiated page, the console or an inquiry from its cache', async () => {
      for (let i = 0; i < 3; i++) {
        const english = await get('/about', { 'accept-language': 'en-US,en;q=0.9' });
        const japanese = await get('/about', { cookie: 'lang=ja' });
        for (const [answer, lang] of [
          [english, 'en'],
          [japanese, 'ja'],
        ] as const) {
          expect(answer.headers.get('cache-control')).toBe('private, no-cache');
          expect(answer.headers.get('x-cache-status')).toBe('MISS');
          expect(await answer.text()).toContain(`<html lang="${lang}"`);
        }

        for (const path of ['/admin', '/admin/trpc/auth.me']) {
          const answer = await get(path);
          expect(answer.headers.get('x-cache-status'), path).toBeNull();
        }

        const challenges = await Promise.all([get('/api/common/inquiry/challenge'), get('/api/common/inquiry/challenge')]);
        const bodies = await Promise.all(challenges.map((c) => c.text()));
        expect(bodies[0]).not.toBe(bodies[1]);
        for (const challenge of challenges) expect(fromCache.has(challenge.headers.get('x-cache-status') ?? '')).toBe(false);
      }

      const ids = new Set<number>();
      for (let i = 0; i < 2; i++) {
        const posted = await fetch(`${origin}/api/common/inquiry/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: '김민수', phone: '01011112222', email: 'minsu@example.com', content: `프록시 문의 ${i}` }),
        });
        expect(posted.status, await posted.clone().text()).toBe(201);
        expect(fromCache.has(posted.headers.get('x-cache-status') ?? '')).toBe(false);
        ids.add(((await posted.json()) as { id: number }).id);
      }
      expect(ids.size).toBe(2);
    });

    it('passes its own X-Forwarded-Proto: a client cannot claim HTTPS through it', async () => {
      // The app trusts the header (TRUST_PROXY=true): straight to a process, the claim brings HSTS ...
      const direct = await fetch(`${await servers[0]!.listening()}/admin`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(direct.headers.get('strict-transport-security')).not.toBeNull();
      // ... through nginx, which sets it to the scheme the client really used, it does not.
      const proxied = await get('/admin', { 'x-forwarded-proto': 'https' });
      expect(proxied.status).toBe(200);
      expect(proxied.headers.get('strict-transport-security')).toBeNull();
    });

    it('spread the requests over both app processes', async () => {
      const served = () => servers.map((server) => server.output().split('request completed').length - 1);
      // The access log is written asynchronously: give the last lines a moment.
      for (let i = 0; i < 50 && served().some((count) => count === 0); i++) await new Promise((resolve) => setTimeout(resolve, 100));
      for (const count of served()) expect(count).toBeGreaterThan(0);
    });

    const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers });

    interface Staff {
      cookie: string;
      csrfToken: string;
    }

    /** Signs in through the proxy, as the console in a browser does. */
    async function signIn(account: { email: string; password: string }): Promise<Staff> {
      const response = await fetch(`${origin}/admin/trpc/auth.signIn`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: account.email, password: account.password }),
      });
      expect(response.status, await response.clone().text()).toBe(200);
      expect(fromCache.has(response.headers.get('x-cache-status') ?? '')).toBe(false);
      const cookie = response.headers.getSetCookie().find((c) => c.startsWith('office_session='));
      expect(cookie).toBeDefined();
      const { csrfToken } = ((await response.json()) as { result: { data: { csrfToken: string } } }).result.data;
      return { cookie: cookie!.split(';')[0]!, csrfToken };
    }

    const consoleCall = (staff: Staff, path: string, input: unknown) =>
      fetch(`${origin}/admin/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie: staff.cookie, 'x-csrf-token': staff.csrfToken },
        body: JSON.stringify(input),
      });
  });
}

/** A port nothing listens on now, for nginx. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}
