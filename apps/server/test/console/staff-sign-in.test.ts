import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { auditLog, staffAccounts, staffSessions } from '@office/db/schema';
import { sessionIdOf } from '@office/api/services/staff/sessions';
import { ConsoleClient, type ConsoleTestContext, errorOf, minutes, signedIn, testStaff, useConsoleApp } from '../support/console.js';
import { testBackends } from '@office/testing/databases';

const { admin, editor } = testStaff;
const neutral = { statusCode: 401, message: 'Email or password is incorrect.' };

/** The raw Set-Cookie header of the session cookie. */
const sessionSetCookie = (header: string | string[] | number | undefined) =>
  [header ?? []]
    .flat()
    .map(String)
    .find((value) => /office_session=/.test(value));

async function signInFails(client: ConsoleClient, email: string, password: string) {
  const response = await client.signIn(email, password);
  const error = errorOf(response);
  return { statusCode: response.statusCode, message: error.message, retryAfterSeconds: error.data.retryAfterSeconds };
}

describe.each(testBackends)('staff sign-in on $name', (backend) => {
  const ctx = useConsoleApp(backend);

  it('sets a __Host- session cookie (HttpOnly, Secure, SameSite=Strict, Path=/, no Domain) and returns the staff member and a CSRF token', async () => {
    const client = new ConsoleClient(ctx);
    const response = await client.signIn(admin.email.toUpperCase(), admin.password);
    expect(response.statusCode).toBe(200);
    const data = response.json().result.data;
    expect(data.staff).toEqual({ id: expect.any(Number), email: admin.email, displayName: admin.displayName, role: 'admin' });
    expect(data.csrfToken).toMatch(/^[\w-]{43}$/);

    const header = sessionSetCookie(response.headers['set-cookie'])!;
    expect(header).toMatch(/^__Host-office_session=[\w-]{43};/);
    const attributes = header
      .split(';')
      .slice(1)
      .map((a) => a.trim().toLowerCase());
    expect(attributes.sort()).toEqual(['httponly', 'path=/', 'samesite=strict', 'secure']);
  });

  it('stores only the SHA-256 of the session token', async () => {
    const client = await signedIn(ctx, 'editor');
    const token = client.cookie!.value;
    const rows = await ctx.database.db.select().from(staffSessions);
    expect(rows.some((row) => row.id === sessionIdOf(token))).toBe(true);
    expect(sessionIdOf(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('answers an unknown email, a wrong password and a disabled account identically', async () => {
    const ghost = await ctx.services.staff.accounts.create(
      { email: 'gone@office.example', displayName: 'Gone', role: 'editor', password: 'copper-lantern-meadow' },
      null,
    );
    await ctx.services.staff.accounts.disable(ghost.id, null);
    const answers = [
      await signInFails(new ConsoleClient(ctx), 'nobody@office.example', admin.password),
      await signInFails(new ConsoleClient(ctx), admin.email, 'wrong-password-here'),
      await signInFails(new ConsoleClient(ctx), 'gone@office.example', 'copper-lantern-meadow'),
      await signInFails(new ConsoleClient(ctx), 'not an email', 'x'),
    ];
    for (const answer of answers) expect(answer).toEqual({ ...neutral, retryAfterSeconds: undefined });
  });

  it('issues a new session at sign-in: the cookie sent along is ended, not reused', async () => {
    const client = await signedIn(ctx, 'editor');
    const old = client.cookie!;
    const again = await client.signIn(editor.email, editor.password);
    expect(again.statusCode).toBe(200);
    expect(client.cookie!.value).not.toBe(old.value);
    expect((await client.call('auth.me', 'query')).statusCode).toBe(200);

    const stale = new ConsoleClient(ctx);
    stale.cookie = old;
    expect((await stale.call('auth.me', 'query')).statusCode).toBe(401);
  });

  it('sign-out ends the session on the server and clears the cookie', async () => {
    const client = await signedIn(ctx, 'editor');
    const token = client.cookie!;
    const response = await client.call('auth.signOut', 'mutation');
    expect(response.statusCode).toBe(200);
    expect(sessionSetCookie(response.headers['set-cookie'])).toMatch(/^__Host-office_session=;.*Expires=Thu, 01 Jan 1970/);
    const rows = await ctx.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.id, sessionIdOf(token.value)));
    expect(rows).toEqual([]);

    const replay = new ConsoleClient(ctx);
    replay.cookie = token;
    replay.csrfToken = client.csrfToken;
    expect((await replay.call('auth.me', 'query')).statusCode).toBe(401);
    expect((await replay.call('auth.signOut', 'mutation')).statusCode).toBe(401);
  });

  it('auth.me returns the staff member and the CSRF token; 401 without a session', async () => {
    const client = await signedIn(ctx, 'admin');
    const me = await client.call('auth.me', 'query');
    expect(me.json().result.data).toEqual({
      staff: { id: expect.any(Number), email: admin.email, displayName: admin.displayName, role: 'admin' },
      csrfToken: client.csrfToken,
      // No second factor is due where STAFF_SECOND_FACTOR is optional and the account has none (decision 0040).
      stage: 'complete',
    });
    const anonymous = await new ConsoleClient(ctx).call('auth.me', 'query');
    expect(anonymous.statusCode).toBe(401);
  });

  it('a session ends after 30 idle minutes; activity keeps it, touching last_seen_at at most once a minute', async () => {
    const client = await signedIn(ctx, 'editor');
    const id = sessionIdOf(client.cookie!.value);
    const lastSeen = async () =>
      (await ctx.database.db.select().from(staffSessions).where(eq(staffSessions.id, id)))[0]?.lastSeenAt.getTime();
    const signedInAt = await lastSeen();

    ctx.clock.advance(30_000);
    expect((await client.call('auth.me', 'query')).statusCode).toBe(200);
    expect(await lastSeen()).toBe(signedInAt);
    ctx.clock.advance(31_000);
    expect((await client.call('auth.me', 'query')).statusCode).toBe(200);
    expect(await lastSeen()).toBe(ctx.clock.now().getTime());

    ctx.clock.advance(minutes(29));
    expect((await client.call('auth.me', 'query')).statusCode).toBe(200);
    ctx.clock.advance(minutes(30));
    expect((await client.call('auth.me', 'query')).statusCode).toBe(401);
    expect(await lastSeen()).toBeUndefined();
  });

  it('a session ends 12 hours after sign-in however active it is', async () => {
    const client = await signedIn(ctx, 'editor');
    for (let elapsed = 0; elapsed < minutes(12 * 60 - 20); elapsed += minutes(20)) {
      ctx.clock.advance(minutes(20));
      expect((await client.call('auth.me', 'query')).statusCode, `after ${elapsed / 60_000 + 20} minutes`).toBe(200);
    }
    ctx.clock.advance(minutes(19));
    expect((await client.call('auth.me', 'query')).statusCode).toBe(200);
    ctx.clock.advance(minutes(1));
    expect((await client.call('auth.me', 'query')).statusCode).toBe(401);
  });

  it('changing a password ends every session of the account and gives the caller a new one', async () => {
    await ctx.services.staff.accounts.create(
      { email: 'changer@office.example', displayName: 'Changer', role: 'editor', password: 'first-walnut-ribbon' },
      null,
    );
    const first = new ConsoleClient(ctx);
    await first.signIn('changer@office.example', 'first-walnut-ribbon');
    const second = new ConsoleClient(ctx);
    await second.signIn('changer@office.example', 'first-walnut-ribbon');

    const wrong = await first.call('auth.changePassword', 'mutation', {
      input: { currentPassword: 'nope', newPassword: 'second-walnut-ribbon' },
    });
    expect(wrong.statusCode).toBe(400);
    const weak = await first.call('auth.changePassword', 'mutation', {
      input: { currentPassword: 'first-walnut-ribbon', newPassword: 'password1234' },
    });
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak).data.fields).toEqual([expect.objectContaining({ field: 'password' })]);

    const changed = await first.call('auth.changePassword', 'mutation', {
      input: { currentPassword: 'first-walnut-ribbon', newPassword: 'second-walnut-ribbon' },
    });
    expect(changed.statusCode).toBe(200);
    first.csrfToken = changed.json().result.data.csrfToken;
    expect((await first.call('auth.me', 'query')).statusCode).toBe(200);
    expect((await second.call('auth.me', 'query')).statusCode).toBe(401);
    expect((await new ConsoleClient(ctx).signIn('changer@office.example', 'first-walnut-ribbon')).statusCode).toBe(401);
    expect((await new ConsoleClient(ctx).signIn('changer@office.example', 'second-walnut-ribbon')).statusCode).toBe(200);
  });

  it('a stored hash with weaker settings is replaced at the next sign-in', async () => {
    const weaker = await argon2.hash(editor.password, { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    await ctx.database.db.update(staffAccounts).set({ passwordHash: weaker }).where(eq(staffAccounts.email, editor.email));
    expect((await new ConsoleClient(ctx).signIn(editor.email, editor.password)).statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(staffAccounts).where(eq(staffAccounts.email, editor.email));
    expect(after!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=47104,/);
  });
});

describe.each(testBackends)('sign-in throttling on $name', (backend) => {
  const ctx = useConsoleApp(backend);

  it('per account: after 3 failures (from any addresses) a growing delay that blocks even the right password', async () => {
    const attempt = (password: string) => signInFails(new ConsoleClient(ctx), editor.email, password);
    expect(await attempt('wrong-1')).toEqual({ ...neutral, retryAfterSeconds: undefined });
    expect(await attempt('wrong-2')).toEqual({ ...neutral, retryAfterSeconds: undefined });
    expect(await attempt('wrong-3')).toEqual({ ...neutral, retryAfterSeconds: 1 });
    // Blocked: the right password gets the same answer, and is not even checked.
    expect(await attempt(editor.password)).toEqual({ ...neutral, retryAfterSeconds: 1 });

    ctx.clock.advance(1000);
    expect(await attempt('wrong-4')).toEqual({ ...neutral, retryAfterSeconds: 2 });
    ctx.clock.advance(2000);
    expect(await attempt('wrong-5')).toEqual({ ...neutral, retryAfterSeconds: 4 });
    ctx.clock.advance(1000);
    expect(await attempt(editor.password)).toEqual({ ...neutral, retryAfterSeconds: 3 });
    // Another account is not blocked.
    expect((await new ConsoleClient(ctx).signIn(admin.email, admin.password)).statusCode).toBe(200);

    ctx.clock.advance(3000);
    expect((await new ConsoleClient(ctx).signIn(editor.email, editor.password)).statusCode).toBe(200);
    // Success forgot the account's failures: two new failures do not block.
    expect(await attempt('wrong-6')).toEqual({ ...neutral, retryAfterSeconds: undefined });
    expect(await attempt('wrong-7')).toEqual({ ...neutral, retryAfterSeconds: undefined });
    expect((await new ConsoleClient(ctx).signIn(editor.email, editor.password)).statusCode).toBe(200);

    const reasons = (await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign_in_failed'))).map(
      (row) => row.detail.reason,
    );
    expect(reasons.filter((reason) => reason === 'throttled')).toHaveLength(2);
  });

  it('guesses sent all at once are checked one after another: only the free three reach the password check', async () => {
    const before = Math.max(0, ...(await ctx.database.db.select({ id: auditLog.id }).from(auditLog)).map((row) => row.id));
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => signInFails(new ConsoleClient(ctx), editor.email, `parallel-guess-${n}`)),
    );
    expect(answers.filter((answer) => answer.retryAfterSeconds === undefined)).toHaveLength(2);
    const reasons = (await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign_in_failed')))
      .filter((row) => row.id > before)
      .map((row) => row.detail.reason);
    expect(reasons.filter((reason) => reason === 'wrong_password')).toHaveLength(3);
    expect(reasons.filter((reason) => reason === 'throttled')).toHaveLength(5);
  });

  it('per account, also for emails that have no account (the answer never tells which exist)', async () => {
    const attempt = () => signInFails(new ConsoleClient(ctx), 'nobody-here@office.example', 'whatever-it-is');
    await attempt();
    await attempt();
    expect(await attempt()).toEqual({ ...neutral, retryAfterSeconds: 1 });
  });

  it('per address: failures against several accounts from one address block that address only', async () => {
    const attacker = new ConsoleClient(ctx);
    expect(await signInFails(attacker, 'a1@office.example', 'guess-one')).toMatchObject({ retryAfterSeconds: undefined });
    expect(await signInFails(attacker, 'a2@office.example', 'guess-two')).toMatchObject({ retryAfterSeconds: undefined });
    expect(await signInFails(attacker, 'a3@office.example', 'guess-three')).toEqual({ ...neutral, retryAfterSeconds: 1 });
    expect(await signInFails(attacker, admin.email, admin.password)).toEqual({ ...neutral, retryAfterSeconds: 1 });
    // The same account from another address signs in.
    expect((await new ConsoleClient(ctx).signIn(admin.email, admin.password)).statusCode).toBe(200);
    ctx.clock.advance(1000);
    expect((await attacker.signIn(admin.email, admin.password)).statusCode).toBe(200);
  });

  it('caps the delay at 15 minutes and forgets failures a day old', async () => {
    const attempt = () => signInFails(new ConsoleClient(ctx), 'patient@office.example', 'another-guess');
    let last: number | undefined;
    for (let failure = 1; failure <= 14; failure++) {
      last = (await attempt()).retryAfterSeconds;
      ctx.clock.advance((last ?? 0) * 1000);
    }
    expect(last).toBe(900);
    ctx.clock.advance(minutes(24 * 60));
    expect((await attempt()).retryAfterSeconds).toBeUndefined();
  });

  it('is shared by every app process on the database', async () => {
    const other = await buildApp({
      config: { LOG_LEVEL: 'silent', TRUST_PROXY: false, PUBLIC_ORIGIN: ctx.publicOrigin, GOOGLE_MAPS_API_KEY: undefined },
      database: ctx.database,
      clock: ctx.clock,
    });
    try {
      const otherCtx: ConsoleTestContext = { ...ctx, app: other.app, services: other.services };
      for (let i = 0; i < 3; i++) await signInFails(new ConsoleClient(ctx), 'shared@office.example', 'guess');
      expect(await signInFails(new ConsoleClient(otherCtx), 'shared@office.example', 'guess')).toEqual({
        ...neutral,
        retryAfterSeconds: 1,
      });
    } finally {
      await other.app.close();
    }
  });
});

describe.each(testBackends)('the session cookie in development (http://localhost) on $name', (backend) => {
  const ctx = useConsoleApp(backend, 'http://localhost:3000');

  it('is office_session without Secure (browsers drop Secure cookies over plain http), still HttpOnly and SameSite=Strict', async () => {
    const client = new ConsoleClient(ctx);
    const response = await client.signIn(admin.email, admin.password);
    expect(response.statusCode).toBe(200);
    const header = sessionSetCookie(response.headers['set-cookie'])!;
    expect(header).toMatch(/^office_session=[\w-]{43};/);
    expect(
      header
        .split(';')
        .slice(1)
        .map((a) => a.trim().toLowerCase())
        .sort(),
    ).toEqual(['httponly', 'path=/', 'samesite=strict']);
    expect((await client.call('auth.me', 'query')).statusCode).toBe(200);
  });
});

describe.each(testBackends)('the audit log of sign-ins and account changes on $name', (backend) => {
  const ctx = useConsoleApp(backend);

  it('records sign-in, failure, sign-out, staff.created and role changes, and never a password or token', async () => {
    const secrets: string[] = [admin.password, editor.password, 'a-wrong-password', 'new-person-password-9'];
    await new ConsoleClient(ctx).signIn(admin.email, 'a-wrong-password');
    await new ConsoleClient(ctx).signIn('typo@office.example', 'a-wrong-password');
    const client = await signedIn(ctx, 'admin');
    secrets.push(client.cookie!.value, client.csrfToken!);
    const created = await client.call('staff.create', 'mutation', {
      input: { email: 'new@office.example', displayName: 'New Person', role: 'editor', password: 'new-person-password-9' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().result.data.id;
    expect((await client.call('staff.setRole', 'mutation', { input: { id, role: 'admin' } })).statusCode).toBe(200);
    expect((await client.call('staff.disable', 'mutation', { input: { id } })).statusCode).toBe(200);
    expect((await client.call('staff.enable', 'mutation', { input: { id } })).statusCode).toBe(200);
    const list = await client.call('audit.list', 'query', { input: { limit: 200 } });
    expect((await client.call('auth.signOut', 'mutation')).statusCode).toBe(200);

    const rows = await ctx.database.db.select().from(auditLog);
    const adminId = rows.find((row) => row.action === 'auth.signed_in')!.actorId;
    const actions = rows.map((row) => [row.action, row.actorEmail, row.targetType, row.targetId, row.detail]);
    // Where from: every entry made for a request names the client's address (the access record, decision 0039).
    for (const row of rows.filter((entry) => ['auth.signed_in', 'auth.signed_out'].includes(entry.action)))
      expect(row.address).toBe(client.address);
    for (const row of rows.filter((entry) => entry.action === 'auth.sign_in_failed')) expect(row.address).toMatch(/^10\.\d+\.\d+\.\d+$/);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['staff.created', null, 'staff', String(adminId), { email: admin.email, role: 'admin', via: 'test' }],
        ['auth.sign_in_failed', null, 'staff', String(adminId), { reason: 'wrong_password' }],
        ['auth.sign_in_failed', null, null, null, { reason: 'unknown_account' }],
        ['auth.signed_in', admin.email, 'staff', String(adminId), { method: 'password', stage: 'complete' }],
        ['staff.created', admin.email, 'staff', String(id), { email: 'new@office.example', role: 'editor', via: 'console' }],
        ['staff.role_changed', admin.email, 'staff', String(id), { email: 'new@office.example', from: 'editor', to: 'admin' }],
        ['staff.disabled', admin.email, 'staff', String(id), { email: 'new@office.example' }],
        ['staff.enabled', admin.email, 'staff', String(id), { email: 'new@office.example' }],
        ['auth.signed_out', admin.email, 'staff', String(adminId), {}],
      ]),
    );
    // The typed email of an unknown account is not kept (people type passwords there).
    const everything = JSON.stringify(rows) + list.body;
    expect(everything).not.toContain('typo@office.example');
    expect(everything).not.toContain('New Person');
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/\$argon2/);
  });
});
