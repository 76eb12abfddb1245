import { inquiryChallengePath } from '@office/contracts';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, type AppOptions, buildApp } from '../../src/app.js';
import { inquiries, officeDetails, rateLimits, usedChallenges } from '@office/db/schema';
import type { Services } from '@office/api/services';
import { createServerSecrets } from '@office/api/services/server-secrets';
import { testPublicOrigin } from '../support/app.js';
import { easyChallengeConfig, solve, solvedChallenge } from '../support/challenge.js';
import { freshAddress, minutes, TestClock } from '../support/console.js';
import { type TestBackend, type TestDatabase, testBackends } from '@office/testing/databases';
import { demoOffice } from '@office/db/seed';

const visitor = { name: '스팸 검사', phone: '01012345678', email: 'spam-check@example.com', content: '문의 내용입니다.' };

interface SpamContext {
  database: TestDatabase;
  clock: TestClock;
  apps: Array<{ app: App; services: Services }>;
}

/** Two app processes (two instances) on one database, with a movable clock and the given limits. */
function useTwoApps(backend: TestBackend, config: Partial<AppOptions['config']> = {}): SpamContext {
  const ctx = { apps: [] } as unknown as SpamContext;
  beforeAll(async () => {
    ctx.database = await backend.create();
    // The office's details: the 429's message names its phone.
    await ctx.database.db.insert(officeDetails).values({ details: demoOffice });
    ctx.clock = new TestClock(Date.now());
    for (let i = 0; i < 2; i++) {
      const built = await buildApp({
        config: {
          LOG_LEVEL: 'silent',
          TRUST_PROXY: false,
          PUBLIC_ORIGIN: testPublicOrigin,
          GOOGLE_MAPS_API_KEY: undefined,
          ...easyChallengeConfig,
          ...config,
        },
        database: ctx.database,
        clock: ctx.clock,
      });
      await built.app.ready();
      ctx.apps.push(built);
    }
  });
  afterAll(async () => {
    for (const { app } of ctx.apps) await app.close();
    await ctx.database?.drop();
  });
  return ctx;
}

const post = (app: App, address: string, body: object) =>
  app.inject({ method: 'POST', url: '/api/common/inquiry/', remoteAddress: address, payload: body });
const postTrpc = (app: App, address: string, body: object) =>
  app.inject({ method: 'POST', url: '/trpc/inquiries.submit', remoteAddress: address, payload: body });

/** A REST inquiry with a freshly solved challenge. */
const postSolved = async (app: App, address: string, patch: object = {}) =>
  post(app, address, { ...visitor, ...patch, altcha: await solvedChallenge(app) });

