import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, staffPasskeys } from '@office/db/schema';
import { testBackends } from '@office/testing/databases';
import { SoftwareAuthenticator } from '@office/testing/software-authenticator';
import { ConsoleClient, type ConsoleTestContext, errorOf, useConsoleApp } from '../support/console.js';

const dataOf = async (client: ConsoleClient, path: string, kind: 'query' | 'mutation', input?: unknown) => {
  const response = await client.call(path, kind, { input });
  if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response.json().result.data;
};

let accounts = 0;
/** A new account of its own, signed in with its password (complete: it has no factor yet). */
async function freshAccount(ctx: ConsoleTestContext, role: 'admin' | 'editor') {
  accounts += 1;
  const account = {
    email: `keys-${accounts}@office.example`,
    displayName: `Key Holder ${accounts}`,
    role,
    password: 'brass-keys-on-a-ring',
  };
  const created = await ctx.services.staff.accounts.create(account, null, 'test');
  const client = new ConsoleClient(ctx);
  expect((await client.signIn(account.email, account.password)).json().result.data.stage).toBe('complete');
  return { client, account, id: created.id };
}

/** Adds a passkey to a signed-in client's account through the console's two calls. */
async function addPasskey(client: ConsoleClient, authenticator: SoftwareAuthenticator, name = '사무실 노트북') {
  const { challengeId, options } = await dataOf(client, 'secondFactor.passkeyOptions', 'mutation');
  return dataOf(client, 'secondFactor.registerPasskey', 'mutation', { challengeId, name, response: authenticator.register(options) });
}

/** A signed-out browser signing in with a passkey alone; the answer as the authenticator gives it, bent as asked. */
async function passkeySignIn(
  ctx: ConsoleTestContext,
  authenticator: SoftwareAuthenticator,
  bend: Parameters<SoftwareAuthenticator['authenticate']>[1] = {},
) {
  const client = new ConsoleClient(ctx);
  const { challengeId, options } = (await client.call('auth.passkeyOptions', 'mutation')).json().result.data;
  const response = await client.call('auth.signInWithPasskey', 'mutation', {
    input: { challengeId, response: authenticator.authenticate(options, bend) },
  });
  if (response.statusCode === 200) client.csrfToken = response.json().result.data.csrfToken;
  return { client, response, challengeId, options };
}

