/**
 * `pnpm bench`: the production build against the same bytes served without it, and its memory.
 * Starts dist/server.js (access log on, written to a file) on a fresh PGlite directory or
 * BENCH_DATABASE_URL; records each measured GET's answer and serves those bytes from a bare
 * node:http server and from nginx (one worker); measures each row against them in turn, in the
 * same run with the same connections; then the bare server's handler alone against the same
 * handler inside an app process (what Node's own request handling costs there); the inquiry path,
 * the console page, and RSS after start, after the load and after a soak of mixed traffic with
 * made-up URLs; the search, and the save of the largest post allowed, each on a database of its
 * own. Prints each figure beside its goal (docs/performance.md), and at the end of a complete run
 * writes what it printed to docs/performance-results.md. Not a test: figures vary between machines
 * and runs; the ratios, measured side by side, are what to read.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentSizeLimits, templatePage } from '@office/contracts';
import { freePort } from '@office/testing/local-browser';
import { hasNginx, nginxMissing } from '@office/testing/nginx';
import { measureHotReload } from './hot-reload.js';
import { measureInquiries } from './inquiry-rows.js';
import { firstVisitSources, sourceRows } from './bundle-sources.js';
import { bundleRows, routeBundles } from '@office/web/bundles';
import { lighthouseTableRow, runLighthouse } from './lighthouse.js';
import { type Load, loadGenerator, runLoad } from './load.js';
import { bareServerBesideTheApp, recordAnswer, referencePath, startBareServer, startNginxWith, writeManifest } from './same-bytes.js';
import { postSaveRows, postSaveTable } from './post-save.js';
import { releaseRows } from './release-size.js';
import { keptByTheDeployment, startDeployment } from './deployment.js';
import { measureSearch, searchCorpusSize } from './search.js';
import { rssMiB, soak } from './soak.js';
import { print, printedReport, printTable } from './table.js';
import { repoRoot, serverRoot, webRoot } from './packages.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 300);
const soakWarmupSeconds = 60;
const postgresUrl = process.env.BENCH_DATABASE_URL || undefined;
/** BENCH_ONLY: a pattern; only GET and page rows whose name matches are measured. */
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : undefined;
const goals = { restVsBare: 0.7, deploymentVsNginx: 0.8, rssPostgres: 200, rssPglite: 350, soakDrift: 0.1, searchP99Ms: 50 };

const children: ChildProcess[] = [];
const stops: Array<() => unknown> = [];
const scratch = mkdtempSync(join(tmpdir(), 'office-bench-'));

interface AppServer {
  origin: string;
  pid: number;
  database: 'Postgres' | 'PGlite';
  /** Ends the process and resolves when it has exited. */
  stop: () => Promise<void>;
}

