import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { adminRouter } from '@office/api/admin-trpc';
import { staffRecoveryCodes, staffSessions, staffTotp } from '@office/db/schema';
import { testBackends } from '@office/testing/databases';
import { ConsoleClient, type ConsoleTestContext, errorOf, minutes, signedIn, testStaff, useConsoleApp } from '../support/console.js';
import { upload } from '../support/content.js';

// Every procedure a complete session needs (read from the router, so a new one is covered).
const completeOnly = Object.entries(
  adminRouter._def.procedures as unknown as Record<string, { _def: { type: string; meta?: { access: string } } }>,
)
  .filter(([, { _def }]) => _def.meta?.access === 'staff' || _def.meta?.access === 'admin')
  .map(([path, { _def }]) => ({ path, kind: _def.type === 'query' ? ('query' as const) : ('mutation' as const) }));

/** The code an authenticator app shows for a secret at the test clock's time (plus `stepsLater` steps). */
const appCode = (ctx: ConsoleTestContext, secret: string, stepsLater = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: ctx.clock.now().getTime() + stepsLater * 30_000,
  });

const dataOf = async (client: ConsoleClient, path: string, kind: 'query' | 'mutation', input?: unknown) => {
  const response = await client.call(path, kind, { input });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response.json().result.data;
};

/** Signs in with the password, sets up an authenticator app and returns its secret and recovery codes. */
async function enrolApp(ctx: ConsoleTestContext, client: ConsoleClient) {
  const { secret } = await dataOf(client, 'secondFactor.beginTotp', 'mutation');
  const { recoveryCodes } = await dataOf(client, 'secondFactor.confirmTotp', 'mutation', { code: appCode(ctx, secret) });
  return { secret: secret as string, recoveryCodes: recoveryCodes as string[] };
}

/** A password sign-in that answers with the stage left to take. */
async function passwordSignIn(ctx: ConsoleTestContext, who: keyof typeof testStaff) {
  const client = new ConsoleClient(ctx);
  const response = await client.signIn(testStaff[who].email, testStaff[who].password);
  expect(response.statusCode).toBe(200);
  return { client, stage: response.json().result.data.stage as string };
}