describe.each(testBackends)('passkeys on $name', (backend) => {
  const ctx = useConsoleApp(backend);

  it('a passkey is added, named and listed; the first factor comes with ten recovery codes; it then signs in alone', async () => {
    const { client: admin, account } = await freshAccount(ctx, 'admin');
    const authenticator = new SoftwareAuthenticator(ctx.publicOrigin);
    const added = await addPasskey(admin, authenticator);
    expect(added.recoveryCodes).toHaveLength(10);
    const status = await dataOf(admin, 'secondFactor.status', 'query');
    expect(status.passkeys).toEqual([{ id: added.id, name: '사무실 노트북', createdAt: expect.any(String), lastUsedAt: null }]);
    // A second one gets no new codes.
    expect((await addPasskey(admin, new SoftwareAuthenticator(ctx.publicOrigin), '휴대폰')).recoveryCodes).toBeNull();

    const { client, response } = await passkeySignIn(ctx, authenticator);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.data).toMatchObject({ stage: 'complete', staff: { email: account.email } });
    expect((await client.call('staff.list', 'query')).statusCode).toBe(200);
    const entries = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.signed_in'));
    expect(entries.at(-1)).toMatchObject({
      actorEmail: account.email,
      detail: { method: 'passkey', passkey: '사무실 노트북' },
      address: client.address,
    });
  });

  it('refuses a replayed challenge, another origin, a passkey without user verification, a counter that goes back, and a disabled account', async () => {
    const { client: admin } = await freshAccount(ctx, 'admin');
    const { client: holder, id: holderId } = await freshAccount(ctx, 'editor');
    const authenticator = new SoftwareAuthenticator(ctx.publicOrigin);
    await addPasskey(holder, authenticator);

    const first = await passkeySignIn(ctx, authenticator);
    expect(first.response.statusCode).toBe(200);
    // The same challenge again (a captured answer replayed) is refused: a challenge is taken once.
    const replay = await new ConsoleClient(ctx).call('auth.signInWithPasskey', 'mutation', {
      input: { challengeId: first.challengeId, response: authenticator.authenticate(first.options) },
    });
    expect(replay.statusCode).toBe(401);
    expect(errorOf(replay).message).toBe('Email or password is incorrect.');
    expect((await passkeySignIn(ctx, authenticator, { origin: 'https://evil.example' })).response.statusCode).toBe(401);
    // Alone, a passkey must have checked its user (it stands for the password too).
    expect((await passkeySignIn(ctx, authenticator, { userVerified: false })).response.statusCode).toBe(401);
    // A cloned key shows as a counter that does not go forward.
    expect((await passkeySignIn(ctx, authenticator, { counter: 1 })).response.statusCode).toBe(401);
    expect((await passkeySignIn(ctx, authenticator, { counter: 50 })).response.statusCode).toBe(200);
    await dataOf(admin, 'staff.disable', 'mutation', { id: holderId });
    expect((await passkeySignIn(ctx, authenticator, { counter: 60 })).response.statusCode).toBe(401);
    const failures = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.sign_in_failed'));
    expect(failures.filter((row) => row.detail.reason === 'passkey_refused').length).toBeGreaterThanOrEqual(4);
  });

  it('at the second step only the account’s own passkey completes the session', async () => {
    const { client: editor, account } = await freshAccount(ctx, 'editor');
    const own = new SoftwareAuthenticator(ctx.publicOrigin);
    await addPasskey(editor, own);
    const { client: admin } = await freshAccount(ctx, 'admin');
    const other = new SoftwareAuthenticator(ctx.publicOrigin);
    await addPasskey(admin, other);

    const client = new ConsoleClient(ctx);
    const signIn = await client.signIn(account.email, account.password);
    expect(signIn.json().result.data.stage).toBe('secondFactor');
    const step = async (authenticator: SoftwareAuthenticator) => {
      const { challengeId, options } = (await client.call('auth.passkeyOptions', 'mutation')).json().result.data;
      return client.call('auth.signInWithPasskey', 'mutation', { input: { challengeId, response: authenticator.authenticate(options) } });
    };
    const { options } = (await client.call('auth.passkeyOptions', 'mutation')).json().result.data;
    const editorKeys = await ctx.database.db.select().from(staffPasskeys).where(eq(staffPasskeys.credentialId, own.credentials[0]!.id));
    expect(options.allowCredentials.map((c: { id: string }) => c.id)).toEqual(editorKeys.map((row) => row.credentialId));
    expect((await step(other)).statusCode).toBe(401);
    expect((await client.call('office.get', 'query')).statusCode).toBe(403);
    const passed = await step(own);
    expect(passed.statusCode).toBe(200);
    expect(passed.json().result.data.stage).toBe('complete');
    client.csrfToken = passed.json().result.data.csrfToken;
    expect((await client.call('office.get', 'query')).statusCode).toBe(200);
  });

  it('a passkey is renamed and removed by its owner only; malformed answers are 400 naming the field', async () => {
    const { client: editor } = await freshAccount(ctx, 'editor');
    const { client: admin } = await freshAccount(ctx, 'admin');
    const { id } = await addPasskey(editor, new SoftwareAuthenticator(ctx.publicOrigin), '옛 이름');
    await dataOf(editor, 'secondFactor.renamePasskey', 'mutation', { id, name: '  새 이름 ' });
    expect((await dataOf(editor, 'secondFactor.status', 'query')).passkeys.map((p: { name: string }) => p.name)).toContain('새 이름');
    expect(errorOf(await admin.call('secondFactor.removePasskey', 'mutation', { input: { id } })).data.problem).toBe('not_found');
    await dataOf(editor, 'secondFactor.removePasskey', 'mutation', { id });
    expect((await dataOf(editor, 'secondFactor.status', 'query')).passkeys.map((p: { id: number }) => p.id)).not.toContain(id);

    const { challengeId } = await dataOf(editor, 'secondFactor.passkeyOptions', 'mutation');
    const hostile = [
      {
        input: { challengeId, name: 'x', response: { id: 'a', rawId: 'a', type: 'public-key', response: {} } },
        field: 'response.response.clientDataJSON',
      },
      { input: { challengeId, name: '', response: null }, field: 'name' },
      { input: { challengeId: 'short', name: 'x', response: null }, field: 'challengeId' },
      {
        input: {
          challengeId,
          name: 'x',
          response: { id: 'a'.repeat(5000), rawId: 'a', type: 'public-key', response: { clientDataJSON: 'a', attestationObject: 'a' } },
        },
        field: 'response.id',
      },
    ];
    for (const { input, field } of hostile) {
      const response = await editor.call('secondFactor.registerPasskey', 'mutation', { input });
      expect(response.statusCode, JSON.stringify(input).slice(0, 80)).toBe(400);
      expect(errorOf(response).data.fields?.map((f) => f.field)).toContain(field);
    }
    // A well-formed answer that does not verify is the passkey's own refusal, not a 500.
    const forged = await editor.call('secondFactor.registerPasskey', 'mutation', {
      input: {
        challengeId,
        name: 'x',
        response: { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' } },
      },
    });
    expect(forged.statusCode).toBe(400);
    expect(errorOf(forged).data.problem).toBe('passkey_refused');
  });
});
