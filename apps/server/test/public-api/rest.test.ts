import {
  categoryKeys,
  inquiryReceipt,
  libraryItem,
  mainTaskContentEntry,
  notice,
  pageNames,
  pageTextKeys,
  translationEntry,
} from '@office/contracts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiries, posts } from '@office/db/schema';
import { useSeededApp } from '../support/app.js';
import { solvedChallenge } from '../support/challenge.js';
import { freshAddress } from '../support/console.js';
import { testBackends } from '@office/testing/databases';

const validInquiry = {
  name: '홍길동',
  phone: '01012345678',
  email: 'gildong@example.com',
  content: 'E-7 비자 연장 문의드립니다.\n서류 목록을 알고 싶습니다.',
};

describe.each(testBackends)('REST facade on $name', (backend) => {
  const ctx = useSeededApp(backend);
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  /** A client of its own address; an object body gets a solved challenge, as the website sends. */
  const postInquiry = async (payload: unknown, headers: Record<string, string> = {}, { challenge = true } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/common/inquiry/',
      headers: { 'content-type': 'application/json', ...headers },
      remoteAddress: freshAddress(),
      payload:
        typeof payload === 'string'
          ? payload
          : JSON.stringify(
              challenge && payload && typeof payload === 'object' ? { ...payload, altcha: await solvedChallenge(ctx.app) } : payload,
            ),
    });

  describe('GET /api/translation/page', () => {
    it.each(pageNames)('returns every catalogue key of %s in all five languages', async (pageName) => {
      const res = await get(`/api/translation/page?page_name=${encodeURIComponent(pageName)}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const entries = translationEntry.array().parse(res.json());
      expect(entries.map((e) => e.key).sort()).toEqual([...pageTextKeys[pageName]].sort());
      for (const entry of entries) {
        for (const column of ['korean', 'chinese', 'japanese', 'english', 'russia'] as const) {
          expect(entry[column], `${pageName} ${entry.key} ${column}`).toBeTruthy();
        }
      }
    });

    it('answers 400 naming page_name when it is missing or unknown', async () => {
      for (const url of ['/api/translation/page', '/api/translation/page?page_name=nope']) {
        const res = await get(url);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'page_name' }] });
      }
    });
  });

  it('GET /api/translation/main-task-contents returns category1..6 with HTML in each language', async () => {
    const res = await get('/api/translation/main-task-contents');
    expect(res.statusCode).toBe(200);
    const entries = mainTaskContentEntry.array().parse(res.json());
    expect(entries.map((e) => e.key)).toEqual([...categoryKeys]);
    for (const entry of entries) {
      for (const html of [entry.korean, entry.chinese, entry.japanese, entry.english, entry.russia]) {
        expect(html).toMatch(/<h2>[\s\S]+<\/h2>/);
      }
    }
  });

  describe('notices', () => {
    it('lists published notices as a plain array, newest first, snake_case, nulls for absent fields', async () => {
      const res = await get('/api/common/notices/');
      expect(res.statusCode).toBe(200);
      const list = notice.array().parse(res.json());
      expect(list.length).toBeGreaterThanOrEqual(8);
      const times = list.map((n) => Date.parse(n.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(list.some((n) => n.thumbnail_url === null)).toBe(true);
      expect(list.some((n) => n.thumbnail_url !== null)).toBe(true);
      expect(list.some((n) => n.author === null)).toBe(true);
      expect(Object.keys(res.json()[0]).sort()).toEqual(['author', 'content', 'created_at', 'id', 'thumbnail_url', 'title']);
    });

    it('returns one notice by id, with or without the trailing slash', async () => {
      const [first] = notice.array().parse((await get('/api/common/notices/')).json());
      for (const url of [`/api/common/notices/${first!.id}/`, `/api/common/notices/${first!.id}`]) {
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual(first);
      }
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      expect((await get('/api/common/notices/999999/')).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
      for (const id of ['abc', '-1', '0', '1.5', '99999999999']) {
        const res = await get(`/api/common/notices/${id}/`);
        expect(res.statusCode, id).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ field: 'id' }] });
      }
    });

    it('never shows drafts', async () => {
      const [draft] = await ctx.database.db
        .insert(posts)
        .values({ kind: 'notice', title: 'draft', content: '<p>x</p>', status: 'draft' })
        .returning();
      ctx.services.cache.invalidate();
      expect((await get(`/api/common/notices/${draft!.id}/`)).statusCode).toBe(404);
      expect(
        notice
          .array()
          .parse((await get('/api/common/notices/')).json())
          .map((n) => n.id),
      ).not.toContain(draft!.id);
      await ctx.database.db.delete(posts).where(eq(posts.id, draft!.id));
      ctx.services.cache.invalidate();
    });
  });

  describe('library', () => {
    it('lists library items over all six categories', async () => {
      const res = await get('/api/common/library/');
      expect(res.statusCode).toBe(200);
      const list = libraryItem.array().parse(res.json());
      expect(list.length).toBeGreaterThanOrEqual(12);
      expect(new Set(list.map((i) => i.category))).toEqual(new Set(categoryKeys));
    });

    it('returns one item by id and keeps notices and library apart', async () => {
      const [item] = libraryItem.array().parse((await get('/api/common/library/')).json());
      expect((await get(`/api/common/library/${item!.id}/`)).json()).toEqual(item);
      expect((await get(`/api/common/notices/${item!.id}/`)).statusCode).toBe(404);
      expect((await get('/api/common/library/xyz/')).statusCode).toBe(400);
    });
  });

  describe('POST /api/common/inquiry/', () => {
    it('stores the inquiry, with language and consent, before answering 201', async () => {
      const res = await postInquiry({ ...validInquiry, consent: true, consent_version: '2026-11-01', lang: 'ru' });
      expect(res.statusCode).toBe(201);
      const receipt = inquiryReceipt.parse(res.json());
      const [row] = await ctx.database.db.select().from(inquiries).where(eq(inquiries.id, receipt.id));
      expect(row).toMatchObject({
        name: validInquiry.name,
        phone: validInquiry.phone,
        email: validInquiry.email,
        content: validInquiry.content,
        lang: 'ru',
        consentGiven: true,
        consentVersion: '2026-11-01',
        status: 'new',
      });
      expect(row!.createdAt.toISOString()).toBe(receipt.created_at);
    });

    it('accepts the original four-field body as it is, recording consent as not stated', async () => {
      // Without a challenge too, under the lower limits for such clients.
      const res = await postInquiry({ ...validInquiry, phone: '0413572480' }, {}, { challenge: false });
      expect(res.statusCode).toBe(201);
      const [row] = await ctx.database.db.select().from(inquiries).where(eq(inquiries.id, res.json().id));
      expect(row).toMatchObject({ phone: '0413572480', consentGiven: null, consentVersion: null, lang: null });
    });

    it.each([
      ['name', { name: '' }],
      ['name', { name: '   ' }],
      ['phone', { phone: '010-1234-5678' }],
      ['phone', { phone: '123456789' }],
      ['phone', { phone: '012345678901' }],
      ['phone', { phone: 1012345678 }],
      ['email', { email: 'no-at-sign.example.com' }],
      ['email', { email: 'a@b.c' }],
      ['email', { email: 'a@example.c0m' }],
      ['content', { content: '' }],
      ['content', { content: 'x'.repeat(5001) }],
      ['consent', { consent: false }],
      ['lang', { lang: 'fr' }],
    ])('answers 400 naming %s when it breaks the form rules (%o)', async (field, patch) => {
      const before = await ctx.database.db.$count(inquiries);
      const res = await postInquiry({ ...validInquiry, ...patch });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields.map((f: { field: string }) => f.field)).toEqual([field]);
      expect(body.fields[0].message).toEqual(expect.any(String));
      expect(await ctx.database.db.$count(inquiries)).toBe(before);
    });

    it('names every missing field at once', async () => {
      const res = await postInquiry({}, {}, { challenge: false });
      expect(res.statusCode).toBe(400);
      expect(
        res
          .json()
          .fields.map((f: { field: string }) => f.field)
          .sort(),
      ).toEqual(['content', 'email', 'name', 'phone']);
    });

    it('answers 400 for malformed JSON, an empty body or a JSON array', async () => {
      expect((await postInquiry('{"name": "x",')).json()).toMatchObject({ statusCode: 400, code: 'MALFORMED_JSON' });
      expect((await postInquiry('')).statusCode).toBe(400);
      expect((await postInquiry('[1,2]')).statusCode).toBe(400);
      const noBody = await ctx.app.inject({ method: 'POST', url: '/api/common/inquiry/' });
      expect(noBody.statusCode).toBe(400);
    });

    it('answers 415 for a body that is not JSON', async () => {
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const res = await postInquiry('name=x', { 'content-type': type });
        expect(res.statusCode, type).toBe(415);
        expect(res.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
      }
    });

    it('accepts application/json with a charset', async () => {
      const res = await postInquiry(validInquiry, { 'content-type': 'application/json; charset=utf-8' });
      expect(res.statusCode).toBe(201);
    });

    it('answers 413 for a body over the limit', async () => {
      const res = await postInquiry({ ...validInquiry, content: '가'.repeat(20_000) });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    });
  });

  it('answers unknown API paths and wrong methods with a JSON 404, never a 500', async () => {
    const unknown = await get('/api/common/nothing-here/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const wrongMethod = await ctx.app.inject({ method: 'DELETE', url: '/api/common/notices/' });
    expect(wrongMethod.statusCode).toBe(404);
  });

  it('compresses large cached bodies as the client accepts (br, then gzip), identical once decoded', async () => {
    const plain = await get('/api/common/library/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/);
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
      ['br;q=0, gzip;q=0.8', 'gzip', gunzipSync],
    ] as const) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/common/library/', headers: { 'accept-encoding': accept } });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
    const identityOnly = await ctx.app.inject({ method: 'GET', url: '/api/common/library/', headers: { 'accept-encoding': 'identity' } });
    expect(identityOnly.headers['content-encoding']).toBeUndefined();
  });

  it('tags every answer with a request id that the error body repeats', async () => {
    const res = await get('/api/common/notices/abc/');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
  });
});
