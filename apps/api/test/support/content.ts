import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { App } from '../../src/app.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { seedDatabase } from '../../src/db/seed/index.js';
import { type CallOptions, type ConsoleClient, type ConsoleTestContext, signedIn, useConsoleApp } from './console.js';
import { buildTestApp } from './app.js';
import type { TestBackend } from './databases.js';

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
    other.app = (await buildTestApp(database)).app;
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

/** Little-endian fields of 2 or 4 bytes, in order: a ZIP record. */
const record = (...fields: Array<[bytes: 2 | 4, value: number]>) => {
  const buffer = Buffer.alloc(fields.reduce((total, [bytes]) => total + bytes, 0));
  let at = 0;
  for (const [bytes, value] of fields) at = bytes === 2 ? buffer.writeUInt16LE(value, at) : buffer.writeUInt32LE(value, at);
  return buffer;
};

/** A ZIP of stored (uncompressed) entries: enough to stand for DOCX, XLSX, HWPX and plain ZIP files. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    // flags, method (stored), time, date, CRC-32, sizes, name length, extra length
    const common: Array<[2 | 4, number]> = [
      [2, 0],
      [2, 0],
      [2, 0],
      [2, 0],
      [4, crc32(data)],
      [4, data.length],
      [4, data.length],
      [2, nameBytes.length],
      [2, 0],
    ];
    const local = record([4, 0x04034b50], [2, 20], ...common);
    // comment length, disk, internal and external attributes, the local header's offset
    const central = record([4, 0x02014b50], [2, 20], [2, 20], ...common, [2, 0], [2, 0], [2, 0], [4, 0], [4, offset]);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const count = Object.keys(entries).length;
  const end = record([4, 0x06054b50], [2, 0], [2, 0], [2, count], [2, count], [4, directory.length], [4, offset], [2, 0]);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** Small files of each attachment type, built by their formats' rules (enough for the checks by content). */
export const sampleAttachments = {
  pdf: () => Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  /** An OLE compound file whose FileHeader stream says it is a HWP document. */
  hwp: () => {
    const bytes = Buffer.alloc(2048);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
    Buffer.from('HWP Document File', 'latin1').copy(bytes, 1024);
    return bytes;
  },
  docx: () => zipOf({ '[Content_Types].xml': contentTypes, 'word/document.xml': '<w:document/>' }),
  xlsx: () => zipOf({ '[Content_Types].xml': contentTypes, 'xl/workbook.xml': '<workbook/>' }),
  hwpx: () => zipOf({ mimetype: 'application/hwp+zip', 'Contents/content.hpf': '<opf:package/>' }),
  zip: () => zipOf({ 'readme.txt': 'hello', 'forms/a.txt': 'a' }),
};
