import type { ConsolePost, MainTaskContent, Revision, RevisionSummary, TextGridRow } from '@office/contracts';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, posts, revisions } from '@office/db/schema';
import { ConsoleClient, type ConsoleTestContext, errorOf, signedIn, useConsoleApp } from '../support/console.js';
import { dataOf, useContentConsole } from '../support/content.js';
import { testBackends } from '@office/testing/databases';

const days = (n: number) => n * 24 * 60 * 60_000;

/** The console's calls about revisions, as a staff member. */
function revisionCalls(client: () => ConsoleClient) {
  return {
    list: (subject: string) => dataOf<RevisionSummary[]>(client(), 'revisions.list', 'query', { subject }),
    get: (id: number) => dataOf<Revision>(client(), 'revisions.get', 'query', { id }),
    restore: (id: number, subject: string) => dataOf<RevisionSummary>(client(), 'revisions.restore', 'mutation', { id, subject }),
  };
}

const audited = (ctx: ConsoleTestContext, action: string) => ctx.database.db.select().from(auditLog).where(eq(auditLog.action, action));

/** Every save keeps a revision; any one can be brought back as a new save (decision 0049). */
describe.each(testBackends)('revisions on $name', (backend) => {
  const { ctx, staff } = useContentConsole(backend);
  const calls = revisionCalls(() => staff.editor);

  const createNotice = (title: string, content: string) =>
    dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', { kind: 'notice', title, content });
  const update = (input: object) => dataOf<ConsolePost>(staff.editor, 'posts.update', 'mutation', input);
  const getPost = (id: number) => dataOf<ConsolePost>(staff.editor, 'posts.get', 'query', { id });

  it('keeps one revision per save of a post, with who, when and what; an unchanged save adds none', async () => {
    const post = await createNotice('수정 이력 시험', '<p>첫 번째 본문입니다.</p>');
    const subject = `post:${post.id}`;
    const [created, ...none] = await calls.list(subject);
    expect(none).toEqual([]);
    expect(created).toMatchObject({
      subject,
      reason: 'save',
      restoredFrom: null,
      staffName: 'Editor Lee',
      createdAt: ctx.clock.now().toISOString(),
    });
    expect(created).not.toHaveProperty('fields');

    ctx.clock.advance(60_000);
    await update({ id: post.id, content: '<p>두 번째 본문입니다.</p>', seoTitle: '검색 제목' });
    await update({ id: post.id, content: '<p>두 번째 본문입니다.</p>', seoTitle: '검색 제목' });
    const listed = await calls.list(subject);
    expect(listed.map((r) => r.id)).toEqual([expect.any(Number), created!.id]);
    expect(listed[0]!.id).toBeGreaterThan(created!.id);
    const second = await calls.get(listed[0]!.id);
    expect(second.fields).toEqual({
      title: '수정 이력 시험',
      content: '<p>두 번째 본문입니다.</p>',
      author: 'Editor Lee',
      thumbnailAlt: null,
      category: null,
      seoTitle: '검색 제목',
      seoDescription: null,
      seoImageUrl: null,
    });
    expect((await calls.get(created!.id)).fields.content).toBe('<p>첫 번째 본문입니다.</p>');

    // A translation has its own history.
    await dataOf(staff.editor, 'posts.setTranslation', 'mutation', {
      postId: post.id,
      lang: 'en',
      title: 'Revision test',
      content: '<p>The first English body.</p>',
    });
    const [english] = await calls.list(`${subject}:en`);
    expect((await calls.get(english!.id)).fields).toMatchObject({
      title: 'Revision test',
      content: '<p>The first English body.</p>',
      author: null,
    });
    expect(await calls.list(subject)).toHaveLength(2);
  });

  it('restores a Korean revision as a new save, audited, and the translations become outdated', async () => {
    const post = await createNotice('되돌리기 원문', '<p>원래 본문</p>');
    const subject = `post:${post.id}`;
    const [first] = await calls.list(subject);
    await update({ id: post.id, title: '고친 제목', content: '<p>고친 본문</p>' });
    await dataOf(staff.editor, 'posts.setTranslation', 'mutation', {
      postId: post.id,
      lang: 'ja',
      title: '修正',
      content: '<p>修正本文</p>',
    });
    expect((await getPost(post.id)).translations.ja).toBe('current');

    const restored = await calls.restore(first!.id, subject);
    expect(restored).toMatchObject({ subject, reason: 'restore', restoredFrom: first!.id, staffName: 'Editor Lee' });
    const after = await getPost(post.id);
    expect(after).toMatchObject({ title: '되돌리기 원문', content: '<p>원래 본문</p>' });
    expect(after.translations.ja).toBe('outdated');
    expect((await calls.list(subject)).map((r) => r.reason)).toEqual(['restore', 'save', 'save']);
    expect((await calls.get(restored.id)).fields).toEqual((await calls.get(first!.id)).fields);
    const [record] = (await audited(ctx, 'post.restored')).filter((row) => row.targetId === String(post.id));
    expect(record).toMatchObject({
      actorEmail: 'editor@office.example',
      detail: { kind: 'notice', title: '되돌리기 원문', revisionId: first!.id },
    });
    // The public page shows the restored text.
    expect((await dataOf(staff.editor, 'posts.publish', 'mutation', { id: post.id })).status).toBe('published');
    expect((await ctx.app.inject(`/api/common/notices/${post.id}/`)).body).toContain('원래 본문');
  });

  it("restores a translation's revision without touching the Korean", async () => {
    const post = await createNotice('번역 되돌리기', '<p>한국어 본문</p>');
    const save = (content: string) =>
      dataOf(staff.editor, 'posts.setTranslation', 'mutation', { postId: post.id, lang: 'en', title: 'Translation', content });
    await save('<p>English one</p>');
    await save('<p>English two</p>');
    const before = await getPost(post.id);
    const [, first] = await calls.list(`post:${post.id}:en`);
    await calls.restore(first!.id, `post:${post.id}:en`);
    const after = await getPost(post.id);
    expect(after.translationTexts.en).toMatchObject({ content: '<p>English one</p>', state: 'current' });
    expect(after).toMatchObject({ title: before.title, content: before.content, updatedAt: before.updatedAt });
    expect(await calls.list(`post:${post.id}`)).toHaveLength(1);
    const [record] = (await audited(ctx, 'post.restored')).filter((row) => row.targetId === String(post.id));
    expect(record?.detail).toMatchObject({ lang: 'en', revisionId: first!.id });
  });

  it('keeps what a seeded post held before its first change, so that change can be undone', async () => {
    const [seeded] = await ctx.database.db.select().from(posts).orderBy(posts.id).limit(1);
    const subject = `post:${seeded!.id}`;
    expect(await calls.list(subject)).toEqual([]);
    await update({ id: seeded!.id, content: '<p>바꾼 본문</p>' });
    const [changed, baseline] = await calls.list(subject);
    expect(baseline).toMatchObject({ staffName: null, reason: 'save' });
    expect(changed).toMatchObject({ staffName: 'Editor Lee' });
    await calls.restore(baseline!.id, subject);
    expect((await getPost(seeded!.id)).content).toBe(seeded!.content);
  });

  it('keeps page texts and main-task contents per language and restores them; a restored Korean text outdates its translations', async () => {
    const set = (lang: string, value: string | null) =>
      dataOf<TextGridRow>(staff.editor, 'texts.set', 'mutation', { pageName: '404', key: 'title', lang, value });
    const first = await set('ko', '페이지가 없습니다 (하나)');
    expect(first.keyId).toEqual(expect.any(Number));
    const subject = `text:${first.keyId}:ko`;
    await set('ko', '페이지가 없습니다 (둘)');
    await set('en', 'Not found (two)');
    const [two, one, seeded] = await calls.list(subject);
    expect(seeded).toMatchObject({ staffName: null });
    expect((await calls.get(one!.id)).fields).toEqual({ value: '페이지가 없습니다 (하나)' });
    expect((await calls.get(two!.id)).fields).toEqual({ value: '페이지가 없습니다 (둘)' });

    await calls.restore(one!.id, subject);
    const title = (await dataOf<TextGridRow[]>(staff.editor, 'texts.grid', 'query', { pageName: '404' })).find((r) => r.key === 'title');
    expect(title?.values.ko?.value).toBe('페이지가 없습니다 (하나)');
    expect(title?.outdated).toContain('en');
    expect((await audited(ctx, 'text.restored')).at(-1)?.detail).toEqual({ page: '404', key: 'title', lang: 'ko', revisionId: one!.id });

    const setMain = (html: string) =>
      dataOf<MainTaskContent>(staff.editor, 'mainTask.set', 'mutation', { category: 'category2', lang: 'ja', html });
    await setMain('<p>最初</p>');
    await setMain('<p>二番目</p>');
    const [, firstMain] = await calls.list('main-task:category2:ja');
    expect((await calls.get(firstMain!.id)).fields).toEqual({ content: '<p>最初</p>' });
    await calls.restore(firstMain!.id, 'main-task:category2:ja');
    expect((await dataOf<MainTaskContent>(staff.editor, 'mainTask.get', 'query', { category: 'category2' })).values.ja?.value).toBe(
      '<p>最初</p>',
    );
    expect((await audited(ctx, 'main_task.restored')).at(-1)?.detail).toEqual({
      category: 'category2',
      lang: 'ja',
      revisionId: firstMain!.id,
    });
  });

  it("refuses another subject's revision, an unknown one and a malformed subject, naming the field", async () => {
    const a = await createNotice('가', '<p>가</p>');
    const b = await createNotice('나', '<p>나</p>');
    const [ofA] = await calls.list(`post:${a.id}`);
    const wrong = await staff.editor.call('revisions.restore', 'mutation', { input: { id: ofA!.id, subject: `post:${b.id}` } });
    expect(wrong.statusCode).toBe(409);
    expect(errorOf(wrong).data).toMatchObject({ problem: 'revision_of_another_subject', fields: [{ field: 'subject' }] });
    expect((await getPost(b.id)).title).toBe('나');

    const unknown = await staff.editor.call('revisions.restore', 'mutation', { input: { id: 2_000_000_000, subject: `post:${a.id}` } });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).data).toMatchObject({ problem: 'not_found', fields: [{ field: 'id' }] });

    for (const subject of ['post:0', 'post:1:ko', 'post:1:xx', 'text:1', 'main-task:category9:ko', 'post:1 ', 'Post:1']) {
      const response = await staff.editor.call('revisions.list', 'query', { input: { subject } });
      expect(response.statusCode, subject).toBe(400);
      expect(errorOf(response).data.fields?.[0], subject).toMatchObject({ field: 'subject' });
    }
  });

  it('lets staff list and restore, and nobody signed out', async () => {
    const post = await createNotice('권한 시험', '<p>본문</p>');
    expect(await revisionCalls(() => staff.admin).list(`post:${post.id}`)).toHaveLength(1);
    const anonymous = new ConsoleClient(ctx);
    expect((await anonymous.call('revisions.list', 'query', { input: { subject: `post:${post.id}` } })).statusCode).toBe(401);
    const [revision] = await calls.list(`post:${post.id}`);
    expect((await anonymous.call('revisions.get', 'query', { input: { id: revision!.id } })).statusCode).toBe(401);
    expect(
      (await anonymous.call('revisions.restore', 'mutation', { input: { id: revision!.id, subject: `post:${post.id}` } })).statusCode,
    ).toBe(401);
  });

  it("forgets a deleted post's revisions", async () => {
    const post = await createNotice('지울 글', '<p>본문</p>');
    await dataOf(staff.editor, 'posts.setTranslation', 'mutation', { postId: post.id, lang: 'vi', title: 'Xoá', content: '<p>Xoá</p>' });
    await dataOf(staff.editor, 'posts.delete', 'mutation', { id: post.id });
    const left = await ctx.database.db
      .select()
      .from(revisions)
      .where(like(revisions.subject, `post:${post.id}%`));
    expect(left.filter((row) => row.subject === `post:${post.id}` || row.subject.startsWith(`post:${post.id}:`))).toEqual([]);
  });
});