describe.each(testBackends)('second factor required (STAFF_SECOND_FACTOR=required) on $name', (backend) => {
  const ctx = useConsoleApp(backend, undefined, undefined, { STAFF_SECOND_FACTOR: 'required' });

  it('a password alone reaches nothing: every procedure, the CSV and uploads refuse until a factor is set up', async () => {
    const { client, stage } = await passwordSignIn(ctx, 'admin');
    expect(stage).toBe('enrolment');
    expect((await dataOf(client, 'auth.me', 'query')).stage).toBe('enrolment');
    for (const { path, kind } of completeOnly) {
      const response = await client.call(path, kind);
      expect(response.statusCode, path).toBe(403);
      expect(errorOf(response).message, path).toBe('Set up a second factor first.');
    }
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/admin/api/inquiries.csv',
      cookies: { [client.cookie!.name]: client.cookie!.value },
      headers: { origin: ctx.publicOrigin },
    });
    expect(csv.statusCode).toBe(403);
    expect(csv.body).not.toMatch(/이름|전화번호/);
    const thumbnail = await upload(ctx, client, '/admin/api/thumbnails', { name: 'a.jpg', bytes: Buffer.from('x'), type: 'image/jpeg' });
    expect(thumbnail.statusCode).toBe(403);
    // What it may do: see its factors and set one up.
    expect((await dataOf(client, 'secondFactor.status', 'query')).required).toBe(true);
  });

  it('enrolling an app: a wrong code is refused, the right one completes the session and gives ten recovery codes; the secret is encrypted at rest', async () => {
    const { client } = await passwordSignIn(ctx, 'admin');
    const begun = await dataOf(client, 'secondFactor.beginTotp', 'mutation');
    expect(begun.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(begun.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(begun.qrSvg).toMatch(/^<svg/);
    const [stored] = await ctx.database.db.select().from(staffTotp);
    expect(stored!.encryptedSecret).toMatch(/^v1\./);
    expect(stored!.encryptedSecret).not.toContain(begun.secret);

    const wrong = await client.call('secondFactor.confirmTotp', 'mutation', {
      input: { code: '000000' === appCode(ctx, begun.secret) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong).data.problem).toBe('wrong_code');
    expect((await client.call('staff.list', 'query')).statusCode).toBe(403);

    const confirmed = await dataOf(client, 'secondFactor.confirmTotp', 'mutation', { code: appCode(ctx, begun.secret) });
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.recoveryCodes).size).toBe(10);
    for (const code of confirmed.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Stored hashed: no code is in the table.
    const hashes = (await ctx.database.db.select().from(staffRecoveryCodes)).map((row) => row.codeHash).join();
    for (const code of confirmed.recoveryCodes) expect(hashes).not.toContain(code.replace('-', ''));
    expect((await client.call('staff.list', 'query')).statusCode).toBe(200);
    // A second app cannot replace the first without removing it.
    expect(errorOf(await client.call('secondFactor.beginTotp', 'mutation')).data.problem).toBe('factor_exists');
    await ctx.services.staff.secondFactor.reset((await dataOf(client, 'auth.me', 'query')).staff.id, null, 'test');
  });

  it('signing in with a code: a password-only session reaches only the second step; each code works once; one step of skew either way', async () => {
    const first = await passwordSignIn(ctx, 'editor');
    const { secret } = await enrolApp(ctx, first.client);

    const { client, stage } = await passwordSignIn(ctx, 'editor');
    expect(stage).toBe('secondFactor');
    expect(errorOf(await client.call('office.get', 'query')).message).toBe('Confirm the sign-in with your second factor first.');
    // Not even a new factor can be added with the password alone.
    expect((await client.call('secondFactor.beginTotp', 'mutation')).statusCode).toBe(403);
    expect((await client.call('secondFactor.passkeyOptions', 'mutation')).statusCode).toBe(403);

    // The code the enrolment used is spent.
    const reused = await client.call('auth.verifyCode', 'mutation', { input: { code: appCode(ctx, secret) } });
    expect(reused.statusCode).toBe(401);
    ctx.clock.advance(30_000);
    const oldCookie = client.cookie!.value;
    // Two steps ahead is too far; one step behind (a phone's clock a little slow) is fine.
    expect((await client.call('auth.verifyCode', 'mutation', { input: { code: appCode(ctx, secret, 2) } })).statusCode).toBe(401);
    const passed = await client.call('auth.verifyCode', 'mutation', {
      input: { code: appCode(ctx, secret, 1).replace(/^(\d{3})/, '$1 ') },
    });
    expect(passed.statusCode).toBe(200);
    expect(passed.json().result.data.stage).toBe('complete');
    expect(client.cookie!.value).not.toBe(oldCookie);
    client.csrfToken = passed.json().result.data.csrfToken;
    expect((await client.call('office.get', 'query')).statusCode).toBe(200);
    // The session that showed only the password is gone.
    const stale = await ctx.database.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffId, (await dataOf(client, 'auth.me', 'query')).staff.id));
    expect(stale.every((row) => row.secondFactorAt !== null)).toBe(true);
    // The code just used does not work again, in another session either.
    const another = await passwordSignIn(ctx, 'editor');
    expect((await another.client.call('auth.verifyCode', 'mutation', { input: { code: appCode(ctx, secret, 1) } })).statusCode).toBe(401);
    ctx.clock.advance(minutes(1));
  });

  it('a recovery code works once; wrong codes are throttled per account', async () => {
    const admin = await signedInWithFactor(ctx);
    const staffId = (await dataOf(admin.client, 'auth.me', 'query')).staff.id;
    const { client } = await passwordSignIn(ctx, 'admin');
    const code = admin.recoveryCodes[3]!;
    const passed = await client.call('auth.verifyCode', 'mutation', { input: { code: code.toUpperCase() } });
    expect(passed.statusCode).toBe(200);
    expect((await ctx.services.staff.secondFactor.status(staffId)).recoveryCodesLeft).toBe(9);

    const again = await passwordSignIn(ctx, 'admin');
    expect((await again.client.call('auth.verifyCode', 'mutation', { input: { code } })).statusCode).toBe(401);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await again.client.call('auth.verifyCode', 'mutation', { input: { code: 'zzzzz-zzzzz' } }));
    expect(answers.at(-1)!.statusCode).toBe(401);
    expect(errorOf(answers.at(-1)!).data.retryAfterSeconds).toBeGreaterThan(0);
    // While throttled even a right code is not checked.
    expect((await again.client.call('auth.verifyCode', 'mutation', { input: { code: admin.recoveryCodes[4]! } })).statusCode).toBe(401);
    expect((await ctx.services.staff.secondFactor.status(staffId)).recoveryCodesLeft).toBe(9);
    ctx.clock.advance(minutes(20));
    await ctx.services.staff.secondFactor.reset(staffId, null, 'test');
  });

  it("another admin resets a lost factor (the account's sessions end, it enrols again); nobody resets their own", async () => {
    const admin = await signedInWithFactor(ctx);
    const editor = await passwordSignIn(ctx, 'editor');
    const editorId = (await dataOf(editor.client, 'auth.me', 'query')).staff.id;
    const adminId = (await dataOf(admin.client, 'auth.me', 'query')).staff.id;
    expect(errorOf(await admin.client.call('staff.resetSecondFactor', 'mutation', { input: { id: adminId } })).data.problem).toBe(
      'own_account',
    );
    const overview = await dataOf(admin.client, 'staff.secondFactors', 'query');
    expect(overview.find((row: { staffId: number }) => row.staffId === adminId)).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
    await dataOf(admin.client, 'staff.resetSecondFactor', 'mutation', { id: editorId });
    expect((await editor.client.call('auth.me', 'query')).statusCode).toBe(401);
    expect((await passwordSignIn(ctx, 'editor')).stage).toBe('enrolment');
    expect((await ctx.services.staff.audit.list()).entries.map((entry) => entry.action)).toContain('staff.second_factor_reset');
    // The last factor of an account that must have one cannot be removed.
    expect(errorOf(await admin.client.call('secondFactor.removeTotp', 'mutation')).data.problem).toBe('last_factor');
    await ctx.services.staff.secondFactor.reset(adminId, null, 'test');
  });
});