function expectTooMany(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

const storedCount = (ctx: SpamContext) => ctx.database.db.$count(inquiries);

describe.each(testBackends)('inquiry spam defence on $name', (backend) => {
  const ctx = useTwoApps(backend);
  const app = () => ctx.apps[0]!.app;

  it('hands out signed PBKDF2 challenges that expire, never cached, on REST and tRPC', async () => {
    const rest = await app().inject({ method: 'GET', url: inquiryChallengePath });
    expect(rest.statusCode).toBe(200);
    expect(rest.headers['cache-control']).toBe('no-store');
    const challenge = rest.json();
    expect(challenge.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1, keyPrefix: expect.stringMatching(/^[0-9a-f]+$/) });
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + minutes(29));
    const trpc = await app().inject({ method: 'GET', url: '/trpc/inquiries.challenge' });
    expect(trpc.json().result.data.parameters.nonce).not.toBe(challenge.parameters.nonce);
  });

  it('stores an inquiry with a solved challenge, and refuses the same challenge a second time (400 naming altcha)', async () => {
    const address = freshAddress();
    const altcha = await solvedChallenge(app());
    const first = await post(app(), address, { ...visitor, altcha });
    expect(first.statusCode).toBe(201);
    const before = await storedCount(ctx);
    // Replayed to the other process too: accepted once only, across processes.
    for (const target of [app(), ctx.apps[1]!.app]) {
      const again = await post(target, address, { ...visitor, altcha });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'altcha', code: 'challenge_reused' }],
        requestId: expect.any(String),
      });
    }
    expect(await storedCount(ctx)).toBe(before);
  });

  it('a challenge solved for one process is accepted by another (they share the key in the database)', async () => {
    const altcha = await solvedChallenge(app());
    expect((await post(ctx.apps[1]!.app, freshAddress(), { ...visitor, altcha })).statusCode).toBe(201);
  });

  it('refuses forged, tampered, unsolved and malformed challenges with 400 naming altcha, storing nothing', async () => {
    const challenge = (await app().inject({ method: 'GET', url: inquiryChallengePath })).json();
    const good = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const foreign = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 3,
      deriveKey,
      hmacSignatureSecret: 'not-the-servers-secret-at-all-0000',
    });
    const payloads = {
      'signed with another key': await solve(foreign),
      'easier prefix': encode({ ...good, challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, keyPrefix: '0' } } }),
      'wrong solution': encode({
        ...good,
        solution: { ...good.solution, counter: good.solution.counter + 1, derivedKey: 'ab'.repeat(32) },
      }),
      'no signature': encode({ ...good, challenge: { parameters: good.challenge.parameters } }),
      'not base64 JSON': '!!!not-a-payload!!!',
      'JSON of something else': encode({ hello: 'world' }),
    };
    const before = await storedCount(ctx);
    for (const [what, altcha] of Object.entries(payloads)) {
      const response = await post(app(), freshAddress(), { ...visitor, altcha });
      expect(response.statusCode, what).toBe(400);
      expect(response.json().fields, what).toEqual([expect.objectContaining({ field: 'altcha', code: 'challenge_invalid' })]);
    }
    expect(await storedCount(ctx)).toBe(before);
  });

  it('refuses an expired challenge with 400 naming altcha', async () => {
    const secrets = await createServerSecrets(ctx.database.db, undefined).get();
    const expired = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 5,
      deriveKey,
      hmacSignatureSecret: secrets.challengeSignature,
      hmacKeySignatureSecret: secrets.challengeKeySignature,
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await post(app(), freshAddress(), { ...visitor, altcha: await solve(expired) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([expect.objectContaining({ field: 'altcha', code: 'challenge_expired' })]);
  });

  it('refuses a filled honeypot with 400 naming website (not a pretended success), on REST and tRPC', async () => {
    const before = await storedCount(ctx);
    const rest = await postSolved(app(), freshAddress(), { website: 'http://spam.example' });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().fields).toEqual([expect.objectContaining({ field: 'website', code: 'honeypot' })]);
    const trpc = await postTrpc(app(), freshAddress(), { ...visitor, website: 'x', altcha: await solvedChallenge(app()) });
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.data.fields).toEqual([expect.objectContaining({ field: 'website', code: 'honeypot' })]);
    expect(await storedCount(ctx)).toBe(before);
  });

  it('per address: 5 stored inquiries in 10 minutes, then 429 with Retry-After (nothing stored); other addresses go on; the limit holds across processes', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i++) expect((await postSolved(ctx.apps[i % 2]!.app, address)).statusCode, `inquiry ${i + 1}`).toBe(201);
    const before = await storedCount(ctx);
    for (const target of ctx.apps) {
      const refused = await postSolved(target.app, address);
      const retryAfter = expectTooMany(refused);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(refused.json()).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', requestId: expect.any(String) });
      expect(refused.json().message).toContain(`or call the office on +82-41-357-2480 (${demoOffice.phone})`);
    }
    // tRPC applies the same limit: 429, Retry-After, data.retryAfterSeconds.
    const trpc = await postTrpc(app(), address, { ...visitor, altcha: await solvedChallenge(app()) });
    expectTooMany(trpc);
    expect(trpc.json().error.data).toMatchObject({ httpStatus: 429, retryAfterSeconds: expect.any(Number), reason: 'address_limit' });
    expect(await storedCount(ctx)).toBe(before);

    expect((await postSolved(app(), freshAddress())).statusCode).toBe(201);
    ctx.clock.advance(minutes(10));
    expect((await postSolved(app(), address)).statusCode).toBe(201);
  });

  it('bad input and refused requests do not count against the limit', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await post(app(), address, { ...visitor, phone: 'nope' })).statusCode).toBe(400);
    for (let i = 0; i < 3; i++) expect((await postSolved(app(), address, { website: 'filled' })).statusCode).toBe(400);
    for (let i = 0; i < 5; i++) expect((await postSolved(app(), address)).statusCode).toBe(201);
    expectTooMany(await postSolved(app(), address));
  });

  it('a script without a challenge is accepted once per address and window, then limited (429 with Retry-After), never silently dropped', async () => {
    const address = freshAddress();
    const first = await post(app(), address, visitor);
    expect(first.statusCode).toBe(201);
    const before = await storedCount(ctx);
    for (let i = 0; i < 5; i++) {
      const refused = await post(ctx.apps[i % 2]!.app, address, visitor);
      expectTooMany(refused);
      expect(refused.json().code).toBe('TOO_MANY_REQUESTS');
    }
    expectTooMany(await postTrpc(app(), address, visitor));
    expect(await storedCount(ctx)).toBe(before);
    // With a challenge the same address may still send.
    expect((await postSolved(app(), address)).statusCode).toBe(201);
  });

  it('counts refusals per reason for the console', async () => {
    const counts = await ctx.apps[1]!.services.inquiryGuard.refusalCounts();
    expect(counts.last24Hours).toMatchObject({ challenge_reused: 2, challenge_invalid: 6, challenge_expired: 1, honeypot: 5 });
    expect(counts.last24Hours.address_limit).toBeGreaterThanOrEqual(4);
    expect(counts.last24Hours.unverified_limit).toBe(6);
    expect(counts.last7Days.honeypot).toBe(5);
    // Kept a week by the hour: after 8 days they are gone.
    ctx.clock.advance(8 * 24 * 60 * 60_000);
    expect((await ctx.apps[1]!.services.inquiryGuard.refusalCounts()).last7Days.honeypot).toBe(0);
  });
});

