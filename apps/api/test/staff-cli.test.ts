import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { auditLog, staffAccounts } from '../src/db/schema/index.js';
import { apiPackageRoot } from '../src/paths.js';
import { verifyPassword } from '../src/services/staff/password-hashing.js';
import { type TestBackend, testBackends } from './support/databases.js';

/** `pnpm staff:add` as the operator runs it, with the password piped in. */
function staffAdd(env: Record<string, string>, args: string[], stdin: string) {
  const child = spawn(join(apiPackageRoot, 'node_modules/.bin/tsx'), ['src/cli/staff-add.ts', ...args], {
    cwd: apiPackageRoot,
    env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}

/**
 * The database the command writes to, and how to point the command at it: a PGlite directory
 * (the in-memory test database is out of a child process's reach), or the Postgres test database.
 */
async function commandDatabase(backend: TestBackend): Promise<{ env: Record<string, string>; open(): Promise<Database>; drop(): Promise<void> }> {
  if (backend.name === 'postgres') {
    const database = await backend.create();
    return { env: { DATABASE_URL: database.url! }, open: async () => database, drop: () => database.drop() };
  }
  const dir = mkdtempSync(join(tmpdir(), 'office-staff-cli-'));
  return {
    env: { PGLITE_DIR: dir },
    // PGlite allows one process per directory: open it only while no command runs.
    open: () => openDatabase({ pgliteDir: dir }),
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

describe.each(testBackends)('pnpm staff:add on $name', (backend) => {
  let target: Awaited<ReturnType<typeof commandDatabase>>;
  beforeAll(async () => {
    target = await commandDatabase(backend);
  });
  afterAll(async () => {
    await target?.drop();
  });

  // Each command starts tsx and opens the database: seconds each on a busy machine.
  it('creates accounts from a piped password, refuses weak passwords and duplicates, and logs each creation', async () => {
    const first = await staffAdd(target.env, ['Boss@Office.example', '--name', 'Kim Boss'], 'juniper-tollgate-anchor\n');
    expect(first, first.stderr).toMatchObject({ code: 0 });
    expect(first.stdout).toMatch(/created admin account #\d+: boss@office\.example \("Kim Boss"\)/);

    const weak = await staffAdd(target.env, ['helper@office.example'], 'password1234\n');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/too common/);
    const short = await staffAdd(target.env, ['helper@office.example'], 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toMatch(/at least 12 characters/);

    // Once an admin exists, the default role is editor; Windows line endings are fine.
    const second = await staffAdd(target.env, ['helper@office.example'], 'harbor-pencil-thistle\r\n');
    expect(second, second.stderr).toMatchObject({ code: 0 });
    expect(second.stdout).toMatch(/created editor account #\d+: helper@office\.example \("helper"\)/);

    const duplicate = await staffAdd(target.env, ['BOSS@office.example', '--role', 'editor'], 'another-long-phrase\n');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toMatch(/already exists/);
    const badRole = await staffAdd(target.env, ['x@office.example', '--role', 'owner'], 'another-long-phrase\n');
    expect(badRole.code).toBe(1);
    expect(badRole.stderr).toMatch(/--role must be admin or editor/);

    const output = [first, weak, short, second, duplicate].map((r) => r.stdout + r.stderr).join('\n');
    for (const password of ['juniper-tollgate-anchor', 'password1234', 'harbor-pencil-thistle']) expect(output).not.toContain(password);

    const database = await target.open();
    try {
      const accounts = await database.db.select().from(staffAccounts).orderBy(asc(staffAccounts.id));
      expect(accounts.map((a) => [a.email, a.role, a.displayName])).toEqual([
        ['boss@office.example', 'admin', 'Kim Boss'],
        ['helper@office.example', 'editor', 'helper'],
      ]);
      expect(await verifyPassword(accounts[0]!.passwordHash, 'juniper-tollgate-anchor')).toBe(true);
      expect(await verifyPassword(accounts[1]!.passwordHash, 'harbor-pencil-thistle')).toBe(true);
      const entries = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
      expect(entries.map((e) => [e.action, e.actorId, e.targetId, e.detail])).toEqual([
        ['staff.created', null, String(accounts[0]!.id), { email: 'boss@office.example', role: 'admin', via: 'command line' }],
        ['staff.created', null, String(accounts[1]!.id), { email: 'helper@office.example', role: 'editor', via: 'command line' }],
      ]);
    } finally {
      if (backend.name === 'pglite') await database.close();
    }
  }, 180_000);
});
