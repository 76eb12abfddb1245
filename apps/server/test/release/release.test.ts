/**
 * The release folder (`pnpm release`, decision 0035) on its own: what it holds and lacks, and the
 * server and the operator's command line run from it with plain node, as the image and a bare
 * machine run them: from an empty database to a published post and an inquiry, and a clean stop.
 */
import { Secret, TOTP } from 'otpauth';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { inquiryChallengePath } from '@office/contracts';
import { freePort } from '@office/testing/local-browser';
import { postgresBackends, type TestBackend } from '@office/testing/databases';
import { afterAll, describe, expect, it } from 'vitest';
import { solve } from '../support/challenge.js';
import { runProcess } from '../support/commands.js';
import { exitOf, releaseStartCommand, useRelease, waitUntilReady } from './release-folder.js';

const release = useRelease();

/** Every file under `dir`, relative to it. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((path) => !lstatSync(join(dir, path)).isDirectory());

describe('the release folder', () => {
  it('holds the two bundles, the website and console builds, the migrations and a package.json naming the server', () => {
    for (const file of [
      'server.js',
      'server.js.map',
      'cli.js',
      'cli.js.map',
      'package.json',
      'node_modules/@office/web/dist/client/.vite/manifest.json',
      'node_modules/@office/web/dist/server/entry-server.js',
      'node_modules/@office/console/dist/index.html',
      'node_modules/@office/db/drizzle/meta/_journal.json',
    ])
      expect(existsSync(join(release.dir, file)), file).toBe(true);
    expect(readdirSync(release.dir).sort()).toEqual(['cli.js', 'cli.js.map', 'node_modules', 'package.json', 'server.js', 'server.js.map']);
    expect(release.summary.bytes).toBeLessThan(250e6);
  });

  it('holds no development dependency, no test, no TypeScript source and no symbolic link', () => {
    for (const name of [
      'vite',
      'vitest',
      'typescript',
      'tsx',
      'tsup',
      'esbuild',
      'playwright-core',
      'lighthouse',
      'turbo',
      '@testcontainers/postgresql',
      'drizzle-kit',
      '@office/api',
      '@office/contracts',
      '@office/testing',
    ])
      expect(existsSync(join(release.dir, 'node_modules', name)), name).toBe(false);
    const ours = [
      ...filesUnder(release.dir).filter((path) => !path.startsWith('node_modules/')),
      ...filesUnder(join(release.dir, 'node_modules/@office')).map((path) => `node_modules/@office/${path}`),
    ];
    expect(
      ours.filter((path) => /\.(ts|tsx|mts|cts)$/.test(path) || /(^|\/)(src|test)\//.test(path) || /\.test\.[jt]sx?$/.test(path)),
    ).toEqual([]);
    const all = filesUnder(release.dir);
    // Declaration files are dropped: Node never reads them.
    expect(all.filter((path) => /\.d\.[cm]?ts$/.test(path))).toEqual([]);
    expect(
      all
        .filter((path) => lstatSync(join(release.dir, path)).isSymbolicLink())
        .map((path) => relative(release.dir, join(release.dir, path))),
    ).toEqual([]);
  });

  it('cli.js lists its commands, and answers wrong usage with the usage and exit 2, never a stack', async () => {
    const cli = (args: string[]) => runProcess(process.execPath, ['cli.js', ...args], release.dir, {});
    const help = await cli(['help']);
    expect(help, help.stderr).toMatchObject({ code: 0 });
    for (const command of [
      'staff:add',
      'staff:reset-password',
      'staff:reset-second-factor',
      'audit:check',
      'db:migrate',
      'db:seed',
      'inquiries:purge',
      'backup',
      'restore',
      'help',
    ])
      expect(help.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    expect(help.stdout).toMatch(/^usage: node cli\.js <command>/);

    for (const [args, message] of [
      [[], /^usage: node cli\.js <command>/],
      [['db:migrat'], /^unknown command: db:migrat\n/],
      [['staff:add'], /the e-mail address is missing\nusage: node cli\.js staff:add <email>/],
      [['staff:add', 'a@office.example', '--rol', 'admin'], /Unknown option '--rol'.*\nusage: node cli\.js staff:add/],
      [['db:migrate', 'now'], /takes no arguments.*\nusage: node cli\.js db:migrate$/m],
      [['backup'], /usage: node cli\.js backup <file>/],
      [['restore'], /usage: node cli\.js restore <file>/],
    ] as const) {
      const result = await cli([...args]);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toMatch(message);
      expect(result.stderr, args.join(' ')).not.toMatch(/\n\s+at /);
      expect(result.stdout, args.join(' ')).toBe('');
    }
  }, 180_000);
});

/** Where a run's database is: an empty PGlite folder, or a fresh Postgres database. */
interface Target {
  name: string;
  env: Record<string, string>;
  drop(): Promise<void>;
}

