/**
 * `pnpm bench`: throughput and latency of the production build, next to this machine's ceiling.
 * Starts dist/server.js on a fresh PGlite directory (or BENCH_DATABASE_URL), and a bare Fastify
 * server answering a constant body the size of the notices list; runs autocannon against each
 * endpoint in turn; prints one table. Not a test: numbers vary between machines and runs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort } from '../../../tooling/local-browser.js';
import { measureHotReload } from './hot-reload.js';
import { runLighthouse } from './lighthouse.js';

const apiRoot = join(import.meta.dirname, '..');
const duration = Number(process.env.BENCH_SECONDS ?? 4);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** BENCH_ONLY: a pattern; only GET and page rows whose name matches are measured (the ceiling and inquiry rows always are). */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const wanted = (name: string) => !only || only.test(name);
const children: ChildProcess[] = [];
const scratch = mkdtempSync(join(tmpdir(), 'office-bench-'));

function start(
  command: string,
  args: string[],
  env: Record<string, string>,
  ready: RegExp,
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: apiRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = ready.exec(output);
      if (match) resolve({ child, port: Number(match[1]) });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command} exited (${code}):\n${output}`)));
  });
}

async function waitForReady(url: string) {
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server at ${url} did not become ready`);
}

const statusMiB = (pid: number, field: string) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const rssMiB = (pid: number) => statusMiB(pid, 'VmRSS');
const peakRssMiB = (pid: number) => statusMiB(pid, 'VmHWM');

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  errors: number;
}

