import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Database, openDatabase } from '@office/db/client';
import { serverPackageRoot } from '../../src/paths.js';
import { afterAll, beforeAll } from 'vitest';
import type { TestBackend } from '@office/testing/databases';

export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A command of the operator's command line (src/cli/main.ts) as the operator runs it in the
 * repository (`pnpm staff:add …` is tsx on main.ts), with `stdin` piped in.
 */
export function runCommand(command: string, args: string[], env: Record<string, string>, stdin = ''): Promise<CommandResult> {
  return runProcess(join(serverPackageRoot, 'node_modules/.bin/tsx'), ['src/cli/main.ts', command, ...args], serverPackageRoot, env, stdin);
}

/** A process with only PATH and `env` for environment and `stdin` piped in; resolves when it exits. */
export function runProcess(file: string, args: string[], cwd: string, env: Record<string, string>, stdin = ''): Promise<CommandResult> {
  const child = spawn(file, args, {
    cwd,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  child.stdin.end(stdin);
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

export interface CommandDatabase {
  /** The variables that point a command at the database. */
  env: Record<string, string>;
  open(): Promise<Database>;
  /** Closes what `open` opened, where another process needs the database (PGlite). */
  release(database: Database): Promise<void>;
  drop(): Promise<void>;
}

/**
 * The database a command writes to, and how to point the command at it: a PGlite directory
 * (the in-memory test database is out of a child process's reach), or the Postgres test database.
 */
async function commandDatabase(backend: TestBackend, prefix: string): Promise<CommandDatabase> {
  if (backend.name === 'postgres') {
    const database = await backend.create();
    return { env: { DATABASE_URL: database.url! }, open: async () => database, release: async () => {}, drop: () => database.drop() };
  }
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    env: { PGLITE_DIR: dir },
    // PGlite allows one process per directory: open it only while no command runs.
    open: () => openDatabase({ pgliteDir: dir }),
    release: (database) => database.close(),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A command database for the tests of one describe block (its fields are set in beforeAll), dropped after them. */
export function useCommandDatabase(backend: TestBackend, prefix: string): CommandDatabase {
  const target = {} as CommandDatabase;
  beforeAll(async () => {
    Object.assign(target, await commandDatabase(backend, prefix));
  });
  afterAll(async () => {
    await target.drop?.();
  });
  return target;
}
