import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type ConsolePost, type ConsolePostPage, focusableTables, libraryItem, normalizeHeadings, notice } from '@office/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { posts } from '@office/db/schema';
import { sanitizeHtml } from '@office/api/services/html-sanitize';
import { adminRouter } from '@office/api/admin-trpc';
import { webRoot } from '../../src/paths.js';
import { errorOf, testStaff } from '../support/console.js';
import { dataOf, eventually, useContentConsole, useOtherApp } from '../support/content.js';
import { testBackends } from '@office/testing/databases';
import { problemsWith, vectors } from '@office/testing/xss-corpus';

const contentProcedures = Object.entries(
  adminRouter._def.procedures as unknown as Record<string, { _def: { meta?: { access: string } } }>,
).filter(([path]) => /^(posts|texts|mainTask)\./.test(path));

/** The website's server build: the public pages are checked too, so it must exist (`pnpm test` builds it first). */
const webBuilt = existsSync(join(webRoot, 'dist/server/entry-server.js'));

describe('content procedures', () => {
  it('run against the built website, whose pages they check (build it first: pnpm build)', () => {
    expect(webBuilt, 'apps/web/dist is missing').toBe(true);
  });

  it('are open to every staff member (editors included), never to anyone', () => {
    expect(contentProcedures.map(([path]) => path).sort()).toEqual(
      [
        'mainTask.get',
        'mainTask.set',
        'posts.create',
        'posts.delete',
        'posts.get',
        'posts.list',
        'posts.publish',
        'posts.confirmTranslation',
        'posts.removeAttachment',
        'posts.removeTranslation',
        'posts.schedule',
        'posts.setTranslation',
        'posts.unpublish',
        'posts.update',
        'texts.addKey',
        'texts.grid',
        'texts.removeKey',
        'texts.set',
      ].sort(),
    );
    for (const [path, { _def }] of contentProcedures) expect(_def.meta?.access, path).toBe('staff');
  });
});