/** The admin signed in with the password and a freshly set up app (complete), its secret and codes. */
async function signedInWithFactor(ctx: ConsoleTestContext) {
  const { client } = await passwordSignIn(ctx, 'admin');
  const enrolled = await enrolApp(ctx, client);
  ctx.clock.advance(30_000);
  return { client, ...enrolled };
}

describe.each(testBackends)('second factor optional (STAFF_SECOND_FACTOR=optional) on $name', (backend) => {
  const ctx = useConsoleApp(backend);

  it('an account without a factor signs in with the password until an admin requires one in the console', async () => {
    const editor = await signedIn(ctx, 'editor');
    expect((await dataOf(editor, 'auth.me', 'query')).stage).toBe('complete');
    const admin = await signedIn(ctx, 'admin');
    // Another account's factor is not this one's: the stage is the account's own.
    const other = await ctx.services.staff.accounts.create(
      { email: 'other@office.example', displayName: 'Other', role: 'editor', password: 'another-long-phrase' },
      null,
      'test',
    );
    const otherClient = new ConsoleClient(ctx);
    await otherClient.signIn('other@office.example', 'another-long-phrase');
    await enrolApp(ctx, otherClient);
    expect((await dataOf(editor, 'auth.me', 'query')).stage).toBe('complete');
    expect((await new ConsoleClient(ctx).signIn(testStaff.editor.email, testStaff.editor.password)).json().result.data.stage).toBe(
      'complete',
    );
    expect(
      (await dataOf(admin, 'staff.secondFactors', 'query')).map((row: { staffId: number; totp: boolean }) => [row.staffId, row.totp]),
    ).toEqual([
      [1, false],
      [2, false],
      [other.id, true],
    ]);
    const settings = await dataOf(admin, 'staff.securitySettings', 'query');
    expect(settings).toMatchObject({ secondFactorRequired: false, requiredByServer: false });
    const requireAll = { secondFactorRequired: true, reviewFlagThreshold: settings.reviewFlagThreshold };
    // Not before the admin has a factor: requiring one would lock them out of the console at once.
    expect(errorOf(await admin.call('staff.updateSecuritySettings', 'mutation', { input: requireAll })).data.problem).toBe('no_own_factor');
    await enrolApp(ctx, admin);
    await dataOf(admin, 'staff.updateSecuritySettings', 'mutation', requireAll);
    // Open sessions too: the editor's next request is refused until it sets one up.
    expect(errorOf(await editor.call('office.get', 'query')).message).toBe('Set up a second factor first.');
    expect((await dataOf(editor, 'auth.me', 'query')).stage).toBe('enrolment');
    expect((await admin.call('office.get', 'query')).statusCode).toBe(200);
    const bad = await admin.call('staff.updateSecuritySettings', 'mutation', {
      input: { secondFactorRequired: 'yes', reviewFlagThreshold: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      errorOf(bad)
        .data.fields?.map((field) => field.field)
        .sort(),
    ).toEqual(['reviewFlagThreshold', 'secondFactorRequired']);
  });
});
