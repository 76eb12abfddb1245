/// <reference lib="dom" />
import { chromium } from 'playwright-core';
import { measureStyleReload, openForHotReload, startDevServer } from '@office/testing/dev-server';
import { chromiumArgs, chromiumPath } from '@office/testing/local-browser';

/**
 * `pnpm dev`'s loop: from saving a vanilla-extract style to the open, server-rendered page showing
 * it (hot module reload, no page load), several times on one running dev server.
 */
export async function measureHotReload(trials = 5): Promise<Array<Record<string, string | number>>> {
  const server = await startDevServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    await openForHotReload(page, `${server.origin}/`);
    await page.waitForFunction(() => Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactFiber$')));
    const times: number[] = [];
    for (let i = 0; i < trials; i++) {
      const { ms, reloaded } = await measureStyleReload(page, `rgb(${i + 1}, 2, 3)`);
      if (reloaded) throw new Error('the page was loaded again instead of hot-reloaded');
      times.push(ms);
    }
    const sorted = [...times].sort((a, b) => a - b);
    return [
      {
        change: 'style (.css.ts) → open page /',
        trials,
        'min ms': Math.round(sorted[0]!),
        'median ms': Math.round(sorted[Math.floor(trials / 2)]!),
        'max ms': Math.round(sorted[trials - 1]!),
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
  }
}
