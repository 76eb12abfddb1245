import { asc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { systemClock } from '@office/api/services/clock';
import { createServices } from '@office/api/services';
import { verifyPassword } from '@office/api/services/staff/password-hashing';
import { throttleKeys } from '@office/api/services/staff/sign-in-throttle';
import { auditLog, staffAccounts, staffSessions } from '@office/db/schema';
import { testBackends } from '@office/testing/databases';
import { runCommand, useCommandDatabase } from '../support/commands.js';

/** `pnpm staff:reset-password` as the operator runs it, with the password piped in. */
const resetPassword = (env: Record<string, string>, args: string[], stdin: string) => runCommand('staff:reset-password', args, env, stdin);

describe.each(testBackends)('pnpm staff:reset-password on $name', (backend) => {
  const target = useCommandDatabase(backend, 'office-staff-reset-');

  it('sets a new password for an admin who lost theirs: sessions end, failed sign-ins are forgotten, the audit log says so', async () => {
    const email = 'boss@office.example';
    let database = await target.open();
    try {
      await database.migrate();
      const services = createServices(database.db, systemClock);
      const admin = await services.staff.accounts.create(
        { email, displayName: 'Kim Boss', role: 'admin', password: 'the password now lost' },
        null,
        'command line',
      );
      await services.staff.sessions.start(admin.id);
      // Guesses at the lost password: the account is blocked for a while.
      for (let i = 0; i < 6; i++) {
        const attempt = await services.staff.throttle.begin([throttleKeys.account(email)]);
        if (!attempt.ok) break;
      }
      expect(await services.staff.throttle.begin([throttleKeys.account(email)])).toMatchObject({ ok: false });
    } finally {
      await target.release(database);
    }

    const reset = await resetPassword(target.env, ['Boss@Office.example'], 'copper-lantern-meadow\n');
    expect(reset, reset.stderr).toMatchObject({ code: 0 });
    expect(reset.stdout).toMatch(/new password set for admin account #\d+: boss@office\.example; its sessions ended\./);

    const unknown = await resetPassword(target.env, ['nobody@office.example'], 'copper-lantern-meadow\n');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/There is no staff account nobody@office\.example; `staff:add` creates one\./);
    const weak = await resetPassword(target.env, [email], 'password1234\n');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toMatch(/too common/);
    const usage = await resetPassword(target.env, [], '');
    expect(usage.code).toBe(2);
    for (const result of [reset, unknown, weak, usage]) {
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(result.stdout + result.stderr).not.toContain('copper-lantern-meadow');
    }

    database = await target.open();
    try {
      const [account] = await database.db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
      expect(await verifyPassword(account!.passwordHash, 'copper-lantern-meadow')).toBe(true);
      expect(await database.db.$count(staffSessions)).toBe(0);
      const entries = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
      expect(entries.at(-1)).toMatchObject({
        action: 'staff.password_changed',
        actorId: null,
        targetId: String(account!.id),
        detail: { email },
      });
      const services = createServices(database.db, systemClock);
      expect(await services.staff.throttle.begin([throttleKeys.account(email)])).toMatchObject({ ok: true });
    } finally {
      await target.release(database);
    }
  }, 300_000);

  it('staff:reset-second-factor removes a lost app and its recovery codes, ends the sessions, and is audited', async () => {
    const email = 'phone-lost@office.example';
    let database = await target.open();
    try {
      await database.migrate();
      const services = createServices(database.db, systemClock);
      const account = await services.staff.accounts.create(
        { email, displayName: 'Lost Phone', role: 'admin', password: 'a phone fell in the sea' },
        null,
        'test',
      );
      const { token } = await services.staff.sessions.start(account.id);
      const enrolment = await services.staff.secondFactor.beginTotp({ ...account });
      const code = new TOTP({ secret: Secret.fromBase32(enrolment.secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
      await services.staff.secondFactor.confirmTotp({ ...account }, token, code);
      expect((await services.staff.secondFactor.status(account.id)).totp).toBe(true);
    } finally {
      await target.release(database);
    }
    const reset = await runCommand('staff:reset-second-factor', ['Phone-Lost@office.example'], target.env);
    expect(reset, reset.stderr).toMatchObject({ code: 0 });
    expect(reset.stdout).toMatch(/second factors of admin account #\d+ \(phone-lost@office\.example\) removed; its sessions ended\./);
    const unknown = await runCommand('staff:reset-second-factor', ['nobody@office.example'], target.env);
    expect(unknown.code).toBe(1);
    expect((await runCommand('staff:reset-second-factor', [], target.env)).code).toBe(2);

    database = await target.open();
    try {
      const services = createServices(database.db, systemClock);
      const [account] = await database.db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
      expect(await services.staff.secondFactor.status(account!.id)).toMatchObject({ totp: false, passkeys: [], recoveryCodesLeft: 0 });
      expect(await database.db.$count(staffSessions, eq(staffSessions.staffId, account!.id))).toBe(0);
      const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.second_factor_reset'));
      expect(entry).toMatchObject({ actorId: null, targetId: String(account!.id), detail: { email, via: 'cli' } });
    } finally {
      await target.release(database);
    }
  });
});
