import { type ConsoleAttachment, type ConsolePost, type LibraryItemDetail, libraryItem, type UploadedThumbnail } from '@office/contracts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '@office/db/schema';
import { attachmentDisposition, safeFileName } from '@office/api/services/content/file-names';
import { sniffAttachment, sniffImage } from '@office/api/services/content/file-types';
import { domainErrorStatus } from '@office/api/errors';
import { type ConsoleClient, errorOf, signedIn, useConsoleApp } from '../support/console.js';
import { dataOf, upload } from '../support/content.js';
import { sampleAttachments, zipOf } from '@office/testing/sample-files';
import { testBackends } from '@office/testing/databases';

const isWebp = (bytes: Buffer) => bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

/** A photo-like image of the given format, with EXIF (a camera's, say) that must not survive. */
async function image(format: 'jpeg' | 'png' | 'webp', width = 1200, height = 900): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } }).withExif({
    IFD0: { Copyright: 'GPS 36.89N 126.62E', Artist: 'Private Person' },
  });
  return base[format]().toBuffer();
}

describe('attachment types are judged by content', () => {
  it('tells each accepted type apart, and refuses the rest', () => {
    for (const [type, make] of Object.entries(sampleAttachments)) expect(sniffAttachment(make()), type).toEqual({ type });
    expect(sniffAttachment(Buffer.from('MZ\x90\x00 an executable'))).toHaveProperty('refused');
    expect(sniffAttachment(Buffer.from('<html><script>alert(1)</script>'))).toHaveProperty('refused');
    // Word 97 is OLE too, but not HWP.
    const doc = Buffer.alloc(1024);
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(doc);
    expect(sniffAttachment(doc)).toEqual({ refused: expect.stringMatching(/not a HWP/) });
    // A ZIP signature with no readable directory.
    expect(sniffAttachment(Buffer.from('PK\x03\x04 and then nothing'))).toHaveProperty('refused');
    // Entries of another OOXML kind are still a ZIP (allowed), never mistaken for DOCX.
    expect(sniffAttachment(zipOf({ '[Content_Types].xml': '<Types/>', 'ppt/presentation.xml': '<p/>' }))).toEqual({ type: 'zip' });
  });

  it('recognises JPEG, PNG and WebP signatures only', async () => {
    expect(sniffImage(await image('jpeg', 8, 8))).toBe('jpeg');
    expect(sniffImage(await image('png', 8, 8))).toBe('png');
    expect(sniffImage(await image('webp', 8, 8))).toBe('webp');
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});

describe('attachment names', () => {
  it('drops folders, controls, bidi overrides and Windows-illegal characters; keeps Korean', () => {
    expect(safeFileName('../../etc/passwd', ['pdf'])).toBe('passwd.pdf');
    expect(safeFileName('..\\..\\boot.ini', ['pdf'])).toBe('boot.ini.pdf');
    expect(safeFileName('<script>.pdf', ['pdf'])).toBe('script.pdf');
    expect(safeFileName('\u202Egpj.exe', ['pdf'])).toBe('gpj.exe.pdf');
    expect(safeFileName('report\u0000\u0007\r\n.pdf', ['pdf'])).toBe('report.pdf');
    expect(safeFileName('...hidden.pdf', ['pdf'])).toBe('hidden.pdf');
    expect(safeFileName('체류기간 연장 신청서.HWP', ['hwp'])).toBe('체류기간 연장 신청서.hwp');
    expect(safeFileName('CON.pdf', ['pdf'])).toBe('_CON.pdf');
    expect(safeFileName('', ['zip'])).toBe('attachment.zip');
    expect(safeFileName('  .  ', ['zip'])).toBe('attachment.zip');
    // Decomposed Hangul (as macOS sends it) is stored composed.
    expect(safeFileName('\u1112\u1161\u11ab.pdf', ['pdf'])).toBe('한.pdf');
  });

  it('keeps long names under 120 characters and 200 bytes, extension included', () => {
    for (const long of ['a'.repeat(1000), '가'.repeat(1000), `${'😀'.repeat(300)}`]) {
      const name = safeFileName(`${long}.pdf`, ['pdf']);
      expect(name.endsWith('.pdf')).toBe(true);
      expect([...name].length).toBeLessThanOrEqual(120);
      expect(Buffer.byteLength(name)).toBeLessThanOrEqual(200);
      expect(name).not.toMatch(/\uFFFD/);
    }
  });

  it('Content-Disposition: an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('신청서 (2026).pdf')).toBe(
      `attachment; filename="_ (2026).pdf"; filename*=UTF-8''${'%EC%8B%A0%EC%B2%AD%EC%84%9C'}%20%282026%29.pdf`,
    );
    expect(attachmentDisposition('안내.hwp')).toBe(`attachment; filename="attachment.hwp"; filename*=UTF-8''%EC%95%88%EB%82%B4.hwp`);
    expect(attachmentDisposition("it's;50%.zip")).toBe(`attachment; filename="it's_50_.zip"; filename*=UTF-8''it%27s%3B50%25.zip`);
  });
});