describe.each(testBackends)('console posts on $name', (backend) => {
  const { ctx, staff } = useContentConsole(backend);

  const publicTitles = async (path: 'notices' | 'library') =>
    ((await ctx.app.inject(`/api/common/${path}/`)).json() as Array<{ title: string }>).map((p) => p.title);

  it('editors and admins both create, update, publish, unpublish and delete', async () => {
    for (const client of [staff.editor, staff.admin]) {
      const created = await dataOf<ConsolePost>(client, 'posts.create', 'mutation', {
        kind: 'notice',
        title: ' 휴무 안내 ',
        content: '<p>휴무</p>',
      });
      expect(created).toMatchObject({ kind: 'notice', title: '휴무 안내', status: 'draft', category: null, attachments: [] });
      const id = created.id;
      expect((await dataOf<ConsolePost>(client, 'posts.update', 'mutation', { id, title: '휴무 안내 (수정)' })).title).toBe(
        '휴무 안내 (수정)',
      );
      expect((await dataOf<ConsolePost>(client, 'posts.publish', 'mutation', { id })).status).toBe('published');
      expect((await dataOf<ConsolePost>(client, 'posts.unpublish', 'mutation', { id })).status).toBe('draft');
      expect(await dataOf(client, 'posts.delete', 'mutation', { id })).toEqual({ id });
      const gone = await client.call('posts.get', 'query', { input: { id } });
      expect(gone.statusCode).toBe(404);
      expect(errorOf(gone).data.code).toBe('NOT_FOUND');
    }
  });

  it("the author is the staff member unless given; null on update means the site's default label", async () => {
    const mine = await dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', { kind: 'notice', title: 'a', content: '<p>a</p>' });
    expect(mine.author).toBe(testStaff.editor.displayName);
    const named = await dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', {
      kind: 'notice',
      title: 'b',
      content: '<p>b</p>',
      author: '박지훈 사무장',
    });
    expect(named.author).toBe('박지훈 사무장');
    expect((await dataOf<ConsolePost>(staff.editor, 'posts.update', 'mutation', { id: named.id, author: null })).author).toBeNull();
  });

  it('a change to the Korean title, body or author raises the source version; other changes and the same text do not', async () => {
    const version = async (id: number) =>
      (await ctx.database.db.select({ v: posts.sourceVersion }).from(posts).where(eq(posts.id, id)))[0]!.v;
    const post = await dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', {
      kind: 'notice',
      title: '원문',
      content: '<p>본문</p>',
    });
    expect(await version(post.id)).toBe(1);
    await dataOf(staff.editor, 'posts.update', 'mutation', { id: post.id, title: '원문' });
    await dataOf(staff.editor, 'posts.publish', 'mutation', { id: post.id });
    expect(await version(post.id)).toBe(1);
    await dataOf(staff.editor, 'posts.update', 'mutation', { id: post.id, title: '원문 (수정)' });
    expect(await version(post.id)).toBe(2);
    await dataOf(staff.editor, 'posts.update', 'mutation', { id: post.id, content: '<p>본문 수정</p>' });
    await dataOf(staff.editor, 'posts.update', 'mutation', { id: post.id, author: '박지훈 사무장' });
    expect(await version(post.id)).toBe(4);
  });

  it('library items need a category; notices cannot have one', async () => {
    const missing = await staff.editor.call('posts.create', 'mutation', { input: { kind: 'library', title: 'x', content: 'x' } });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).data.fields).toEqual([expect.objectContaining({ field: 'category' })]);
    const wrong = await staff.editor.call('posts.create', 'mutation', {
      input: { kind: 'library', category: 'category9', title: 'x', content: 'x' },
    });
    expect(wrong.statusCode).toBe(400);
    const item = await dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', {
      kind: 'library',
      category: 'category4',
      title: '양식',
      content: '<p>x</p>',
    });
    expect(item.category).toBe('category4');
    expect((await dataOf<ConsolePost>(staff.editor, 'posts.update', 'mutation', { id: item.id, category: 'category5' })).category).toBe(
      'category5',
    );
    const notice = await dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', { kind: 'notice', title: 'n', content: 'n' });
    const refused = await staff.editor.call('posts.update', 'mutation', { input: { id: notice.id, category: 'category1' } });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toMatch(/Notices have no category/);
    // A content refusal keeps its code and the field it is about over tRPC (decision 0014).
    expect(errorOf(refused).data).toMatchObject({
      problem: 'category_on_notice',
      fields: [{ field: 'category', code: 'category_on_notice', message: 'Notices have no category.' }],
    });
    expect((await staff.editor.call('posts.create', 'mutation', { input: { kind: 'notice', title: '', content: 'x' } })).statusCode).toBe(
      400,
    );
  });

  it('lists newest first with a total, drafts included, filtered by status and searched in title and text (not markup)', async () => {
    const tag = `목록${Date.now()}`;
    const ids: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      ctx.clock.advance(1000);
      const post = await dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', {
        kind: 'notice',
        title: `${tag} 제목 ${i}`,
        content: i === 1 ? '<p><strong>본문검색어</strong> 100%_done</p>' : '<p>strong 없음</p>',
      });
      ids.push(post.id);
    }
    await dataOf(staff.editor, 'posts.publish', 'mutation', { id: ids[1] });
    const list = (input: object) => dataOf<ConsolePostPage>(staff.editor, 'posts.list', 'query', { kind: 'notice', ...input });

    const all = await list({ search: tag, pageSize: 2 });
    expect(all.items.map((p) => p.id)).toEqual([ids[4], ids[3]]);
    expect(all.total).toBe(5);
    expect(all.items[0]).not.toHaveProperty('content');
    expect((await list({ search: tag, pageSize: 2, page: 2 })).items.map((p) => p.id)).toEqual([ids[2], ids[1]]);
    expect((await list({ search: tag, pageSize: 2, page: 4 })).items).toEqual([]);
    expect((await list({ search: tag, status: 'published' })).items.map((p) => p.id)).toEqual([ids[1]]);
    expect((await list({ search: tag, status: 'draft' })).total).toBe(4);
    // Any case; the text is searched without its markup; LIKE's wildcards are taken literally.
    expect((await list({ search: tag.toUpperCase() })).total).toBe(5);
    expect((await list({ search: '본문검색어' })).items.map((p) => p.id)).toEqual([ids[1]]);
    expect((await list({ search: '<strong>' })).total).toBe(0);
    expect((await list({ search: '100%_done' })).total).toBe(1);
    expect((await list({ search: '1_0' })).total).toBe(0);

    // The seeded library items are there with their categories.
    const library = await dataOf<ConsolePostPage>(staff.editor, 'posts.list', 'query', {
      kind: 'library',
      category: 'category3',
      pageSize: 100,
    });
    expect(library.items.length).toBeGreaterThan(0);
    expect(library.items.every((p) => p.category === 'category3' && p.kind === 'library')).toBe(true);
  });

  it('drafts stay off the public REST and tRPC lists and details; published items show at once (cache cleared)', async () => {
    // Fill the caches first.
    const before = await publicTitles('notices');
    const title = `새 공지 ${Date.now()}`;
    const post = await dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', { kind: 'notice', title, content: '<p>새 소식</p>' });
    expect(await publicTitles('notices')).toEqual(before);
    expect((await ctx.app.inject(`/api/common/notices/${post.id}/`)).statusCode).toBe(404);
    const trpcById = () => ctx.app.inject(`/trpc/notices.byId?input=${encodeURIComponent(JSON.stringify({ id: post.id }))}`);
    expect((await trpcById()).statusCode).toBe(404);

    await dataOf(staff.editor, 'posts.publish', 'mutation', { id: post.id });
    expect(await publicTitles('notices')).toContain(title);
    const rest = notice.parse((await ctx.app.inject(`/api/common/notices/${post.id}/`)).json());
    expect(rest).toMatchObject({ title, content: '<p>새 소식</p>', author: testStaff.editor.displayName });
    expect((await trpcById()).statusCode).toBe(200);
    expect((await ctx.app.inject('/notice')).body).toContain(title);

    await dataOf(staff.editor, 'posts.unpublish', 'mutation', { id: post.id });
    expect(await publicTitles('notices')).not.toContain(title);
    expect((await ctx.app.inject('/notice')).body).not.toContain(title);

    const item = await dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', {
      kind: 'library',
      category: 'category1',
      title: `${title} 자료`,
      content: '<p>x</p>',
    });
    await dataOf(staff.editor, 'posts.publish', 'mutation', { id: item.id });
    const library = libraryItem.array().parse((await ctx.app.inject('/api/common/library/')).json());
    expect(library.find((i) => i.id === item.id)?.category).toBe('category1');
    await dataOf(staff.editor, 'posts.delete', 'mutation', { id: item.id });
    expect(await publicTitles('library')).not.toContain(`${title} 자료`);
  });

  describe('another app process on the same database', () => {
    const other = useOtherApp(ctx);

    it('sees a published notice within seconds (LISTEN/NOTIFY clears its cache)', async () => {
      const title = `다른 프로세스 ${Date.now()}`;
      const titles = async () => ((await other.app.inject('/api/common/notices/')).json() as Array<{ title: string }>).map((n) => n.title);
      expect(await titles()).not.toContain(title);
      const post = await dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', { kind: 'notice', title, content: '<p>x</p>' });
      await dataOf(staff.editor, 'posts.publish', 'mutation', { id: post.id });
      await eventually(async () => (await titles()).includes(title));
    });
  });

  it('audits every change with the kind and title, never the content', async () => {
    const secret = `비밀본문${Date.now()}`;
    const post = await dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', {
      kind: 'notice',
      title: '감사 기록',
      content: `<p>${secret}</p>`,
    });
    await dataOf(staff.editor, 'posts.update', 'mutation', { id: post.id, content: `<p>${secret} 2</p>` });
    await dataOf(staff.editor, 'posts.publish', 'mutation', { id: post.id });
    await dataOf(staff.editor, 'posts.publish', 'mutation', { id: post.id });
    await dataOf(staff.editor, 'posts.unpublish', 'mutation', { id: post.id });
    await dataOf(staff.editor, 'posts.delete', 'mutation', { id: post.id });
    const { entries } = await dataOf<{ entries: Array<{ action: string; actorEmail: string; targetId: string; detail: object }> }>(
      staff.admin,
      'audit.list',
      'query',
      { limit: 200 },
    );
    const mine = entries.filter((e) => e.targetId === String(post.id) && e.action.startsWith('post.')).reverse();
    // Publishing what is published changes nothing, so it is not logged.
    expect(mine.map((e) => e.action)).toEqual(['post.created', 'post.updated', 'post.published', 'post.unpublished', 'post.deleted']);
    for (const entry of mine) {
      expect(entry.actorEmail).toBe(testStaff.editor.email);
      expect(entry.detail).toEqual({ kind: 'notice', title: '감사 기록' });
    }
    expect(JSON.stringify(entries)).not.toContain(secret);
  });

  describe('XSS vectors saved through the console never reach the public site', () => {
    let noticeId: number;
    let baseline: ReturnType<typeof pageMarkers>;

    /** Every attribute of every tag on a page, as [name, value]. */
    const attributesOf = (html: string) =>
      [...html.matchAll(/<[a-zA-Z][^>]*>/g)].flatMap(([tag]) =>
        [...tag.matchAll(/\s([^\s"'=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)].map(
          ([, name, value]) => [name!.toLowerCase(), value ?? ''] as const,
        ),
      );
    /** What a rendered page holds that could run code: counted for a harmless notice, then compared. */
    const pageMarkers = (html: string) => ({
      scripts: (html.match(/<script\b/gi) ?? []).length,
      handlers: attributesOf(html).filter(([name]) => name.startsWith('on')).length,
      scriptUrls: attributesOf(html).filter(([, value]) => /(?:java|vb)script:|data:\s*text\/html/i.test(value)).length,
      frames: (html.match(/<(?:iframe|frame|object|embed|applet|form|base|svg|math)\b/gi) ?? []).length,
    });
    const wrap = (i: number, html: string) => `<p>xss-${i}</p>${html}`;
    const renderNotice = async (id: number) => {
      const page = await ctx.app.inject(`/notice/${id}`);
      expect(page.statusCode).toBe(200);
      return page.body;
    };

    beforeAll(async () => {
      const created = await dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', {
        kind: 'notice',
        title: 'XSS 시험',
        content: wrap(-1, '<p>harmless</p>'),
      });
      noticeId = created.id;
      await dataOf(staff.editor, 'posts.publish', 'mutation', { id: noticeId });
      baseline = pageMarkers(await renderNotice(noticeId));
    });

    it('has at least 50 vectors, and the page checks catch what they look for', () => {
      expect(vectors.length).toBeGreaterThanOrEqual(50);
      expect(pageMarkers('<meta content="&lt;img onerror=x&gt;"><p title=\'a onclick=b\'>x</p>')).toEqual({
        scripts: 0,
        handlers: 0,
        scriptUrls: 0,
        frames: 0,
      });
      expect(pageMarkers('<img src=x onerror=alert(1)><a href="javascript:x">x</a><script>x</script><svg/>')).toEqual({
        scripts: 1,
        handlers: 1,
        scriptUrls: 1,
        frames: 1,
      });
    });

    it.each(vectors.map(([label, html], i) => [label, html, i] as const))('%s', async (_label, html, i) => {
      const content = wrap(i, html);
      // Even vectors through posts.create (a new notice), odd ones through posts.update (the same one).
      let id = noticeId;
      let saved: ConsolePost;
      if (i % 2 === 0) {
        saved = await dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', { kind: 'notice', title: `XSS ${i}`, content });
        id = saved.id;
        await dataOf(staff.editor, 'posts.publish', 'mutation', { id });
      } else {
        saved = await dataOf<ConsolePost>(staff.editor, 'posts.update', 'mutation', { id, content });
      }
      const expected = sanitizeHtml(content);
      expect(saved.content).toBe(expected);
      expect(problemsWith(saved.content)).toEqual([]);
      expect((await dataOf<ConsolePost>(staff.editor, 'posts.get', 'query', { id })).content).toBe(expected);

      const rest = notice.parse((await ctx.app.inject(`/api/common/notices/${id}/`)).json());
      expect(rest.content).toBe(expected);
      const list = notice.array().parse((await ctx.app.inject('/api/common/notices/')).json());
      expect(list.find((n) => n.id === id)?.content).toBe(expected);
      const trpc = (await ctx.app.inject(`/trpc/notices.byId?input=${encodeURIComponent(JSON.stringify({ id }))}`)).json().result.data;
      expect(trpc.content).toBe(expected);

      // The page shows the sanitized body as it is (headings renumbered, tables reachable by keyboard),
      // and nothing more that could run.
      const page = await renderNotice(id);
      const body = normalizeHeadings(focusableTables(expected));
      expect(page).toContain(body);
      // (the page's own tabindex on tables is no content attribute: the stored HTML is checked)
      expect(problemsWith(expected)).toEqual([]);
      expect(pageMarkers(page)).toEqual(baseline);
    });
  });
});