describe.each(testBackends)('global inquiry ceilings on $name', (backend) => {
  const ctx = useTwoApps(backend, { INQUIRY_LIMIT_PER_HOUR: 4, INQUIRY_LIMIT_WITHOUT_CHALLENGE_PER_HOUR: 2 });

  it('without challenges, at most the lower hourly ceiling from all addresses together', async () => {
    expect((await post(ctx.apps[0]!.app, freshAddress(), visitor)).statusCode).toBe(201);
    expect((await post(ctx.apps[1]!.app, freshAddress(), visitor)).statusCode).toBe(201);
    expectTooMany(await post(ctx.apps[0]!.app, freshAddress(), visitor));
  });

  it('with challenges, the hourly ceiling from all addresses and processes together; the next hour opens again', async () => {
    // Two of the four were taken without challenges above.
    expect((await postSolved(ctx.apps[1]!.app, freshAddress())).statusCode).toBe(201);
    expect((await postSolved(ctx.apps[0]!.app, freshAddress())).statusCode).toBe(201);
    const refused = await postSolved(ctx.apps[1]!.app, freshAddress());
    expect(expectTooMany(refused)).toBeLessThanOrEqual(3600);
    ctx.clock.advance(60 * 60_000);
    expect((await postSolved(ctx.apps[0]!.app, freshAddress())).statusCode).toBe(201);
  });

  it("remembers used challenges while they could still be sent, whatever the limits' clock says", async () => {
    const altcha = await solvedChallenge(ctx.apps[0]!.app);
    ctx.clock.advance(2 * 60 * 60_000);
    expect((await post(ctx.apps[0]!.app, freshAddress(), { ...visitor, altcha })).statusCode).toBe(201);
    ctx.clock.advance(2 * 60 * 60_000);
    const again = await post(ctx.apps[1]!.app, freshAddress(), { ...visitor, altcha });
    expect(again.json().fields).toEqual([expect.objectContaining({ field: 'altcha', code: 'challenge_reused' })]);
    expect(await ctx.database.db.$count(usedChallenges)).toBeGreaterThan(0);
  });

  it('a refusal by the global ceiling counts nothing against the address: its hit is given back', async () => {
    const { app, services } = ctx.apps[0]!;
    let stored = 0;
    while ((await postSolved(app, freshAddress())).statusCode === 201 && stored < 10) stored += 1;
    expect(stored, 'the ceiling was reached').toBeLessThan(10);
    const address = freshAddress();
    expectTooMany(await postSolved(app, address));
    const key = await services.limiter.keyOf('inquiry:address', address);
    const rows = await ctx.database.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(rows.reduce((sum, row) => sum + row.hits, 0)).toBe(0);
  });
});

describe.each(testBackends)('concurrent inquiries from one address on $name', (backend) => {
  const ctx = useTwoApps(backend);

  it('never store more than the limit, however many arrive at once at both processes', async () => {
    const address = freshAddress();
    const payloads = await Promise.all(Array.from({ length: 12 }, () => solvedChallenge(ctx.apps[0]!.app)));
    const answers = await Promise.all(payloads.map((altcha, i) => post(ctx.apps[i % 2]!.app, address, { ...visitor, altcha })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
    expect(await ctx.database.db.$count(inquiries)).toBe(5);
  });
});