const targets: Array<{ name: string; make: () => Promise<Target> }> = [
  {
    name: 'PGlite (an empty data folder)',
    make: async () => {
      const data = mkdtempSync(join(tmpdir(), 'office-release-data-'));
      return {
        name: 'PGlite',
        env: { PGLITE_DIR: join(data, 'pglite') },
        drop: async () => rmSync(data, { recursive: true, force: true }),
      };
    },
  },
  ...postgresBackends.map((backend: TestBackend) => ({
    name: 'Postgres (a fresh database)',
    make: async (): Promise<Target> => {
      const database = await backend.create({ migrated: false });
      return { name: 'Postgres', env: { DATABASE_URL: database.url! }, drop: () => database.drop() };
    },
  })),
];
if (postgresBackends.length === 0)
  console.warn('[release] the release folder on Postgres NOT RUN: set DATABASE_URL (PGlite runs regardless)');

describe.each(targets)('node server.js and node cli.js from the release folder on $name', ({ make }) => {
  const admin = { email: 'boss@office.example', name: 'Kim Boss', password: 'juniper-tollgate-anchor-9' };
  let target: Target | undefined;
  const running: ChildProcess[] = [];

  afterAll(async () => {
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await target?.drop();
  });

  /** `node server.js` as the release's start command runs it, on `port`; its output (stdout and stderr) kept. */
  function startServer(port: number, env: Record<string, string>) {
    const start = releaseStartCommand(release.dir);
    const child = spawn(process.execPath, start.args, {
      cwd: release.dir,
      env: {
        PATH: process.env.PATH,
        ...start.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'info',
        // A short drain and easy inquiry challenges keep the test short; everything else is the default.
        SHUTDOWN_DRAIN_MS: '300',
        INQUIRY_CHALLENGE_COST: '1',
        INQUIRY_CHALLENGE_MAX_COUNTER: '40',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(child);
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    return { child, output: () => output };
  }

  /** SIGTERM, then a clean exit: code 0 and "shut down" logged. */
  async function stopCleanly(server: ReturnType<typeof startServer>) {
    server.child.kill('SIGTERM');
    const code = await exitOf(server.child);
    expect(code, server.output()).toBe(0);
    expect(server.output()).toMatch(/"msg":"shut down"/);
    expect(server.output()).not.toMatch(/"level":[56]0/);
  }

  it('starts on an empty database, makes the first admin, who publishes a post; takes an inquiry; stops cleanly on SIGTERM', async () => {
    target = await make();

    // 1. The first start: the database is created, migrated and seeded by the server itself.
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const first = startServer(port, target.env);
    await waitUntilReady(origin, first.child, first.output);
    expect((await fetch(`${origin}/?lang=ko`)).status).toBe(200);
    // PGlite allows one process per folder: the command runs while the server is stopped.
    await stopCleanly(first);

    // 2. The first admin, the password through standard input.
    const added = await runProcess(
      process.execPath,
      ['cli.js', 'staff:add', admin.email, '--name', admin.name],
      release.dir,
      target.env,
      `${admin.password}\n`,
    );
    expect(added, added.stderr).toMatchObject({ code: 0 });
    expect(added.stdout).toMatch(/created admin account #\d+: boss@office\.example \("Kim Boss"\)/);
    expect(added.stdout + added.stderr).not.toContain(admin.password);

    // 3. Again, on the same database: sign in, publish, see it on the site, send an inquiry.
    const server = startServer(port, target.env);
    await waitUntilReady(origin, server.child, server.output);

    const signIn = await fetch(`${origin}/admin/trpc/auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ email: admin.email, password: admin.password }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => /^(__Host-)?office_session=/.test(c))
      ?.split(';')[0];
    expect(cookie).toBeDefined();
    const signedIn = ((await signIn.json()) as { result: { data: { csrfToken: string; stage: string } } }).result.data;
    const { csrfToken } = signedIn;
    const mutation = async <T>(path: string, input: unknown): Promise<T> => {
      const response = await fetch(`${origin}/admin/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie: cookie!, 'x-csrf-token': csrfToken },
        body: JSON.stringify(input),
      });
      expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
      return ((await response.json()) as { result: { data: T } }).result.data;
    };
    // In production a second factor is required (decision 0040): the password reaches only its set-up.
    expect(signedIn.stage).toBe('enrolment');
    const { secret } = await mutation<{ secret: string }>('secondFactor.beginTotp', null);
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    const { recoveryCodes } = await mutation<{ recoveryCodes: string[] }>('secondFactor.confirmTotp', { code });
    expect(recoveryCodes).toHaveLength(10);
    const title = `릴리스 폴더에서 게시 ${Date.now()}`;
    const post = await mutation<{ id: number }>('posts.create', {
      kind: 'notice',
      title,
      content: '<p>릴리스 폴더의 서버가 게시한 공지입니다.</p>',
    });
    await mutation('posts.publish', { id: post.id });
    const notice = await fetch(`${origin}/api/common/notices/${post.id}/`);
    expect(notice.status).toBe(200);
    expect(await notice.text()).toContain(title);
    const page = await fetch(`${origin}/notice/${post.id}?lang=ko`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(title);

    const challenge = await fetch(`${origin}${inquiryChallengePath}`);
    expect(challenge.status).toBe(200);
    const inquiry = await fetch(`${origin}/api/common/inquiry/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: '김민수',
        phone: '01011112222',
        email: 'minsu@example.com',
        content: '릴리스 폴더에서 보낸 문의입니다.',
        altcha: await solve((await challenge.json()) as Parameters<typeof solve>[0]),
      }),
    });
    expect(inquiry.status, await inquiry.clone().text()).toBe(201);

    await stopCleanly(server);
  }, 600_000);
});
