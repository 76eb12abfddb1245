/**
 * Lighthouse (mobile, default simulated throttling) on the production build, for `pnpm bench`.
 * Drives Debian's Chromium over its debugging port; never downloads a browser.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../../tooling/local-browser.js';

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
}

async function startChromium(port: number): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'office-lh-'));
  const child = spawn(chromiumPath, [...chromiumArgs, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
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
    // Chromium writes its profile until it has exited: wait for that, then remove the folder.
    stop: async () => {
      const exited = child.exitCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill();
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

export async function runLighthouse(origin: string, paths: string[], debuggingPort: number): Promise<LighthouseRow[]> {
  const chromium = await startChromium(debuggingPort);
  const rows: LighthouseRow[] = [];
  try {
    for (const path of paths) {
      const result = await lighthouse(`${origin}${path}`, {
        port: debuggingPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { categories, audits } = result.lhr;
      const summary =
        (audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
      const size = (type: string) => (summary.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
      rows.push({
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
      });
      // Failing audits, so a score under 100 says why.
      const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary');
      if (failing.length) console.log(`  ${path}: ${failing.map((a) => a.id).join(', ')}`);
    }
  } finally {
    await chromium.stop();
  }
  return rows;
}
