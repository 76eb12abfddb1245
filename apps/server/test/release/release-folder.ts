import { type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildRelease, type ReleaseSummary } from '../../scripts/release.js';

/** How long building the release may take: turbo's build (cached after the first) and pnpm deploy, on a busy two-core machine. */
export const releaseBuildTimeoutMs = 600_000;

/** A release folder (`pnpm release`) in a temporary folder of its own, built before the file's tests and removed after them. */
export function useRelease(): { dir: string; summary: ReleaseSummary } {
  const release = {} as { dir: string; summary: ReleaseSummary };
  let parent: string | undefined;
  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'office-release-'));
    release.dir = join(parent, 'release');
    release.summary = await oneBuildAtATime(() => buildRelease(release.dir, { log: () => {} }));
  }, releaseBuildTimeoutMs);
  afterAll(() => {
    if (parent) rmSync(parent, { recursive: true, force: true });
  });
  return release;
}

/**
 * Runs `build` while no other test file builds a release (they run in parallel: two turbo builds
 * and two pnpm deploys at once would write the same dist folders and compete for two cores).
 * A folder is the lock: making one is atomic; a holder that died leaves its pid, which is cleared.
 */
async function oneBuildAtATime<T>(build: () => T): Promise<T> {
  const lock = join(tmpdir(), 'office-release-build.lock');
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      let holder = 0;
      try {
        holder = Number(readFileSync(join(lock, 'pid'), 'utf8'));
      } catch {
        // Made a moment ago (its pid not written yet), or removed a moment ago.
      }
      const abandoned = holder ? !alive(holder) : Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > 60_000;
      if (abandoned) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  try {
    return build();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}

/**
 * The release's start command (its package.json `start`, the flags of apps/server's): the
 * environment it sets and node's arguments, so that the tests start what an operator starts.
 */
export function releaseStartCommand(dir: string): { env: Record<string, string>; args: string[] } {
  const script = (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const words = script.split(/\s+/);
  const node = words.indexOf('node');
  if (node < 0) throw new Error(`the release's start script does not run node: ${script}`);
  return { env: Object.fromEntries(words.slice(0, node).map((word) => word.split('=') as [string, string])), args: words.slice(node + 1) };
}

/** Resolves once `origin/readyz` answers 200; fails when the process exits first or after `timeoutMs`. */
export async function waitUntilReady(origin: string, child: ChildProcess, output: () => string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${origin}/readyz did not answer 200 within ${timeoutMs / 1000} s:\n${output()}`);
}

/** The exit code (or signal) of a child, once it has exited. */
export const exitOf = (child: ChildProcess) =>
  new Promise<number | NodeJS.Signals | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? child.signalCode);
    else child.once('exit', (code, signal) => resolve(code ?? signal));
  });
