import { describe, expect, it } from 'vitest';
import { appRouter } from '@office/api/trpc';
import { adminRouter } from '@office/api/admin-trpc';
import type { AdminMeta } from '@office/api/trpc/admin/console-procedures';
import { ConsoleClient, errorOf, signedIn, testStaff, useConsoleApp } from '../support/console.js';
import { testBackends } from '@office/testing/databases';

interface ProcedureDefinition {
  _def: { type: 'query' | 'mutation' | 'subscription'; meta?: AdminMeta };
}
/** Every console procedure, read from the router: a new one is covered without touching this file. */
const procedures = Object.entries(adminRouter._def.procedures as unknown as Record<string, ProcedureDefinition>).map(
  ([path, { _def }]) => ({
    path,
    type: _def.type,
    kind: _def.type === 'query' ? ('query' as const) : ('mutation' as const),
    access: _def.meta?.access,
  }),
);
const open = procedures.filter((p) => p.access === 'anyone').map((p) => p.path);
const guarded = procedures.filter((p) => p.access !== 'anyone');
const adminOnly = procedures.filter((p) => p.access === 'admin');

describe('the console router', () => {
  it("says who may call each procedure; only signing in and the site's configured address are open to anyone", () => {
    expect(procedures.length).toBeGreaterThanOrEqual(9);
    for (const { path, access } of procedures) expect(['anyone', 'session', 'enrolment', 'staff', 'admin'], path).toContain(access);
    // goLive.site: the public origin, so a sign-in screen opened elsewhere can say so (decision 0038).
    // The passkey's two steps: a passkey signs in on its own (decision 0040).
    expect(open.sort()).toEqual(['auth.passkeyOptions', 'auth.signIn', 'auth.signInWithPasskey', 'goLive.site']);
    // What a session whose second factor is still due may do: say who it is, sign out, take the step.
    expect(
      procedures
        .filter((p) => p.access === 'session')
        .map((p) => p.path)
        .sort(),
    ).toEqual(['auth.me', 'auth.signOut', 'auth.verifyCode']);
    expect(procedures.filter((p) => p.type === 'subscription')).toEqual([]);
    expect(adminOnly.map((p) => p.path).sort()).toEqual(
      expect.arrayContaining(['audit.list', 'staff.create', 'staff.disable', 'staff.enable', 'staff.list', 'staff.setRole']),
    );
  });

  it('is not part of the public router', () => {
    const publicPaths = Object.keys(appRouter._def.procedures);
    for (const { path } of procedures) expect(publicPaths).not.toContain(path);
  });
});

