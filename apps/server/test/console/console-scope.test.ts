import type { FastifyReply, FastifyRequest, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { consoleRefusals } from '@office/api/errors';
import { ConsoleClient, errorOf, signedIn, testStaff, useConsoleApp } from '../support/console.js';
import { upload } from '../support/content.js';
import { testBackends } from '@office/testing/databases';

const png = Buffer.from('89504e470d0a1a0a', 'hex');

/**
 * The console's API has one hook (decision 0015): uploads, the CSV export and tRPC procedures are
 * refused for the same reasons with the same status and message, and see the session it found.
 */
describe.each(testBackends)('the console scope on $name', (backend) => {
  /** Who each request under /admin was, as the hook left it on `request.staffSession`. */
  const seen = new Map<string, string | null>();
  const ctx = useConsoleApp(backend, undefined, (app) => {
    app.addHook('onResponse', async (request: FastifyRequest, _reply: FastifyReply) => {
      if (request.url.startsWith('/admin/')) seen.set(request.url.split('?')[0]!, request.staffSession?.staff.email ?? null);
    });
  });

  /** The three kinds of console request, by a client, with what a test changes in them. */
  const requests = (client: ConsoleClient, options: { csrfToken?: string | null; origin?: string }) => ({
    upload: () => upload(ctx, client, '/admin/api/thumbnails', { name: 'a.png', bytes: png }, options),
    csvExport: () =>
      ctx.app.inject({
        method: 'GET',
        url: '/admin/api/inquiries.csv?reason=%EC%A0%90%EA%B2%80',
        headers: { origin: options.origin ?? ctx.publicOrigin },
        cookies: client.cookie ? { [client.cookie.name]: client.cookie.value } : {},
      }),
    trpcMutation: () => client.call('staff.setRole', 'mutation', { input: { id: 1, role: 'admin' }, ...options }),
  });

  /** Status and message, whichever envelope (the API's error body, or tRPC's) the answer came in. */
  const answerOf = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    message: (response.json().error ? errorOf(response).message : response.json().message) as string,
    cacheControl: response.headers['cache-control'],
  });

  it('refuses an upload and a tRPC mutation without the CSRF token with the same answer', async () => {
    const admin = await signedIn(ctx, 'admin');
    const { upload, trpcMutation } = requests(admin, { csrfToken: null });
    const expected = { status: 403, message: consoleRefusals.csrfToken.message, cacheControl: 'no-store' };
    expect(answerOf(await upload())).toEqual(expected);
    expect(answerOf(await trpcMutation())).toEqual(expected);
  });

  it('refuses an upload, a CSV export and a tRPC mutation from another site with the same answer', async () => {
    const admin = await signedIn(ctx, 'admin');
    const expected = { status: 403, message: consoleRefusals.foreignSite.message, cacheControl: 'no-store' };
    for (const [kind, send] of Object.entries(requests(admin, { origin: 'https://evil.example' }))) {
      expect(answerOf(await send()), kind).toEqual(expected);
    }
  });

  it('gives an upload, a CSV export and a tRPC call the session the hook found, as request.staffSession', async () => {
    const admin = await signedIn(ctx, 'admin');
    seen.clear();
    const { upload, csvExport, trpcMutation } = requests(admin, {});
    expect((await upload()).statusCode).not.toBe(403);
    expect((await csvExport()).statusCode).toBe(200);
    expect((await trpcMutation()).statusCode).toBe(200);
    expect((await admin.call('auth.me', 'query')).statusCode).toBe(200);
    expect(Object.fromEntries(seen)).toEqual({
      '/admin/api/thumbnails': testStaff.admin.email,
      '/admin/api/inquiries.csv': testStaff.admin.email,
      '/admin/trpc/staff.setRole': testStaff.admin.email,
      '/admin/trpc/auth.me': testStaff.admin.email,
    });
  });

  it('answers a request without a session with the same 401 on every route, and a page needs none', async () => {
    const anonymous = new ConsoleClient(ctx);
    const expected = { status: 401, message: consoleRefusals.noSession.message, cacheControl: 'no-store' };
    for (const [kind, send] of Object.entries(requests(anonymous, {}))) expect(answerOf(await send()), kind).toEqual(expected);
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/notices' })).statusCode).not.toBe(401);
  });
});