describe.each(testBackends)('console uploads on $name', (backend) => {
  const ctx = useConsoleApp(backend);
  let editor: ConsoleClient;
  let libraryItemId: number;
  let noticeId: number;

  beforeAll(async () => {
    editor = await signedIn(ctx, 'editor');
    libraryItemId = (
      await dataOf<ConsolePost>(editor, 'posts.create', 'mutation', {
        kind: 'library',
        category: 'category2',
        title: '서식 모음',
        content: '<p>서식</p>',
      })
    ).id;
    noticeId = (await dataOf<ConsolePost>(editor, 'posts.create', 'mutation', { kind: 'notice', title: '공지', content: '<p>공지</p>' }))
      .id;
  });

  const thumbnail = (client: ConsoleClient | null, name: string, bytes: Buffer, options = {}) =>
    upload(ctx, client, '/admin/api/thumbnails', { name, bytes, type: 'image/jpeg' }, options);
  const attachment = (name: string, bytes: Buffer, postId = libraryItemId) =>
    upload(ctx, editor, `/admin/api/posts/${postId}/attachments`, { name, bytes });

  it('refuses anonymous callers (401), a missing or wrong CSRF token and other sites (403)', async () => {
    const bytes = await image('png', 16, 16);
    for (const url of ['/admin/api/thumbnails', `/admin/api/posts/${libraryItemId}/attachments`]) {
      const anonymous = await upload(ctx, null, url, { name: 'a.png', bytes });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
      expect((await upload(ctx, editor, url, { name: 'a.png', bytes }, { csrfToken: null })).statusCode, url).toBe(403);
      expect((await upload(ctx, editor, url, { name: 'a.png', bytes }, { csrfToken: 'x'.repeat(43) })).statusCode, url).toBe(403);
      const foreign = await upload(ctx, editor, url, { name: 'a.png', bytes }, { origin: 'https://evil.example' });
      expect(foreign.statusCode, url).toBe(403);
      expect(foreign.json().code).toBe('FORBIDDEN');
      expect(foreign.headers['cache-control']).toBe('no-store');
      expect(foreign.headers['x-robots-tag']).toMatch(/noindex/);
    }
    expect((await ctx.services.content.posts.get(libraryItemId)).attachments).toEqual([]);
  });

  it.each(['jpeg', 'png', 'webp'] as const)(
    'a %s thumbnail is re-encoded into 800×450 and 400×225 WebP without metadata',
    async (format) => {
      const response = await thumbnail(editor, `photo.${format}`, await image(format));
      expect(response.statusCode, response.body).toBe(201);
      const saved = response.json() as UploadedThumbnail;
      expect(saved.url).toBe(`/files/${saved.id}/w800.webp`);
      for (const [variant, size] of Object.entries({ w800: [800, 450], w400: [400, 225] })) {
        const file = await ctx.app.inject(`/files/${saved.id}/${variant}.webp`);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/webp');
        expect(file.headers['cache-control']).toBe('public, max-age=3600');
        expect(file.headers['x-content-type-options']).toBe('nosniff');
        const bytes = file.rawPayload;
        expect(isWebp(bytes)).toBe(true);
        const metadata = await sharp(bytes).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', ...size]);
        expect(metadata.exif).toBeUndefined();
        expect(bytes.includes('Private Person')).toBe(false);
        const again = await ctx.app.inject({
          url: `/files/${saved.id}/${variant}.webp`,
          headers: { 'if-none-match': file.headers.etag as string },
        });
        expect(again.statusCode).toBe(304);
      }
      expect((await ctx.app.inject(`/files/${saved.id}/original`)).statusCode).toBe(404);
    },
  );

  it('a PNG named .jpg is taken for what it is; a text file named .png is refused with 415', async () => {
    const png = await thumbnail(editor, 'holiday.jpg', await image('png', 1000, 1000));
    expect(png.statusCode).toBe(201);

    const text = await thumbnail(editor, 'evil.png', Buffer.from('<script>alert(1)</script>\n'), {});
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      fields: [{ field: 'file', code: 'unsupported_type', message: expect.stringMatching(/JPEG, PNG or WebP.*content/) }],
    });
    // An SVG (which can hold scripts) or a GIF is no thumbnail either.
    expect((await thumbnail(editor, 'a.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).statusCode).toBe(
      415,
    );
    expect((await thumbnail(editor, 'a.gif', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00'))).statusCode).toBe(415);
  });

  it('large files within the limits go through (a 4 MB photo, a 19 MB PDF)', async () => {
    const noise = await sharp({
      create: { width: 1400, height: 1000, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(3 * 1024 * 1024);
    expect(noise.length).toBeLessThan(5 * 1024 * 1024);
    expect((await thumbnail(editor, 'noise.png', noise)).statusCode).toBe(201);

    const pdf = Buffer.concat([sampleAttachments.pdf(), Buffer.alloc(19 * 1024 * 1024, 0x20)]);
    const response = await attachment('big but allowed.pdf', pdf);
    expect(response.statusCode, response.body).toBe(201);
    await dataOf(editor, 'posts.removeAttachment', 'mutation', { postId: libraryItemId, fileId: response.json().id });
  });

  it('a damaged image is 400; more than 5 MB is 413', async () => {
    const jpeg = await image('jpeg');
    const damaged = await thumbnail(editor, 'cut.jpg', jpeg.subarray(0, 600));
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().fields[0]).toMatchObject({ field: 'file', code: 'unreadable' });

    const huge = Buffer.concat([jpeg, Buffer.alloc(6 * 1024 * 1024 - jpeg.length, 0)]);
    const tooBig = await thumbnail(editor, 'huge.jpg', huge);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', fields: [{ field: 'file' }] });
  });

  it("a thumbnail becomes the post's (thumbnail_url), replaced and deleted with it", async () => {
    const first = (await thumbnail(editor, 'a.jpg', await image('jpeg'))).json() as UploadedThumbnail;
    const second = (await thumbnail(editor, 'b.jpg', await image('jpeg'))).json() as UploadedThumbnail;
    const post = await dataOf<ConsolePost>(editor, 'posts.create', 'mutation', {
      kind: 'notice',
      title: '사진 공지',
      content: '<p>x</p>',
      thumbnailId: first.id,
    });
    expect(post.thumbnailUrl).toBe(first.url);
    const updated = await dataOf<ConsolePost>(editor, 'posts.update', 'mutation', { id: post.id, thumbnailId: second.id });
    expect(updated.thumbnailUrl).toBe(second.url);
    // The replaced one is gone; a draft's thumbnail is for staff only.
    expect((await ctx.app.inject(first.url)).statusCode).toBe(404);
    expect((await ctx.app.inject(second.url)).statusCode).toBe(404);
    const preview = await ctx.app.inject({ url: second.url, cookies: { [editor.cookie!.name]: editor.cookie!.value } });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, no-store');

    await dataOf(editor, 'posts.publish', 'mutation', { id: post.id });
    const published = await ctx.app.inject(second.url);
    expect(published.statusCode).toBe(200);
    const notice = (await ctx.app.inject(`/api/common/notices/${post.id}/`)).json();
    expect(notice.thumbnail_url).toBe(second.url);
    // Unpublished again, a cache asking whether its copy is still good is told it is gone.
    await dataOf(editor, 'posts.unpublish', 'mutation', { id: post.id });
    expect((await ctx.app.inject({ url: second.url, headers: { 'if-none-match': published.headers.etag as string } })).statusCode).toBe(
      404,
    );
    await dataOf(editor, 'posts.publish', 'mutation', { id: post.id });

    // Another post cannot take it.
    const other = await editor.call('posts.create', 'mutation', {
      input: { kind: 'notice', title: 'x', content: 'x', thumbnailId: second.id },
    });
    expect(other.statusCode).toBe(404);

    await dataOf(editor, 'posts.delete', 'mutation', { id: post.id });
    expect(await ctx.database.db.select({ id: storedFiles.id }).from(storedFiles).where(eq(storedFiles.id, second.id))).toEqual([]);
  });

  it.each(Object.entries(sampleAttachments))('a %s attachment is accepted by its content', async (type, make) => {
    const response = await attachment(`file.${type}`, make());
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ name: `file.${type}`, size: make().length });
  });

  it('attachments are refused by content (415), over 20 MB (413), and on notices (409)', async () => {
    const script = await attachment('form.pdf', Buffer.from('#!/bin/sh\nrm -rf /\n'));
    expect(script.statusCode).toBe(415);
    expect(script.json().fields[0]).toMatchObject({ field: 'file', code: 'unsupported_type' });
    const big = Buffer.concat([sampleAttachments.pdf(), Buffer.alloc(20 * 1024 * 1024)]);
    expect((await attachment('big.pdf', big)).statusCode).toBe(413);
    expect((await attachment('a.pdf', sampleAttachments.pdf(), noticeId)).statusCode).toBe(409);
    expect((await attachment('a.pdf', sampleAttachments.pdf(), 999_999)).statusCode).toBe(404);
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: `/admin/api/posts/${libraryItemId}/attachments`,
      headers: { origin: ctx.publicOrigin, 'x-csrf-token': editor.csrfToken!, 'content-type': 'application/json' },
      cookies: { [editor.cookie!.name]: editor.cookie!.value },
      payload: '{"file":"%PDF-"}',
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it('a refusal has the status of the one table and names its code and field, over HTTP and tRPC alike', async () => {
    const overHttp = await attachment('a.pdf', sampleAttachments.pdf(), 999_999);
    const overTrpc = await editor.call('posts.get', 'query', { input: { id: 999_999 } });
    const named = { problem: 'not_found', fields: [{ field: 'id', code: 'not_found', message: 'There is no post 999999.' }] };
    expect(overHttp.statusCode).toBe(domainErrorStatus.not_found);
    expect(overHttp.json()).toMatchObject({ code: 'NOT_FOUND', ...named });
    expect(overTrpc.statusCode).toBe(domainErrorStatus.not_found);
    expect(errorOf(overTrpc).data).toMatchObject({ code: 'NOT_FOUND', ...named });

    const onNotice = await attachment('a.pdf', sampleAttachments.pdf(), noticeId);
    expect(onNotice.statusCode).toBe(domainErrorStatus.not_a_library_item);
    expect(onNotice.json()).toMatchObject({ code: 'CONFLICT', problem: 'not_a_library_item', fields: [{ field: 'id' }] });
    // Past the upload limit while reading the body: the same refusal as the service's own check.
    const tooBig = await attachment('big.pdf', Buffer.concat([sampleAttachments.pdf(), Buffer.alloc(20 * 1024 * 1024)]));
    expect(tooBig.statusCode).toBe(domainErrorStatus.too_large);
    expect(tooBig.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      problem: 'too_large',
      fields: [{ field: 'file', code: 'too_large' }],
    });
  });

  it('hostile names are stored safely; downloads keep the Korean name, as attachments, never sniffed', async () => {
    const names = {
      '../../etc/passwd': 'passwd.pdf',
      '<script>.pdf': 'script.pdf',
      '\u202Egpj.exe': 'gpj.exe.pdf',
      [`${'아주 긴 이름 '.repeat(60)}.pdf`]: expect.stringMatching(/^아주 긴 이름.*\.pdf$/),
      '2026년 체류자격 변경 신청서.pdf': '2026년 체류자격 변경 신청서.pdf',
    };
    for (const [raw, expected] of Object.entries(names)) {
      const response = await attachment(raw, sampleAttachments.pdf());
      expect(response.statusCode, raw).toBe(201);
      const saved = response.json() as ConsoleAttachment;
      expect(saved.name, raw).toEqual(expected);
      expect(saved.name).not.toMatch(/[/\\<>\u0000-\u001f\u202a-\u202e]/);
      expect(saved.url).toBe(`/files/${saved.id}/${encodeURIComponent(saved.name)}`);
    }

    const korean = (await attachment('체류기간 연장 신청서.hwp', sampleAttachments.hwp())).json() as ConsoleAttachment;
    // Unpublished: not for the public yet.
    expect((await ctx.app.inject(korean.url)).statusCode).toBe(404);
    await dataOf(editor, 'posts.publish', 'mutation', { id: libraryItemId });

    const download = await ctx.app.inject(korean.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="attachment.hwp"; filename*=UTF-8''${encodeURIComponent('체류기간 연장 신청서')}.hwp`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-type']).toBe('application/x-hwp');
    expect(download.headers['content-security-policy']).toMatch(/sandbox/);
    expect(download.rawPayload.equals(sampleAttachments.hwp())).toBe(true);
  });

  it('the public library item keeps its original REST shape; tRPC library.byId lists the attachments', async () => {
    const rest = (await ctx.app.inject(`/api/common/library/${libraryItemId}/`)).json();
    expect(Object.keys(rest).sort()).toEqual(['author', 'category', 'content', 'created_at', 'id', 'thumbnail_url', 'title']);
    expect(libraryItem.parse(rest).category).toBe('category2');

    const trpc = await ctx.app.inject(`/trpc/library.byId?input=${encodeURIComponent(JSON.stringify({ id: libraryItemId }))}`);
    const item = trpc.json().result.data as LibraryItemDetail;
    expect(item.attachments.length).toBeGreaterThanOrEqual(7);
    expect(item.attachments).toContainEqual({
      name: '체류기간 연장 신청서.hwp',
      url: expect.stringMatching(/^\/files\/[0-9a-f-]{36}\//),
      size: 2048,
    });

    // Removing one: gone from the public item at once, and from the download path.
    const [first] = (await ctx.services.content.posts.get(libraryItemId)).attachments;
    await dataOf(editor, 'posts.removeAttachment', 'mutation', { postId: libraryItemId, fileId: first!.id });
    const after = (await ctx.app.inject(`/trpc/library.byId?input=${encodeURIComponent(JSON.stringify({ id: libraryItemId }))}`)).json()
      .result.data;
    expect(after.attachments).toHaveLength(item.attachments.length - 1);
    expect((await ctx.app.inject(first!.url)).statusCode).toBe(404);
    const again = await editor.call('posts.removeAttachment', 'mutation', { input: { postId: libraryItemId, fileId: first!.id } });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).data.code).toBe('NOT_FOUND');
  });

  it('unknown or malformed file paths are 404', async () => {
    for (const url of ['/files/not-a-uuid/w800.webp', `/files/${randomUUID()}/w800.webp`, `/files/${randomUUID()}/a.pdf`]) {
      expect((await ctx.app.inject(url)).statusCode, url).toBe(404);
    }
  });
});