/** The environment and node arguments of `pnpm start` (apps/server/package.json), so that the bench runs what production runs. */
function startCommand(): { env: Record<string, string>; args: string[] } {
  const script = (JSON.parse(readFileSync(join(serverRoot, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const words = script.split(/\s+/);
  const node = words.indexOf('node');
  if (node < 0) throw new Error(`the start script does not run node: ${script}`);
  return { env: Object.fromEntries(words.slice(0, node).map((word) => word.split('=') as [string, string])), args: words.slice(node + 1) };
}

/**
 * dist/server.js as `pnpm start` runs it, its log (one access line per request) written to a file;
 * `extra` adds node arguments and environment (the bare server beside the app).
 */
async function startApp(
  name: string,
  databaseUrl: string | undefined,
  extra: { args: string[]; env: Record<string, string> } = { args: [], env: {} },
): Promise<AppServer> {
  const port = await freePort();
  const log = openSync(join(scratch, `${name}.log`), 'w');
  const start = startCommand();
  const child = spawn(process.execPath, [...extra.args, ...start.args], {
    cwd: serverRoot,
    env: {
      ...process.env,
      ...start.env,
      ...extra.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PGLITE_DIR: join(scratch, `${name}-pglite`),
      DATABASE_URL: databaseUrl ?? '',
      // The demo notices and library items are what the rows read.
      SEED_DEMO_CONTENT: 'true',
      // The inquiry rows measure the path with its spam defence on: every request carries a solved
      // challenge (easy ones, solved here before the run) and the limits are raised for the run.
      INQUIRY_CHALLENGE_COST: '1',
      INQUIRY_CHALLENGE_MAX_COUNTER: '20',
      INQUIRY_LIMIT_PER_ADDRESS: '1000000000',
      INQUIRY_LIMIT_PER_HOUR: '1000000000',
      INQUIRY_LIMIT_WITHOUT_CHALLENGE_PER_ADDRESS: '1000000000',
      INQUIRY_LIMIT_WITHOUT_CHALLENGE_PER_HOUR: '1000000000',
    },
    stdio: ['ignore', log, log],
  });
  children.push(child);
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${readFileSync(join(scratch, `${name}.log`), 'utf8')}`);
    if (
      await fetch(`${origin}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return {
        origin,
        pid: child.pid!,
        database: databaseUrl ? 'Postgres' : 'PGlite',
        stop: () =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill();
          }),
      };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${origin} did not become ready`);
}

interface GetRow {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** REST GETs are held against a bare server, pages against nginx (goal 3 of docs/performance.md). */
  kind: 'rest' | 'page';
}

const compressed = { 'accept-encoding': 'br, gzip' };

function getRows(ids: { notice: number; library: number }): GetRow[] {
  const rest: Array<[string, string]> = [
    ['GET /api/translation/page (the template page)', `/api/translation/page?page_name=${encodeURIComponent(templatePage)}`],
    ['GET /api/translation/main-task-contents', '/api/translation/main-task-contents'],
    ['GET /api/common/notices/', '/api/common/notices/'],
    ['GET /api/common/notices/{id}/', `/api/common/notices/${ids.notice}/`],
    ['GET /api/common/library/', '/api/common/library/'],
    ['GET /api/common/library/{id}/', `/api/common/library/${ids.library}/`],
  ];
  const pages: Array<[string, string, Record<string, string>]> = [
    ['page /?lang=ko', '/?lang=ko', {}],
    ['page /notice?lang=ko (list, 12 cards)', '/notice?lang=ko', {}],
    ['page /notice/{id}?lang=ko (detail)', `/notice/${ids.notice}?lang=ko`, {}],
    ['page /notice/{id}, language negotiated (en)', `/notice/${ids.notice}`, { 'accept-language': 'en-US,en;q=0.9' }],
  ];
  return [
    ...rest.flatMap(([name, path]): GetRow[] => [
      { name, path, headers: {}, kind: 'rest' },
      { name: '  same, accept-encoding: br, gzip', path, headers: compressed, kind: 'rest' },
    ]),
    ...pages.flatMap(([name, path, headers]): GetRow[] => [
      { name, path, headers, kind: 'page' },
      { name: '  same, accept-encoding: br, gzip', path, headers: { ...headers, ...compressed }, kind: 'page' },
    ]),
  ].filter((row, index, rows) => !only || only.test(row.name.startsWith('  ') ? rows[index - 1]!.name : row.name));
}

/** The best of `rounds` runs of each server, taken in turn so that a busy moment hits them alike. */
async function measureSideBySide(
  targets: Array<{ url: string; headers: Record<string, string> } | undefined>,
): Promise<Array<Load | undefined>> {
  const best: Array<Load | undefined> = targets.map(() => undefined);
  for (const target of targets) if (target) await runLoad({ ...target, seconds: 1, connections });
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries()) {
      if (!target) continue;
      const load = await runLoad({ ...target, seconds, connections });
      if (!best[i] || load.rps > best[i]!.rps) best[i] = load;
    }
  }
  return best;
}

/**
 * The bare server's handler run alone and inside an app process (decision 0027), on the notice
 * detail, REST and page, compressed: how much of the app's distance from the bare server is Node's
 * own request handling costing more in a process like the app's, and how much is left to the app's
 * code. A third app process (same database), given the rows' requests first as the main one was,
 * stopped before the memory figures.
 */
async function measureBareBesideTheApp(rows: GetRow[], manifest: string, bareOrigin: string, ids: { notice: number }) {
  const chosen = rows
    .map((row, index) => ({ row, index }))
    .filter(
      ({ row }) =>
        row.headers['accept-encoding'] &&
        !row.headers['accept-language'] &&
        (row.path === `/api/common/notices/${ids.notice}/` || row.path === `/notice/${ids.notice}?lang=ko`),
    );
  if (chosen.length === 0) return [];
  const port = await freePort();
  const app = await startApp('beside', postgresUrl, bareServerBesideTheApp(manifest, port));
  const besideOrigin = `http://127.0.0.1:${port}`;
  const table = [];
  try {
    for (const row of rows) for (let i = 0; i < 3; i++) await recordAnswer(app.origin + row.path, row.headers);
    for (const { row, index } of chosen) {
      const [appLoad, alone, inside] = await measureSideBySide([
        { url: app.origin + row.path, headers: row.headers },
        { url: bareOrigin + referencePath(index), headers: row.headers },
        { url: besideOrigin + referencePath(index), headers: row.headers },
      ]);
      table.push({
        answer: `${row.kind === 'rest' ? 'REST' : 'page'} ${row.path}, br`,
        'bare alone': Math.round(alone!.rps),
        'bare inside an app process': Math.round(inside!.rps),
        'inside vs alone': percent(inside!.rps / alone!.rps),
        'the app (same process)': Math.round(appLoad!.rps),
        'app vs bare inside': percent(appLoad!.rps / inside!.rps),
        'app vs bare alone': percent(appLoad!.rps / alone!.rps),
      });
    }
  } finally {
    await app.stop();
  }
  return table;
}

/**
 * The page rows through the documented deployment (decision 0022), each once nginx keeps it, side by
 * side with the same bytes from nginx's disk and with the app process alone. On Postgres a second
 * app process joins the first behind nginx, as docs/operations.md runs it; it is stopped after.
 */
async function measureDeployment(main: AppServer, rows: GetRow[], referenceOrigin: string) {
  const second = postgresUrl ? await startApp('second', postgresUrl) : undefined;
  const deployment = await startDeployment(scratch, second ? [main, second] : [main]);
  const table = [];
  try {
    for (const [i, row] of rows.entries()) {
      if (row.kind !== 'page') continue;
      const kept = await keptByTheDeployment(deployment.origin + row.path, row.headers);
      const [through, reference, alone] = await measureSideBySide([
        { url: deployment.origin + row.path, headers: row.headers },
        { url: referenceOrigin + referencePath(i), headers: row.headers },
        { url: main.origin + row.path, headers: row.headers },
      ]);
      const vsNginx = through!.rps / reference!.rps;
      table.push({
        page: row.name,
        'kept by nginx': kept ? 'yes' : 'no: private',
        'through nginx': Math.round(through!.rps),
        'nginx from disk': Math.round(reference!.rps),
        'vs nginx': percent(vsNginx),
        // A negotiated page is the visitor's own (`private`): no shared cache may keep it, so no goal.
        goal: kept ? `≥ 80% of nginx: ${meets(vsNginx >= goals.deploymentVsNginx)}` : 'not kept: none',
        'the process alone': Math.round(alone!.rps),
        'process vs nginx': percent(alone!.rps / reference!.rps),
        'p99 ms': ms(through!.p99),
        errors: through!.errors,
      });
    }
  } finally {
    await deployment.server.stop();
    await second?.stop();
  }
  return table;
}

const ms = (value: number) => Number(value.toFixed(2));
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
const meets = (ok: boolean) => (ok ? 'met' : 'NOT MET');

async function main() {
  if (!existsSync(join(serverRoot, 'dist/server.js'))) throw new Error('no production build: run `pnpm build` first (pnpm bench does)');
  const loadAtStart = loadavg();
  const main = await startApp('main', postgresUrl);
  // On Postgres, a PGlite server beside it for PGlite's memory figures (the default a newcomer runs).
  const pglite = postgresUrl ? await startApp('pglite', undefined) : undefined;
  const rssAtStart = new Map([main, pglite].filter((s) => s !== undefined).map((server) => [server, rssMiB(server.pid)]));

  const ids = {
    notice: ((await (await fetch(`${main.origin}/api/common/notices/`)).json()) as Array<{ id: number }>)[0]!.id,
    library: ((await (await fetch(`${main.origin}/api/common/library/`)).json()) as Array<{ id: number }>)[0]!.id,
  };
  const rows = getRows(ids);
  // A page is kept from its second request on; the third is the cached answer the references serve.
  const recorded = [];
  for (const row of rows) {
    await recordAnswer(main.origin + row.path, row.headers);
    await recordAnswer(main.origin + row.path, row.headers);
    recorded.push(await recordAnswer(main.origin + row.path, row.headers));
  }
  const manifest = writeManifest(scratch, recorded);
  const bare = await startBareServer(manifest);
  stops.push(bare.stop);
  const nginx = hasNginx() ? await startNginxWith(scratch, recorded) : undefined;
  if (nginx) stops.push(() => nginx.server.stop());

  const table = [];
  for (const [i, row] of rows.entries()) {
    const [app, bareLoad, nginxLoad] = await measureSideBySide([
      { url: main.origin + row.path, headers: row.headers },
      { url: bare.origin + referencePath(i), headers: row.headers },
      row.kind === 'page' && nginx ? { url: nginx.origin + referencePath(i), headers: row.headers } : undefined,
    ]);
    const vsBare = app!.rps / bareLoad!.rps;
    const vsNginx = nginxLoad ? app!.rps / nginxLoad.rps : undefined;
    table.push({
      endpoint: row.name,
      'req/s': Math.round(app!.rps),
      'bare node:http': Math.round(bareLoad!.rps),
      'vs bare': percent(vsBare),
      'nginx, 1 worker': nginxLoad ? Math.round(nginxLoad.rps) : row.kind === 'page' ? 'absent' : '',
      'vs nginx': vsNginx === undefined ? '' : percent(vsNginx),
      // A page's goal is set where visitors meet it, behind nginx's cache (the table after this one).
      goal: row.kind === 'rest' ? `≥ 70% of bare: ${meets(vsBare >= goals.restVsBare)}` : 'behind nginx: below',
      'p50 ms': ms(app!.p50),
      'p99 ms': ms(app!.p99),
      'KB/answer': (app!.bytes / 1024).toFixed(1),
      errors: app!.errors,
    });
  }

  const deployed = nginx ? await measureDeployment(main, rows, nginx.origin) : [];
  const beside = await measureBareBesideTheApp(rows, manifest, bare.origin, ids);

  const inquiries = await measureInquiries(main.origin, seconds, connections);
  const others = [];
  for (const [name, path] of [
    ['GET /api/common/inquiry/challenge', '/api/common/inquiry/challenge'],
    ['GET /admin (console page, nonce per answer)', '/admin'],
  ] as const) {
    const [load] = await measureSideBySide([{ url: main.origin + path, headers: compressed }]);
    others.push({ endpoint: name, 'req/s': Math.round(load!.rps), 'p50 ms': ms(load!.p50), 'p99 ms': ms(load!.p99), errors: load!.errors });
  }
  for (const [name, result] of [
    ['POST /api/common/inquiry/ (challenge verified, stored each time)', inquiries.withChallenge],
    ['POST /api/common/inquiry/ (no challenge, stored each time)', inquiries.withoutChallenge],
  ] as const) {
    others.push({ endpoint: name, 'req/s': Math.round(result.rps), 'p50 ms': result.p50, 'p99 ms': result.p99, errors: result.errors });
  }

  // The PGlite server beside a Postgres run gets each GET row once, briefly: enough to fill its caches.
  if (pglite) for (const row of rows) await runLoad({ url: pglite.origin + row.path, headers: row.headers, seconds: 1, connections });
  const servers = [main, pglite].filter((s) => s !== undefined);
  const rssAfterLoad = new Map(servers.map((server) => [server, rssMiB(server.pid)]));
  const soaked =
    soakSeconds > 0
      ? await soak(
          servers.map((server) => ({ origin: server.origin, pid: server.pid, ids })),
          soakSeconds,
          connections,
        )
      : undefined;

  print(
    `\n${connections} connections, best of ${rounds} runs of ${seconds} s per server and row, taken in turn; load generator: ${loadGenerator()}` +
      `\napp on ${main.database}, access log on (one line per request, to a file); Node ${process.version}; ` +
      `load average ${loadAtStart.map((n) => n.toFixed(1)).join(' ')} at start, ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} at the end${nginx ? '' : `\n${nginxMissing}: pages are not compared with nginx`}\n`,
  );
  printTable(table);
  if (deployed.length > 0) {
    print(
      `\nPages as visitors meet them (goal 3 of docs/performance.md): deploy/nginx/office.conf caching in front of ${
        postgresUrl ? 'two app processes on Postgres' : "the one app process (PGlite is one process's)"
      }, against nginx serving the same bytes from disk; the process alone beside them\n`,
    );
    printTable(deployed);
  }
  if (beside.length > 0) {
    print(
      '\nThe bare server alone and inside an app process (decision 0027): same handler, same bytes; ' +
        'a third app process, measured in turn with the bare server alone\n',
    );
    printTable(beside);
  }
  print('\nOther paths (nothing here may get slower)\n');
  printTable(others);
  print(
    `\ninquiries with a verified challenge: ${inquiries.stored} stored in ${inquiries.storedSeconds.toFixed(1)} s including the warm-up` +
      `${postgresUrl ? '' : ' (counted on Postgres only)'}`,
  );

  print(
    `\nMemory (RSS, MiB)${soaked ? `; soak: ${soakSeconds} s of mixed traffic, 30% made-up URLs` : '; no soak (BENCH_SOAK_SECONDS=0)'}\n`,
  );
  const memory = [];
  for (const database of ['Postgres', 'PGlite'] as const) {
    const index = servers.findIndex((server) => server.database === database);
    const server = servers[index];
    const limit = database === 'Postgres' ? goals.rssPostgres : goals.rssPglite;
    if (!server) {
      memory.push({
        database,
        'after start': 'not run (set BENCH_DATABASE_URL)',
        'after the bench': '',
        'after the soak': '',
        'soak min–max': '',
        'soak drift': '',
        goal: '',
      });
      continue;
    }
    const after = rssAfterLoad.get(server)!;
    const samples = soaked?.[index]?.samples;
    // The first minute of the soak meets its traffic's first renders, compiles and heap sizing; a
    // leak is what grows after that, so flatness is read on the rest, against its median.
    const steady = samples?.slice(Math.min(samples.length - 1, Math.round(soakWarmupSeconds / 5)));
    const median = steady ? [...steady].sort((a, b) => a - b)[Math.floor(steady.length / 2)]! : undefined;
    const drift = steady && median ? Math.max(...steady.map((rss) => Math.abs(rss / median - 1))) : undefined;
    memory.push({
      database,
      'after start': Math.round(rssAtStart.get(server)!),
      'after the bench': Math.round(after),
      'soak: after 1 min': steady ? Math.round(steady[0]!) : '',
      'soak: min–max after 1 min': steady ? `${Math.round(Math.min(...steady))}–${Math.round(Math.max(...steady))}` : '',
      'after the soak': samples ? Math.round(samples.at(-1)!) : '',
      'flat after 1 min': drift === undefined ? '' : `±${(drift * 100).toFixed(1)}%`,
      goal:
        `≤ ${limit} after the bench: ${meets(after <= limit)}` +
        (drift === undefined ? '' : `; flat ±10%: ${meets(drift <= goals.soakDrift)}`),
      requests: soaked?.[index]?.requests ?? '',
      '5xx/failed': soaked?.[index]?.failures ?? '',
    });
  }
  printTable(memory);
  print('\nRSS sampled every 5 s; "flat": the largest difference of a sample after the first minute from their median.');

  if (process.env.BENCH_SEARCH !== 'false') {
    const searchRows = await measureSearch(postgresUrl);
    print(
      `\nSearch over ${searchCorpusSize.toLocaleString('en')} notices (each with its four translations), on ${main.database}, in the bench's own process: ` +
        'publicPosts.search, what /notice?q= and /api/common/notices/search/ call; 200 runs of each query after 10\n',
    );
    printTable(
      searchRows.map((row) => ({
        query: row.query,
        found: row.found,
        'p50 ms': ms(row.p50),
        'p99 ms': ms(row.p99),
        // The goal is set on Postgres (docs/performance.md); a PGlite run is shown without a verdict.
        goal: postgresUrl
          ? `p99 < ${goals.searchP99Ms} ms: ${meets(row.p99 < goals.searchP99Ms)}`
          : `p99 < ${goals.searchP99Ms} ms on Postgres (set BENCH_DATABASE_URL)`,
      })),
    );
  }

  if (process.env.BENCH_POST_SAVE !== 'false') {
    print(
      `\nSaving the largest post allowed (${contentSizeLimits.htmlBytes / 1024} KiB of HTML, decision 0032), on ${main.database}, in the bench's own process: ` +
        'posts.create, then posts.update of the same post, as the console procedures run them, on a database of their own; median of 5 after 1\n',
    );
    printTable(postSaveTable(await postSaveRows(postgresUrl)));
  }

  if (process.env.BENCH_HOT_RELOAD !== 'false') {
    print('\npnpm dev: hot module reload of a style change (Vite in the API server, PGlite)\n');
    printTable(await measureHotReload());
  }

  print('\nFirst-visit JavaScript per route (web build, Vite manifest; brotli as served), goal ≤ 100 KiB\n');
  printTable(bundleRows(routeBundles(join(webRoot, 'dist/client'))));
  print('\nWhat the files every route loads first are made of (a source-mapped build of the same config), by package\n');
  printTable(sourceRows(firstVisitSources(webRoot)));

  if (process.env.BENCH_RELEASE !== 'false') {
    print(
      "\nThe release folder (`pnpm release`, decision 0035): what the image's final stage holds besides Debian and Node, MB = 10⁶ bytes\n",
    );
    printTable(releaseRows());
  }

  if (process.env.BENCH_LIGHTHOUSE === 'false') return main.database;
  const publicPaths = [
    '/',
    '/about',
    '/mainTask',
    '/contact',
    '/notice',
    `/notice/${ids.notice}`,
    '/library',
    `/library/${ids.library}`,
    '/terms',
    '/privacy',
  ];
  const lighthouseRows = await runLighthouse(
    main.origin,
    publicPaths.flatMap((p) => [`${p}?lang=ko`, `${p}?lang=en`, `${p}?lang=vi`]),
    await freePort(),
  );
  print('\nLighthouse 12.8, mobile (simulated slow 4G, 4x CPU slowdown), first visit, production build, median of 3 runs by LCP\n');
  printTable(lighthouseRows.map(lighthouseTableRow));
  return main.database;
}

/**
 * docs/performance-results.md: what a complete run printed, under a line saying when, at which
 * commit, on which Node and database, and with which BENCH_* settings (never the database URL).
 * Overwritten by each complete run; no figure is pasted into the docs by hand.
 */
function writeResults(database: string) {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  let commit = 'unknown (no git)';
  try {
    commit = git('rev-parse', '--short', 'HEAD');
    if (git('status', '--porcelain', '--untracked-files=no', '--', '.', ':!docs/performance-results.md'))
      commit += ' with uncommitted changes';
  } catch {
    // Not a git checkout: the commit stays unknown.
  }
  const settings = Object.entries(process.env)
    .filter(([name, value]) => value && (name.startsWith('BENCH_') || name === 'LIGHTHOUSE_RUNS') && name !== 'BENCH_DATABASE_URL')
    .map(([name, value]) => `${name}=${value}`);
  const header =
    `Written by \`pnpm bench\` (bench/src/bench.ts) at the end of a complete run; do not edit by hand. ` +
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, Node ${process.version}, database ${database}` +
    (settings.length ? `, with ${settings.join(' ')}` : '') +
    '. What each table means: [performance.md](performance.md).';
  const file = join(repoRoot, 'docs/performance-results.md');
  writeFileSync(file, `# Performance results\n\n${header}\n${printedReport()}\n`);
  console.log(`\nResults written to ${file}`);
}

mkdirSync(scratch, { recursive: true });
main()
  .then(writeResults)
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(async () => {
    for (const stop of stops) await stop();
    for (const child of children) child.kill();
    rmSync(scratch, { recursive: true, force: true });
  });