describe.each(testBackends)('console access on $name', (backend) => {
  const ctx = useConsoleApp(backend);

  it.each(guarded.map((p) => [p.path, p]))('%s refuses anonymous callers with 401', async (_path, { path, kind }) => {
    const response = await new ConsoleClient(ctx).call(path, kind);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).data.code).toBe('UNAUTHORIZED');
  });

  it('every procedure refuses a session cookie that names no session (401)', async () => {
    const forged = new ConsoleClient(ctx);
    forged.cookie = { name: '__Host-office_session', value: 'A'.repeat(43) };
    forged.csrfToken = 'A'.repeat(43);
    for (const { path, kind } of guarded) expect((await forged.call(path, kind)).statusCode, path).toBe(401);
  });

  it.each(adminOnly.map((p) => [p.path, p]))('%s refuses editors with 403, even with a valid CSRF token', async (_path, { path, kind }) => {
    const editor = await signedIn(ctx, 'editor');
    const response = await editor.call(path, kind);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).message).toBe('Only admins may do this.');
  });

  it.each(guarded.filter((p) => p.access !== 'admin').map((p) => [p.path, p]))(
    '%s is open to editors (never 401/403 once signed in)',
    async (_path, { path, kind }) => {
      const editor = await signedIn(ctx, 'editor');
      // Without input most answer 400; what matters is that the role and the session are accepted.
      expect([401, 403]).not.toContain((await editor.call(path, kind)).statusCode);
    },
  );

  it('an editor may use what is not admin-only', async () => {
    const editor = await signedIn(ctx, 'editor');
    expect((await editor.call('auth.me', 'query')).statusCode).toBe(200);
    expect((await editor.call('auth.signOut', 'mutation')).statusCode).toBe(200);
  });

  describe('CSRF', () => {
    const mutations = guarded.filter((p) => p.kind === 'mutation');

    it.each(mutations.map((p) => [p.path, p]))('%s without the x-csrf-token header is 403', async (_path, { path }) => {
      const admin = await signedIn(ctx, 'admin');
      const response = await admin.call(path, 'mutation', { csrfToken: null });
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toMatch(/CSRF/);
    });

    it('a wrong token, or the token of another session, is 403', async () => {
      const admin = await signedIn(ctx, 'admin');
      const other = await signedIn(ctx, 'admin');
      expect(
        (await admin.call('staff.setRole', 'mutation', { csrfToken: 'x'.repeat(43), input: { id: 1, role: 'admin' } })).statusCode,
      ).toBe(403);
      expect(
        (await admin.call('staff.setRole', 'mutation', { csrfToken: other.csrfToken!, input: { id: 1, role: 'admin' } })).statusCode,
      ).toBe(403);
      expect((await admin.call('staff.setRole', 'mutation', { input: { id: 1, role: 'admin' } })).statusCode).toBe(200);
    });

    it('a request from another site is 403 even with the right token, sign-in included', async () => {
      const admin = await signedIn(ctx, 'admin');
      const input = { id: 1, role: 'admin' };
      expect((await admin.call('staff.setRole', 'mutation', { input, origin: 'https://evil.example' })).statusCode).toBe(403);
      expect((await admin.call('staff.setRole', 'mutation', { input, origin: 'http://office.example' })).statusCode).toBe(403);
      expect((await admin.call('staff.setRole', 'mutation', { input, origin: 'null' })).statusCode).toBe(403);
      // No Origin, but the browser says the request is cross-site.
      expect(
        (await admin.call('staff.setRole', 'mutation', { input, origin: null, headers: { 'sec-fetch-site': 'cross-site' } })).statusCode,
      ).toBe(403);
      // Clients that send no Origin (scripts, older browsers) still need the token.
      expect((await admin.call('staff.setRole', 'mutation', { input, origin: null })).statusCode).toBe(200);

      const { email, password } = testStaff.admin;
      const foreignSignIn = await new ConsoleClient(ctx).call('auth.signIn', 'mutation', {
        input: { email, password },
        origin: 'https://evil.example',
      });
      expect(foreignSignIn.statusCode).toBe(403);
      expect(foreignSignIn.headers['set-cookie']).toBeUndefined();
    });

    it('queries cannot be sent as POST, so every state change goes through the checks', async () => {
      const admin = await signedIn(ctx, 'admin');
      const response = await admin.call('staff.list', 'mutation', { csrfToken: null });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).not.toBe(200);
    });
  });

  it('everything under /admin is sent with X-Robots-Tag: noindex, and console answers are never cached', async () => {
    for (const url of ['/admin', '/admin/', '/admin/notices?page=2', '/admin/trpc/auth.me']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.headers['x-robots-tag'], url).toMatch(/\bnoindex\b/);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/trpc/auth.me' })).headers['cache-control']).toBe('no-store');
    for (const url of ['/api/common/notices/', '/administration']) {
      expect((await ctx.app.inject({ method: 'GET', url })).headers['x-robots-tag'], url).toBeUndefined();
    }
  });
});