async function measure(name: string, url: string, options: Partial<autocannon.Options> = {}): Promise<Row> {
  // A short warm-up fills caches and JIT before the measured run.
  await autocannon({ url, connections, duration: 1, ...options });
  const result = await autocannon({ url, connections, duration, ...options });
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.average / Math.max(result.requests.average, 1),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

async function main() {
  if (!existsSync(join(apiRoot, 'dist/server.js'))) throw new Error('no production build: run `pnpm build` first (pnpm bench does)');
  const port = await freePort();
  const server = spawn(process.execPath, ['dist/server.js'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Request logging off for the measurement: the logger's cost is not the server's capacity.
      LOG_LEVEL: 'warn',
      PGLITE_DIR: join(scratch, 'pglite'),
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
      // The inquiry rows measure the path with its spam defence on: every request carries a solved
      // challenge (easy ones, solved here before the run) and the limits are raised for the run.
      INQUIRY_CHALLENGE_COST: '1',
      INQUIRY_CHALLENGE_MAX_COUNTER: '20',
      INQUIRY_LIMIT_PER_ADDRESS: '1000000000',
      INQUIRY_LIMIT_PER_HOUR: '1000000000',
      INQUIRY_LIMIT_WITHOUT_CHALLENGE_PER_ADDRESS: '1000000000',
      INQUIRY_LIMIT_WITHOUT_CHALLENGE_PER_HOUR: '1000000000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(server);
  await waitForReady(`http://127.0.0.1:${port}/readyz`);
  const origin = `http://127.0.0.1:${port}`;

  const noticesBody = await (await fetch(`${origin}/api/common/notices/`)).text();
  const [firstNotice] = JSON.parse(noticesBody) as Array<{ id: number }>;
  const [firstItem] = (await (await fetch(`${origin}/api/common/library/`)).json()) as Array<{ id: number }>;
  writeFileSync(join(scratch, 'body.json'), noticesBody);
  const ceilingServer = await start(
    process.execPath,
    [join(apiRoot, 'bench/ceiling-server.mjs'), join(scratch, 'body.json')],
    {},
    /listening (\d+)/,
  );

  const rows: Row[] = [];
  rows.push(await measure('ceiling: bare Fastify, constant body', `http://127.0.0.1:${ceilingServer.port}/constant`));
  ceilingServer.child.kill();
  const pageName = encodeURIComponent('템플릿');
  const gets: Array<[string, string]> = [
    ['GET /api/translation/page?page_name=템플릿', `/api/translation/page?page_name=${pageName}`],
    ['GET /api/translation/main-task-contents', '/api/translation/main-task-contents'],
    ['GET /api/common/notices/', '/api/common/notices/'],
    [`GET /api/common/notices/{id}/`, `/api/common/notices/${firstNotice!.id}/`],
    ['GET /api/common/library/', '/api/common/library/'],
    [`GET /api/common/library/{id}/`, `/api/common/library/${firstItem!.id}/`],
  ];
  const idleRss = rssMiB(server.pid!);
  for (const [name, path] of gets) {
    if (!wanted(name)) continue;
    rows.push(await measure(name, origin + path));
    rows.push(await measure(`  same, with accept-encoding: br, gzip`, origin + path, { headers: { 'accept-encoding': 'br, gzip' } }));
  }
  // Server-rendered pages: texts and data read in-process, streamed as HTML.
  const pages: Array<[string, string]> = [
    ['page / (server-rendered)', '/?lang=ko'],
    ['page /notice (list, 12 cards)', '/notice?lang=ko'],
    ['page /notice/{id} (detail)', `/notice/${firstNotice!.id}?lang=ko`],
  ];
  for (const [name, path] of pages) {
    if (!wanted(name)) continue;
    rows.push(await measure(name, origin + path));
    rows.push(await measure(`  same, with accept-encoding: br, gzip`, origin + path, { headers: { 'accept-encoding': 'br, gzip' } }));
  }
  // Each measured request sends a challenge of its own (one is accepted once only).
  const inquiry = { name: '벤치마크', phone: '01012345678', email: 'bench@example.com', content: '성능 측정용 문의입니다.' };
  const challenges = await solveChallenges(origin, Math.ceil(inquiriesPerSecondCap * (duration + 1)));
  const storedBefore = await storedInquiries();
  const startedAt = Date.now();
  let used = 0;
  const inquiryRow = await measure('POST /api/common/inquiry/ (challenge verified, stored each time)', `${origin}/api/common/inquiry/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: JSON.stringify({ ...inquiry, altcha: challenges[used++ % challenges.length] }) }),
      },
    ],
  });
  rows.push(inquiryRow);
  const stored = (await storedInquiries()) - storedBefore;
  const inquirySeconds = (Date.now() - startedAt) / 1000;

  // Challenge-less, as the spec's four-field REST body (lower limits, raised for the run too).
  rows.push(
    await measure('POST /api/common/inquiry/ (no challenge, stored each time)', `${origin}/api/common/inquiry/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(inquiry),
    }),
  );
  rows.push(await measure('GET /api/common/inquiry/challenge', `${origin}/api/common/inquiry/challenge`));

  const ceiling = rows[0]!.rps;
  const ceilingBytesPerSecond = rows[0]!.rps * rows[0]!.bytes;
  const table = rows.map((r) => ({
    endpoint: r.name,
    'req/s': Math.round(r.rps),
    'p50 ms': r.p50,
    'p99 ms': r.p99,
    'KB on the wire': (r.bytes / 1024).toFixed(1),
    'req/s vs ceiling': `${((r.rps / ceiling) * 100).toFixed(0)}%`,
    'bytes/s vs ceiling': `${(((r.rps * r.bytes) / ceilingBytesPerSecond) * 100).toFixed(0)}%`,
    errors: r.errors,
  }));
  console.log(
    `\n${connections} connections, ${duration} s per row, server on ${process.env.BENCH_DATABASE_URL ? 'Postgres' : 'PGlite'}, Node ${process.version}\n`,
  );
  printTable(table);
  console.log(
    "\nReading it: a plain GET whose body is larger than the ceiling's is bound by bytes, not by work (see bytes/s)." +
      '\nCompressed bodies are bound by autocannon itself, which reads high-entropy bytes several times slower than text.',
  );
  console.log(
    `inquiries with a verified challenge: ${Math.round(inquiryRow.rps)} stored per second while measured ` +
      `(${stored} stored in ${inquirySeconds.toFixed(1)} s including the warm-up; ${inquiryRow.errors} refused or failed)`,
  );
  console.log(
    `server RSS: ${idleRss.toFixed(0)} MiB after start, ${peakRssMiB(server.pid!).toFixed(0)} MiB peak${process.env.BENCH_DATABASE_URL ? '' : ' (PGlite runs inside this process)'}`,
  );

  if (process.env.BENCH_HOT_RELOAD !== 'false') {
    console.log('\npnpm dev: hot module reload of a style change (Vite in the API server, PGlite)\n');
    printTable(await measureHotReload());
  }

  if (process.env.BENCH_LIGHTHOUSE === 'false') return;
  const publicPaths = [
    '/',
    '/about',
    '/mainTask',
    '/contact',
    '/notice',
    `/notice/${firstNotice!.id}`,
    '/library',
    `/library/${firstItem!.id}`,
    '/terms',
    '/privacy',
  ];
  const lighthouseRows = await runLighthouse(
    origin,
    publicPaths.map((p) => `${p}?lang=ko`).concat(['/?lang=en', '/contact?lang=ru']),
    await freePort(),
  );
  console.log('\nLighthouse 12.8, mobile (simulated slow 4G, 4x CPU slowdown), first visit, production build\n');
  printTable(
    lighthouseRows.map((r) => ({
      page: r.page,
      performance: r.performance,
      accessibility: r.accessibility,
      'best practices': r.bestPractices,
      SEO: r.seo,
      'LCP ms': r.lcpMs,
      CLS: r.cls,
      'TBT ms': r.tbtMs,
      'JS KiB (compressed)': r.scriptKiB,
      'all KiB': r.totalKiB,
    })),
  );
}

/** Enough solved challenges for the measured inquiry rows: fetched from the server, solved here. */
const inquiriesPerSecondCap = Number(process.env.BENCH_INQUIRY_CHALLENGES_PER_SECOND ?? 1500);

async function solveChallenges(origin: string, count: number): Promise<string[]> {
  const payloads: string[] = [];
  const batch = 50;
  for (let i = 0; i < count; i += batch) {
    payloads.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(batch, count - i) }, async () => {
          const challenge = (await (await fetch(`${origin}/api/common/inquiry/challenge`)).json()) as Challenge;
          const solution = await solveChallenge({ challenge, deriveKey });
          return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
        }),
      )),
    );
  }
  return payloads;
}

