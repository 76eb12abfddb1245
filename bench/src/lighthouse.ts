/**
 * Lighthouse (mobile, default simulated throttling) on the production build, for `pnpm bench`.
 * Drives Debian's Chromium over its debugging port; never downloads a browser.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '@office/testing/local-browser';
import { print } from './table.js';

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Compressed JavaScript transferred on this first visit (no interaction, no scrolling). */
  scriptKiB: number;
  totalKiB: number;
  /**
   * The HTML document's bytes as transferred, headers included. Within the first round trip of a
   * new connection (ten TCP segments, 14,600 bytes, as Lighthouse's simulation sends them) the
   * first paint waits one round trip less (decision 0023).
   */
  documentBytes: number;
  /** The element of the largest paint, as Lighthouse names it (a selector and its text or image). */
  lcpElement: string;
  /** Where the LCP's time goes (Lighthouse's LCP breakdown), ms. */
  lcpBreakdown: { ttfb: number; loadDelay: number; loadTime: number; renderDelay: number };
  /**
   * The longest main-thread tasks (Lighthouse's `long-tasks` audit, simulated at 4× CPU), each with
   * the file it is attributed to: what the total blocking time is made of.
   */
  longTasks: string;
  /** How many runs this row is the median of. */
  runs: number;
}

interface TableDetails {
  type?: string;
  items?: Array<Record<string, unknown>>;
}

/** The LCP element and its phases, from the `largest-contentful-paint-element` audit (Lighthouse 12). */
function lcpDetails(details: unknown): Pick<LighthouseRow, 'lcpElement' | 'lcpBreakdown'> {
  const tables = ((details as { items?: TableDetails[] } | undefined)?.items ?? []).filter((item) => item.type === 'table');
  const node = tables[0]?.items?.[0]?.node as { selector?: string; nodeLabel?: string; snippet?: string } | undefined;
  const phase = (name: string) => {
    const row = tables[1]?.items?.find((item) => item.phase === name);
    return Math.round(Number(row?.timing ?? 0));
  };
  const label = node
    ? `${node.snippet?.match(/^<(\w+)/)?.[1] ?? '?'} ${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 30)}"`
    : 'none';
  return {
    lcpElement: label,
    lcpBreakdown: { ttfb: phase('TTFB'), loadDelay: phase('Load Delay'), loadTime: phase('Load Time'), renderDelay: phase('Render Delay') },
  };
}

/** The three longest tasks as `file ms` (the page itself, a script by its name without hash, or "other"). */
function longestTasks(details: unknown): string {
  const items = ((details as TableDetails | undefined)?.items ?? []) as Array<{ url?: string; duration?: number }>;
  const name = (url = '') => {
    if (!url || url === 'Unattributable') return 'other';
    const file = url.split('/').pop()!.split('?')[0]!;
    return /\.js$/.test(file) ? file.replace(/-[\w-]{8}\.js$/, '') : 'page';
  };
  const longest = [...items].sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0)).slice(0, 3);
  return longest.map((task) => `${name(task.url)} ${Math.round(task.duration ?? 0)}`).join(', ') || 'none';
}

/** The run whose LCP is the median of the runs (its other figures come with it, as measured together). */
function medianRun(rows: LighthouseRow[]): LighthouseRow {
  const sorted = [...rows].sort((a, b) => a.lcpMs - b.lcpMs);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, runs: rows.length };
}

async function startChromium(port: number): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'office-lh-'));
  // A process group of its own: stopping it stops the renderer, GPU and crash-handler processes too.
  const child = spawn(chromiumPath, [...chromiumArgs, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    detached: true,
  });
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/json/version`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    // Chromium's processes write its profile until they have exited: stop the whole group, wait
    // for the browser, then remove the folder. A helper still writing there (seen once, after a
    // 12-minute run) must not end the bench: the folder is then left in the temporary directory.
    stop: async () => {
      const exited = child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        child.kill();
      }
      await exited;
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
      } catch (error) {
        console.warn(
          `Chromium's profile folder ${basename(profile)} could not be removed from the temporary directory (${(error as NodeJS.ErrnoException).code})`,
        );
      }
    },
  };
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse on each path, `runs` times (3 by default, LIGHTHOUSE_RUNS): the row of each path is
 * its median run by LCP (docs/performance.md#goals: median of 3; this machine's figures are noisy).
 */
export async function runLighthouse(
  origin: string,
  paths: string[],
  debuggingPort: number,
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
): Promise<LighthouseRow[]> {
  const chromium = await startChromium(debuggingPort);
  const rows: LighthouseRow[] = [];
  try {
    for (const path of paths) {
      const tries: LighthouseRow[] = [];
      for (let run = 0; run < runs; run++) tries.push(await lighthouseOnce(origin, path, debuggingPort));
      rows.push(medianRun(tries));
    }
  } finally {
    await chromium.stop();
  }
  return rows;
}

/**
 * One Lighthouse run of a page. A run whose trace Lighthouse could not read (NO_NAVSTART and the
 * like, seen now and then on a busy machine) has no metrics: it is run again, up to three times,
 * rather than counted as an LCP of 0 that the median would pick.
 */
async function lighthouseOnce(origin: string, path: string, debuggingPort: number): Promise<LighthouseRow> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${origin}${path}`, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { runtimeError } = result.lhr;
    if (runtimeError) {
      if (attempt < 3) continue;
      throw new Error(`Lighthouse could not measure ${path} in 3 runs: ${runtimeError.code}`);
    }
    const { categories, audits } = result.lhr;
    const summary =
      (audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
    const size = (type: string) => (summary.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
    const row: LighthouseRow = {
      page: path,
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      seo: score(categories.seo?.score),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      scriptKiB: Number(size('script').toFixed(1)),
      totalKiB: Number(size('total').toFixed(1)),
      documentBytes: Number(
        (audits.diagnostics?.details as { items?: Array<{ mainDocumentTransferSize?: number }> } | undefined)?.items?.[0]
          ?.mainDocumentTransferSize ?? 0,
      ),
      ...lcpDetails(audits['largest-contentful-paint-element']?.details),
      longTasks: longestTasks(audits['long-tasks']?.details),
      runs: 1,
    };
    // Failing audits, so a score under 100 says why.
    const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary');
    if (failing.length) print(`\n${path}: failing audits ${failing.map((a) => a.id).join(', ')}`);
    return row;
  }
}

/** A row of the printed table (bench.ts, lighthouse-only.ts). */
export function lighthouseTableRow(r: LighthouseRow): Record<string, string | number> {
  return {
    page: r.page,
    performance: r.performance,
    accessibility: r.accessibility,
    'best practices': r.bestPractices,
    SEO: r.seo,
    'LCP ms (median)': r.lcpMs,
    'goal ms': 1000,
    'TTFB / load delay / load / render delay ms': `${r.lcpBreakdown.ttfb} / ${r.lcpBreakdown.loadDelay} / ${r.lcpBreakdown.loadTime} / ${r.lcpBreakdown.renderDelay}`,
    'LCP element': r.lcpElement,
    CLS: r.cls,
    'TBT ms': r.tbtMs,
    'longest tasks ms (4× CPU)': r.longTasks,
    'document bytes (≤ 14,600: one round trip)': r.documentBytes,
    'JS KiB (compressed)': r.scriptKiB,
    'all KiB': r.totalKiB,
  };
}
