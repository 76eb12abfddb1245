/// <reference lib="dom" />
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './local-browser.js';

const repoRoot = join(import.meta.dirname, '../../..');

/** `pnpm dev` as a newcomer starts it (website and console from source), on a free port and a fresh PGlite directory. */
export interface DevServer {
  origin: string;
  output(): string;
  stop(): Promise<void>;
}

export async function startDevServer({ timeoutMs = 120_000 } = {}): Promise<DevServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'office-dev-'));
  const child: ChildProcess = spawn('pnpm', ['dev'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PGLITE_DIR: join(dataDir, 'pglite'), DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: stopping it stops tsx, the server and Vite together.
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr!.on('data', (data: Buffer) => (output += data.toString()));
  const origin = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pnpm dev exited (${child.exitCode}):\n${output}`);
    if (
      await fetch(`${origin}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() - started > timeoutMs) throw new Error(`pnpm dev did not become ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        process.kill(-child.pid!, 'SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
        if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The little of a Playwright page this needs (the packages/testing folder has no Playwright of its own). */
interface PageLike {
  evaluate<R>(fn: () => R): Promise<R>;
  waitForFunction(
    fn: (expected: string) => boolean,
    arg: string,
    options?: { timeout?: number; polling?: number | 'raf' },
  ): Promise<unknown>;
}

/** What `openForHotReload` needs of a Playwright page. */
interface NavigablePage {
  goto(url: string): Promise<unknown>;
  waitForEvent(event: 'console', options: { predicate: (message: { text(): string }) => boolean; timeout?: number }): Promise<unknown>;
}

/**
 * Opens `url` and returns once Vite's client in the page has connected for updates (it logs
 * "[vite] connected."): an edit saved before that reaches no one, and a measurement waiting for it
 * would wait forever. Hydration is no sign of it: the client connects on its own, sometimes later.
 */
export async function openForHotReload(page: NavigablePage, url: string): Promise<void> {
  const connected = page.waitForEvent('console', { predicate: (message) => message.text().includes('[vite] connected'), timeout: 60_000 });
  await page.goto(url);
  await connected;
}

/** The stylesheet module the measurement edits, and the element its first style is on. */
const styleFile = join(repoRoot, 'apps/web/src/components/header.css.ts');
const styleAnchor = 'export const header = style({';

/**
 * Edits a vanilla-extract style of the site header (its outline colour), and measures how long the
 * open page takes to show it; checks it came by hot module reload, not a page load. The file is
 * restored whatever happens.
 */
export async function measureStyleReload(page: PageLike, colour: string): Promise<{ ms: number; reloaded: boolean }> {
  const original = readFileSync(styleFile, 'utf8');
  if (!original.includes(styleAnchor)) throw new Error(`${styleFile} no longer has ${styleAnchor}`);
  await page.evaluate(() => ((window as unknown as { devMarker?: boolean }).devMarker = true));
  const headerOutline = (expected: string, equal: boolean) =>
    page.waitForFunction(
      // Runs in the page: the argument is "<colour>|<equal>".
      (arg) => {
        const [want, same] = arg.split('|');
        const header = document.querySelector('header');
        return header !== null && (getComputedStyle(header).outlineColor === want) === (same === 'true');
      },
      `${expected}|${equal}`,
      { timeout: 30_000, polling: 'raf' },
    );
  let ms: number;
  try {
    const startedAt = performance.now();
    writeFileSync(styleFile, original.replace(styleAnchor, `${styleAnchor}\n  outlineColor: '${colour}',`));
    await headerOutline(colour, true);
    ms = performance.now() - startedAt;
  } finally {
    writeFileSync(styleFile, original);
  }
  // The restored file reaches the page too before the next edit; a page load either update
  // caused (an importer React Refresh cannot swap) has happened by then.
  await headerOutline(colour, false);
  const reloaded = !(await page.evaluate(() => (window as unknown as { devMarker?: boolean }).devMarker === true));
  return { ms, reloaded };
}