/** How many inquiries the database holds (read directly: the API has no public count). */
async function storedInquiries(): Promise<number> {
  if (!process.env.BENCH_DATABASE_URL) return Number.NaN;
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await client.connect();
  try {
    return Number((await client.query('select count(*) from inquiries')).rows[0].count);
  } finally {
    await client.end();
  }
}

function printTable(rows: Array<Record<string, string | number>>) {
  const columns = Object.keys(rows[0]!);
  // Hangul takes two columns in a terminal.
  const width = (text: string) => [...text].reduce((n, ch) => n + (ch.codePointAt(0)! >= 0x1100 ? 2 : 1), 0);
  const pad = (text: string, to: number, left: boolean) =>
    left ? ' '.repeat(to - width(text)) + text : text + ' '.repeat(to - width(text));
  const widths = columns.map((c) => Math.max(width(c), ...rows.map((r) => width(String(r[c])))));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => pad(cell, widths[i]!, i !== 0)).join(' | ')} |`;
  console.log(line(columns));
  console.log(`|${widths.map((w, i) => (i === 0 ? ':' : '-') + '-'.repeat(w) + (i === 0 ? '-' : ':')).join('|')}|`);
  for (const row of rows) console.log(line(columns.map((c) => String(row[c]))));
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill();
    rmSync(scratch, { recursive: true, force: true });
  });