describe.each(testBackends)('staff accounts and the audit log through the console on $name', (backend) => {
  const ctx = useConsoleApp(backend);

  it('staff.list shows the accounts without password hashes', async () => {
    const admin = await signedIn(ctx, 'admin');
    const response = await admin.call('staff.list', 'query');
    const list = response.json().result.data;
    expect(list.map((s: { email: string }) => s.email)).toEqual([testStaff.admin.email, testStaff.editor.email]);
    expect(response.body).not.toMatch(/argon2|password/i);
  });

  it('staff.create refuses a weak password with the reason, a duplicate email (any case) with 409', async () => {
    const admin = await signedIn(ctx, 'admin');
    const input = { email: 'Third@Office.example', displayName: 'Third', role: 'editor', password: 'third-person-phrase' };
    const weak = await admin.call('staff.create', 'mutation', { input: { ...input, password: 'password1234' } });
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak).data.fields).toEqual([
      { field: 'password', code: 'weak_password', reason: 'too_common', message: expect.stringMatching(/too common/) },
    ]);
    expect(errorOf(weak).data.problem).toBe('weak_password');
    const ownEmail = await admin.call('staff.create', 'mutation', { input: { ...input, password: 'my third@office.example' } });
    expect(errorOf(ownEmail).data.fields?.[0]).toMatchObject({ code: 'weak_password', reason: 'contains_email' });
    const short = await admin.call('staff.create', 'mutation', { input: { ...input, password: 'short' } });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).message).toMatch(/at least 12/);

    const created = await admin.call('staff.create', 'mutation', { input });
    expect(created.statusCode).toBe(200);
    expect(created.json().result.data).toMatchObject({ email: 'third@office.example', role: 'editor', disabledAt: null });
    const duplicate = await admin.call('staff.create', 'mutation', { input: { ...input, email: 'THIRD@office.example' } });
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate).data.problem).toBe('email_taken');
    const badEmail = await admin.call('staff.create', 'mutation', { input: { ...input, email: 'not-an-email' } });
    expect(badEmail.statusCode).toBe(400);
    expect(errorOf(badEmail).data.fields).toEqual([expect.objectContaining({ field: 'email' })]);
  });

  it('a role change applies to open sessions at once; the last active admin cannot be demoted or disabled', async () => {
    const admin = await signedIn(ctx, 'admin');
    const editor = await signedIn(ctx, 'editor');
    const editorId = (await editor.call('auth.me', 'query')).json().result.data.staff.id;
    const adminId = (await admin.call('auth.me', 'query')).json().result.data.staff.id;

    expect((await editor.call('staff.list', 'query')).statusCode).toBe(403);
    expect((await admin.call('staff.setRole', 'mutation', { input: { id: editorId, role: 'admin' } })).statusCode).toBe(200);
    expect((await editor.call('staff.list', 'query')).statusCode).toBe(200);
    expect((await admin.call('staff.setRole', 'mutation', { input: { id: editorId, role: 'editor' } })).statusCode).toBe(200);
    expect((await editor.call('staff.list', 'query')).statusCode).toBe(403);

    const demoteSelf = await admin.call('staff.setRole', 'mutation', { input: { id: adminId, role: 'editor' } });
    expect(demoteSelf.statusCode).toBe(412);
    expect(errorOf(demoteSelf).data.problem).toBe('own_account');
    // A refusal about no one field still has the list, empty.
    expect(errorOf(demoteSelf).data.fields).toEqual([]);
    expect((await admin.call('staff.disable', 'mutation', { input: { id: adminId } })).statusCode).toBe(412);
    expect((await admin.call('staff.setRole', 'mutation', { input: { id: 9999, role: 'editor' } })).statusCode).toBe(404);
  });

  it('disabling an account ends its sessions and stops its sign-in (with the neutral answer)', async () => {
    const admin = await signedIn(ctx, 'admin');
    const created = await admin.call('staff.create', 'mutation', {
      input: { email: 'leaving@office.example', displayName: 'Leaving', role: 'editor', password: 'autumn-ferry-lantern' },
    });
    const id = created.json().result.data.id;
    const leaving = new ConsoleClient(ctx);
    expect((await leaving.signIn('leaving@office.example', 'autumn-ferry-lantern')).statusCode).toBe(200);

    const disabled = await admin.call('staff.disable', 'mutation', { input: { id } });
    expect(disabled.json().result.data.disabledAt).not.toBeNull();
    expect((await leaving.call('auth.me', 'query')).statusCode).toBe(401);
    const again = await new ConsoleClient(ctx).signIn('leaving@office.example', 'autumn-ferry-lantern');
    expect(again.statusCode).toBe(401);
    expect(errorOf(again).message).toBe('Email or password is incorrect.');

    // Enabled again, it signs in with its password; the sessions it had stay ended.
    const enabled = await admin.call('staff.enable', 'mutation', { input: { id } });
    expect(enabled.json().result.data.disabledAt).toBeNull();
    expect((await leaving.call('auth.me', 'query')).statusCode).toBe(401);
    expect((await new ConsoleClient(ctx).signIn('leaving@office.example', 'autumn-ferry-lantern')).statusCode).toBe(200);
    expect((await admin.call('staff.enable', 'mutation', { input: { id: 9999 } })).statusCode).toBe(404);
  });

  it('audit.list pages newest first', async () => {
    const admin = await signedIn(ctx, 'admin');
    const first = (await admin.call('audit.list', 'query', { input: { limit: 2 } })).json().result.data;
    expect(first.entries).toHaveLength(2);
    expect(first.entries[0].id).toBeGreaterThan(first.entries[1].id);
    expect(first.entries[0].action).toBe('auth.signed_in');
    const second = (await admin.call('audit.list', 'query', { input: { limit: 2, before: first.nextBefore } })).json().result.data;
    expect(second.entries[0].id).toBeLessThan(first.entries[1].id);

    const all = (await admin.call('audit.list', 'query', { input: { limit: 200 } })).json().result.data;
    expect(all.nextBefore).toBeNull();
    expect(all.entries.at(-1).action).toBe('staff.created');
    expect((await admin.call('audit.list', 'query', { input: { limit: 0 } })).statusCode).toBe(400);
  });
});
