import { randomBytes } from 'node:crypto';

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../src/app.js';
import { type Database, openDatabase } from '@office/db/client';
import { seedDatabase } from '@office/db/seed';
import { type CallOptions, type ConsoleClient, type ConsoleTestContext, signedIn, useConsoleApp } from './console.js';
import { buildTestApp } from './app.js';
import type { TestBackend } from '@office/testing/databases';

/**
 * The console app over a database seeded with the site's content (the public pages and APIs read
 * it), with an editor and an admin signed in. Read the fields inside tests.
 */
export function useContentConsole(
  backend: TestBackend,
  publicOrigin?: string,
): {
  ctx: ConsoleTestContext;
  staff: { editor: ConsoleClient; admin: ConsoleClient };
} {
  const ctx = useConsoleApp(backend, publicOrigin);
  const staff = {} as { editor: ConsoleClient; admin: ConsoleClient };
  beforeAll(async () => {
    await seedDatabase(ctx.database.db);
    staff.editor = await signedIn(ctx, 'editor');
    staff.admin = await signedIn(ctx, 'admin');
  });
  return { ctx, staff };
}

/**
 * A second app process on the test's database (its own connection on Postgres), as another server
 * behind the load balancer: what it serves shows whether a change reached every process. Read
 * `.app` inside tests.
 */
export function useOtherApp(ctx: ConsoleTestContext): { app: App } {
  const other = {} as { app: App };
  let database: Database = ctx.database;
  beforeAll(async () => {
    database = ctx.database.url ? await openDatabase({ url: ctx.database.url, poolMax: 1 }) : ctx.database;
    // The same time as the test's app: both processes' schedulers see the moments the test sets.
    other.app = (await buildTestApp(database, { clock: ctx.clock })).app;
  });
  afterAll(async () => {
    await other.app.close();
    if (database !== ctx.database) await database.close();
  });
  return other;
}

/** Resolves once `check` is true, polling; fails after `ms`. */
export async function eventually(check: () => Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`not true within ${ms} ms`);
}

/** A console call that must succeed: its data. */
export async function dataOf<T = any>(client: ConsoleClient, path: string, kind: 'query' | 'mutation', input?: unknown): Promise<T> {
  const response = await client.call(path, kind, { input });
  expect(response.statusCode, `${path}: ${response.body}`).toBe(200);
  return response.json().result.data as T;
}

export interface UploadFile {
  name: string;
  bytes: Buffer;
  /** What the browser claims; the server never believes it. */
  type?: string;
  field?: string;
}

/** A multipart/form-data body with one file, its name as browsers send it (UTF-8, `"` as %22). */
export function multipartBody(file: UploadFile): { payload: Buffer; contentType: string } {
  const boundary = `----office${randomBytes(8).toString('hex')}`;
  const name = file.name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${name}"\r\n` +
    `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head, 'utf8'), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POSTs a file to one of the console's upload routes as the client (its cookie, CSRF token and Origin). */
export async function upload(
  context: ConsoleTestContext,
  client: ConsoleClient | null,
  url: string,
  file: UploadFile,
  options: Pick<CallOptions, 'csrfToken' | 'origin'> = {},
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = multipartBody(file);
  const headers: Record<string, string> = { 'content-type': contentType };
  const origin = options.origin === undefined ? context.publicOrigin : options.origin;
  if (origin !== null) headers.origin = origin;
  const csrfToken = options.csrfToken === undefined ? client?.csrfToken : options.csrfToken;
  if (csrfToken) headers['x-csrf-token'] = csrfToken;
  return context.app.inject({
    method: 'POST',
    url,
    headers,
    payload,
    cookies: client?.cookie ? { [client.cookie.name]: client.cookie.value } : {},
    remoteAddress: client?.address,
  });
}
