import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staffAccounts } from '@office/db/schema';
import { verifyPassword } from '@office/api/services/staff/password-hashing';
import { runCommand, useCommandDatabase } from '../support/commands.js';
import { testBackends } from '@office/testing/databases';

/** `pnpm staff:add` as the operator runs it, with the password piped in. */
const staffAdd = (env: Record<string, string>, args: string[], stdin: string) => runCommand('staff:add', args, env, stdin);

describe.each(testBackends)('pnpm staff:add on $name', (backend) => {
  const target = useCommandDatabase(backend, 'office-staff-cli-');

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
    // Wrong usage: exit 2, the reason and the usage line, no stack.
    const badRole = await staffAdd(target.env, ['x@office.example', '--role', 'owner'], 'another-long-phrase\n');
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toMatch(/--role must be admin or editor\nusage: pnpm staff:add <email>/);
    expect(badRole.stderr).not.toMatch(/\n\s+at /);

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
      await target.release(database);
    }
  }, 180_000);
});