/** REVISIONS_KEEP and REVISIONS_MAX_AGE_DAYS: the oldest go, never a subject's newest. */
describe.each(testBackends)('revision pruning on $name', (backend) => {
  const ctx = useConsoleApp(backend, undefined, undefined, { REVISIONS_KEEP: 3, REVISIONS_MAX_AGE_DAYS: 30 });

  it('keeps the newest REVISIONS_KEEP of a subject at each save, and by age keeps each subject’s newest', async () => {
    let editor = await signedIn(ctx, 'editor');
    const calls = revisionCalls(() => editor);
    const post = await dataOf<ConsolePost>(editor, 'posts.create', 'mutation', { kind: 'notice', title: '판 0', content: '<p>0</p>' });
    for (let n = 1; n <= 4; n++) await dataOf(editor, 'posts.update', 'mutation', { id: post.id, title: `판 ${n}` });
    const kept = await calls.list(`post:${post.id}`);
    expect(await Promise.all(kept.map(async (r) => (await calls.get(r.id)).fields.title))).toEqual(['판 4', '판 3', '판 2']);

    // Another subject saved once, 40 days ago; this one's revisions are of the same moment, then one more today.
    const quiet = await dataOf<ConsolePost>(editor, 'posts.create', 'mutation', {
      kind: 'notice',
      title: '조용한 글',
      content: '<p>q</p>',
    });
    ctx.clock.advance(days(40));
    // The session has expired meanwhile.
    editor = await signedIn(ctx, 'editor');
    await dataOf(editor, 'posts.update', 'mutation', { id: post.id, title: '판 5' });
    const pruned = await ctx.services.content.revisions.pruneByAge();
    expect(pruned).toBe(2);
    expect(await Promise.all((await calls.list(`post:${post.id}`)).map(async (r) => (await calls.get(r.id)).fields.title))).toEqual([
      '판 5',
    ]);
    // The quiet post's only revision is older than 30 days and stays: it is what the post holds now.
    expect(await calls.list(`post:${quiet.id}`)).toHaveLength(1);
    expect(await ctx.services.content.revisions.pruneByAge()).toBe(0);
    expect(
      await ctx.database.db
        .select()
        .from(revisions)
        .where(and(eq(revisions.subject, `post:${quiet.id}`))),
    ).toHaveLength(1);
  });
});
