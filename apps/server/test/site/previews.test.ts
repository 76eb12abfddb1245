import { type ConsolePost, type ConsolePreview, previewLifetimeHours, previewsPerStaffPerHour } from '@office/contracts';
import { contentPreviews } from '@office/db/schema';
import { describe, expect, it } from 'vitest';
import { errorOf, minutes, signedIn } from '../support/console.js';
import { dataOf, useContentConsole } from '../support/content.js';
import { testBackends } from '@office/testing/databases';

const hours = (n: number) => minutes(60 * n);

/** Drafts and unsaved edits in their real page at /preview/<id> (decision 0050). */
describe.each(testBackends)('previews on $name', (backend) => {
  const { ctx, staff } = useContentConsole(backend);

  const draft = async (title: string, content = '<p>저장된 본문</p>') =>
    dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', { kind: 'notice', title, content });
  const preview = (input: unknown, client = staff.editor) => dataOf<ConsolePreview>(client, 'previews.create', 'mutation', input);
  const postPreview = (postId: number, title: string, content: string, lang = 'ko') =>
    preview({ kind: 'post', postId, lang, fields: { title, content, author: null, thumbnailAlt: null } });
  /** A GET as a browser without a session (a colleague with the link, or anyone). */
  const open = (url: string) => ctx.app.inject({ method: 'GET', url });
  /** A GET as the signed-in editor's browser (the session cookie only). */
  const openAsStaff = (url: string) =>
    ctx.app.inject({ method: 'GET', url, cookies: { [staff.editor.cookie!.name]: staff.editor.cookie!.value } });
  const withToken = (made: ConsolePreview, lang?: string) => `${made.path}?${lang ? `lang=${lang}&` : ''}token=${made.token}`;

  it("shows a draft's unsaved title and body in the notice page, to signed-in staff and with the token, marked as a preview", async () => {
    const post = await draft('미리보기 초안 저장본');
    const made = await postPreview(post.id, '저장 안 한 미리보기 제목', '<p>아직 저장하지 않은 본문입니다.</p><script>alert(1)</script>');
    expect(made).toMatchObject({
      path: `/preview/${made.id}`,
      pagePath: `/notice/${post.id}`,
      subject: { kind: 'post', postId: post.id, lang: 'ko' },
    });
    expect(Date.parse(made.expiresAt) - ctx.clock.now().getTime()).toBe(hours(previewLifetimeHours));

    for (const response of [await openAsStaff(made.path), await open(withToken(made))]) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('저장 안 한 미리보기 제목');
      expect(response.body).toContain('아직 저장하지 않은 본문입니다.');
      expect(response.body).not.toContain('미리보기 초안 저장본');
      // Marked, bilingual; sanitized as a save is; no script runs (the page is for reading).
      expect(response.body).toMatch(/<section id="office-preview"[^>]*aria-label=/);
      expect(response.body).toContain('아직 공개되지 않은 내용입니다');
      expect(response.body).toContain('not public');
      expect(response.body).not.toContain('alert(1)');
      expect(response.body).not.toMatch(/<script\b(?![^>]*application\/ld\+json)/);
      expect(response.headers).toMatchObject({
        'cache-control': 'no-store',
        'x-robots-tag': 'noindex, nofollow',
        'referrer-policy': 'no-referrer',
        'x-frame-options': 'SAMEORIGIN',
      });
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers['content-security-policy']).toMatch(/script-src 'strict-dynamic' 'self';/);
    }
    // The draft stays off the public site; nothing of the preview was kept for it.
    expect((await open(`/notice/${post.id}`)).statusCode).toBe(404);
    expect((await open('/notice')).body).not.toContain('저장 안 한 미리보기 제목');
    expect((await open(`/trpc/notices.byId?input=${encodeURIComponent(JSON.stringify({ id: post.id }))}`)).statusCode).toBe(404);
  });

  it('shows the page in any language: the previewed translation, else what the site shows there', async () => {
    const post = await draft('번역 미리보기 원문', '<p>한국어 본문</p>');
    await dataOf(staff.editor, 'posts.setTranslation', 'mutation', {
      postId: post.id,
      lang: 'en',
      title: 'Saved English title',
      content: '<p>Saved English body</p>',
    });
    const korean = await postPreview(post.id, '고친 한국어 제목', '<p>고친 한국어 본문</p>');
    const english = await postPreview(post.id, 'Unsaved English title', '<p>Unsaved English body</p>', 'en');

    const koreanInEnglish = await open(withToken(korean, 'en'));
    expect(koreanInEnglish.statusCode).toBe(200);
    expect(koreanInEnglish.body).toContain('Saved English title');
    expect(koreanInEnglish.body).toMatch(/<html[^>]*lang="en"/);
    // In Japanese there is no translation: the previewed Korean, as the site falls back.
    expect((await open(withToken(korean, 'ja'))).body).toContain('고친 한국어 제목');
    const englishPreview = await open(withToken(english));
    expect(englishPreview.body).toContain('Unsaved English title');
    expect(englishPreview.body).toMatch(/<html[^>]*lang="en"/);
    // The English preview seen in Korean: the saved Korean.
    expect((await open(withToken(english, 'ko'))).body).toContain('번역 미리보기 원문');
  });

  it('refuses without a session or token, with a wrong or tampered token, and hostile ids or tokens, with a finished 404', async () => {
    const post = await draft('거절 확인 초안');
    const made = await postPreview(post.id, '비밀 미리보기 제목', '<p>비밀</p>');
    const tampered = `${made.token.slice(0, -1)}${made.token.endsWith('A') ? 'B' : 'A'}`;
    const other = await postPreview(post.id, '다른 미리보기', '<p>다른</p>');
    const urls = [
      made.path,
      `${made.path}?token=`,
      `${made.path}?token=${tampered}`,
      `${made.path}?token=${other.token}`,
      `${made.path}?token=${made.token}&token=${made.token}`,
      `${made.path}?token=${'x'.repeat(4000)}`,
      `/preview/${crypto.randomUUID()}?token=${made.token}`,
      `/preview/${'a'.repeat(4900)}`,
      `/preview/${encodeURIComponent('미리보기😀')}`,
      `/preview/..%2F..%2Fadmin`,
      `/preview/%00`,
      `/preview/${made.id.toUpperCase()}?token=${made.token}`,
      `/preview/${made.id}%20?token=${made.token}`,
    ];
    for (const url of urls) {
      const response = await open(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('비밀 미리보기 제목');
      if (response.headers['content-type']?.toString().startsWith('text/html')) {
        expect(response.body, url).toContain('미리보기를 찾을 수 없습니다');
        expect(response.headers['cache-control'], url).toBe('no-store');
      }
    }
    // Longer than any route parameter, and paths under /preview/ that are no preview: still 404, never a page or a 500.
    for (const url of [`/preview/${'a'.repeat(6000)}`, '/preview', '/preview/', `/preview/${made.id}/x`]) {
      expect((await open(url)).statusCode, url).toBe(404);
    }
    // A signed-out or foreign cookie is no session.
    const forged = await ctx.app.inject({ method: 'GET', url: made.path, cookies: { [staff.editor.cookie!.name]: 'forged' } });
    expect(forged.statusCode).toBe(404);
  });

  it('previews a page text and a main-task content in their pages, leaving the saved ones on the site', async () => {
    const text = await preview({ kind: 'text', pageName: '회사소개', key: 'hero.title', lang: 'en', value: 'Unsaved about title' });
    expect(text.pagePath).toBe('/about');
    const about = await open(withToken(text));
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('Unsaved about title');
    expect((await open('/about?lang=en')).body).not.toContain('Unsaved about title');

    const mainTask = await preview({
      kind: 'main-task',
      category: 'category2',
      lang: 'ko',
      html: '<h2>저장 안 한 업무 내용</h2><img src=x onerror=alert(1)>',
    });
    expect(mainTask.pagePath).toBe('/mainTask?tab=category2');
    const page = await open(withToken(mainTask));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('저장 안 한 업무 내용');
    expect(page.body).not.toContain('onerror');
    expect((await open('/mainTask?tab=category2')).body).not.toContain('저장 안 한 업무 내용');
  });

  it("keeps a published post's public page as saved while its edit is previewed", async () => {
    const post = await draft('게시된 글 저장본', '<p>게시된 본문</p>');
    await dataOf(staff.editor, 'posts.publish', 'mutation', { id: post.id });
    expect((await open(`/notice/${post.id}`)).body).toContain('게시된 글 저장본');
    const made = await postPreview(post.id, '게시된 글의 고친 제목', '<p>고친 본문</p>');
    expect((await open(withToken(made))).body).toContain('게시된 글의 고친 제목');
    const after = await open(`/notice/${post.id}`);
    expect(after.body).toContain('게시된 글 저장본');
    expect(after.body).not.toContain('게시된 글의 고친 제목');
    expect(after.body).not.toContain('office-preview');
  });

  it('checks the fields as a save does, and only for staff', async () => {
    const post = await draft('검증 초안');
    const tooLong = await staff.editor.call('previews.create', 'mutation', {
      input: { kind: 'post', postId: post.id, lang: 'ko', fields: { title: 'x'.repeat(201), content: '' } },
    });
    expect(tooLong.statusCode).toBe(400);
    const unknownPost = await staff.editor.call('previews.create', 'mutation', {
      input: { kind: 'post', postId: 999_999, lang: 'ko', fields: { title: '없는 글', content: '' } },
    });
    expect(unknownPost.statusCode).toBe(404);
    const signedOut = await ctx.app.inject({
      method: 'POST',
      url: '/admin/trpc/previews.create',
      headers: { 'content-type': 'application/json', origin: ctx.publicOrigin },
      payload: JSON.stringify({ kind: 'text', pageName: '홈', key: 'hero.title', lang: 'ko', value: 'x' }),
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it(`lets one staff member make at most ${previewsPerStaffPerHour} previews an hour`, async () => {
    const input = { kind: 'text', pageName: '홈', key: 'hero.title', lang: 'ko', value: '한도 확인' };
    let refused;
    for (let i = 0; i <= previewsPerStaffPerHour; i += 1) {
      const response = await staff.admin.call('previews.create', 'mutation', { input });
      if (response.statusCode !== 200) {
        refused = { i, response };
        break;
      }
    }
    expect(refused?.i).toBe(previewsPerStaffPerHour);
    expect(refused?.response.statusCode).toBe(429);
    expect(errorOf(refused!.response).data).toMatchObject({ problem: 'too_many_previews' });
    // Another staff member is not held back.
    expect((await staff.editor.call('previews.create', 'mutation', { input })).statusCode).toBe(200);
  });

  it('refuses an expired link (410 for whoever could have seen it, 404 for anyone else) and deletes expired previews', async () => {
    const post = await draft('만료 확인 초안');
    const made = await postPreview(post.id, '곧 만료될 미리보기', '<p>만료</p>');
    expect((await open(withToken(made))).statusCode).toBe(200);
    ctx.clock.advance(hours(previewLifetimeHours) + 1000);
    const expired = await open(withToken(made));
    expect(expired.statusCode).toBe(410);
    expect(expired.body).toContain('미리보기 링크가 만료되었습니다');
    expect(expired.body).not.toContain('곧 만료될 미리보기');
    // Sessions end after 12 hours: a new one, as the editor would sign in again.
    const editor = await signedIn(ctx, 'editor');
    const asEditor = await ctx.app.inject({ method: 'GET', url: made.path, cookies: { [editor.cookie!.name]: editor.cookie!.value } });
    expect(asEditor.statusCode).toBe(410);
    expect((await open(made.path)).statusCode).toBe(404);
    expect(errorOf(await editor.call('previews.get', 'query', { input: { id: made.id } })).data.code).toBe('NOT_FOUND');

    const ids = async () => (await ctx.database.db.select({ id: contentPreviews.id }).from(contentPreviews)).map((row) => row.id);
    expect(await ids()).toContain(made.id);
    expect(await ctx.services.content.previews.cleanup()).toBeGreaterThan(0);
    expect(await ids()).not.toContain(made.id);
  });

  it('is disallowed in robots.txt', async () => {
    expect((await open('/robots.txt')).body.split('\n')).toContain('Disallow: /preview/');
  });
});
