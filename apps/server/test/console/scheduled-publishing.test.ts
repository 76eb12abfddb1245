import { type ConsolePost, type ConsolePostPage } from '@office/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@office/db/schema';
import { errorOf } from '../support/console.js';
import { dataOf, eventually, useContentConsole, useOtherApp } from '../support/content.js';
import { testBackends } from '@office/testing/databases';

const minutes = (n: number) => n * 60_000;

/** Posts published and taken down at planned moments (decision 0046), by whichever process comes first, once. */
describe.each(testBackends)('scheduled publishing on $name', (backend) => {
  const { ctx, staff } = useContentConsole(backend);
  const other = useOtherApp(ctx);

  const at = (offsetMs: number) => new Date(ctx.clock.now().getTime() + offsetMs).toISOString();
  const draft = async (title: string) =>
    (await dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', { kind: 'notice', title, content: '<p>1일부터 적용됩니다.</p>' }))
      .id;
  const schedule = (id: number, publishAt: string | null, unpublishAt: string | null) =>
    staff.editor.call('posts.schedule', 'mutation', { input: { id, publishAt, unpublishAt } });
  const publicTitles = async (app = ctx.app) =>
    ((await app.inject('/api/common/notices/')).json() as Array<{ title: string }>).map((post) => post.title);
  const auditedAs = async (id: number, action: string) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

  it('refuses moments that cannot be carried out, naming the field and why', async () => {
    const id = await draft('예약 검증');
    const cases: Array<[string | null, string | null, string, string | undefined]> = [
      [at(-minutes(1)), null, 'publishAt', 'passed'],
      [at(minutes(60 * 24 * 800)), null, 'publishAt', 'too_far'],
      [null, at(minutes(10)), 'unpublishAt', 'draft_unpublish'],
      [at(minutes(10)), at(minutes(5)), 'unpublishAt', undefined],
      ['next monday', null, 'publishAt', undefined],
    ];
    for (const [publishAt, unpublishAt, field, reason] of cases) {
      const response = await schedule(id, publishAt, unpublishAt);
      expect(response.statusCode, `${publishAt} ${unpublishAt}`).toBe(400);
      const { data } = errorOf(response);
      expect(data.fields?.[0], `${publishAt} ${unpublishAt}`).toMatchObject({ field, ...(reason ? { reason } : {}) });
      if (reason) expect(data.problem).toBe('invalid_schedule');
    }
    // A published post cannot be planned to be published again.
    await dataOf(staff.editor, 'posts.publish', 'mutation', { id });
    expect(errorOf(await schedule(id, at(minutes(5)), null)).data).toMatchObject({
      problem: 'invalid_schedule',
      fields: [{ field: 'publishAt', reason: 'published' }],
    });
  });

  it('publishes a draft at its moment and takes it down at the next, in every process, audited as the scheduler', async () => {
    const id = await draft('임시 휴무 예약 공지');
    const planned = await dataOf<ConsolePost>(staff.editor, 'posts.schedule', 'mutation', {
      id,
      publishAt: at(minutes(2)),
      unpublishAt: at(minutes(10)),
    });
    expect(planned).toMatchObject({ status: 'draft', publishAt: at(minutes(2)), unpublishAt: at(minutes(10)) });
    // Staff see it as planned in the list; visitors do not see it yet, in either process.
    const listed = await dataOf<ConsolePostPage>(staff.editor, 'posts.list', 'query', { kind: 'notice', search: '임시 휴무 예약' });
    expect(listed.items[0]).toMatchObject({ id, status: 'draft', publishAt: planned.publishAt });
    expect(await ctx.services.content.scheduledPublishing.runDue()).toEqual({ published: [], unpublished: [] });
    expect(await publicTitles()).not.toContain('임시 휴무 예약 공지');
    // The other process rendered its list before the change (it is in its page cache).
    expect((await other.app.inject('/notice')).body).not.toContain('임시 휴무 예약 공지');

    ctx.clock.advance(minutes(2));
    await ctx.services.content.scheduledPublishing.runDue();
    expect(await publicTitles()).toContain('임시 휴무 예약 공지');
    await eventually(async () => (await other.app.inject('/notice')).body.includes('임시 휴무 예약 공지'));
    await eventually(async () => (await other.app.inject('/sitemap.xml')).body.includes(`/notice/${id}`));
    await eventually(async () => (await other.app.inject('/notice/rss.xml')).body.includes('임시 휴무 예약 공지'));
    const published = await dataOf<ConsolePost>(staff.editor, 'posts.get', 'query', { id });
    expect(published).toMatchObject({ status: 'published', publishAt: null, unpublishAt: planned.unpublishAt });
    const [record, ...more] = await auditedAs(id, 'post.published');
    expect(more).toEqual([]);
    expect(record).toMatchObject({ actorId: null, actorEmail: null, detail: { kind: 'notice', title: '임시 휴무 예약 공지' } });

    ctx.clock.advance(minutes(8));
    await ctx.services.content.scheduledPublishing.runDue();
    expect(await publicTitles()).not.toContain('임시 휴무 예약 공지');
    await eventually(async () => !(await other.app.inject('/notice')).body.includes('임시 휴무 예약 공지'));
    expect(await dataOf<ConsolePost>(staff.editor, 'posts.get', 'query', { id })).toMatchObject({ status: 'draft', unpublishAt: null });
    expect(await auditedAs(id, 'post.unpublished')).toHaveLength(1);
  });

  it('makes each due change once when processes run at the same moment', async () => {
    const ids = [await draft('동시 예약 1'), await draft('동시 예약 2'), await draft('동시 예약 3')];
    for (const id of ids) await dataOf(staff.editor, 'posts.schedule', 'mutation', { id, publishAt: at(minutes(1)), unpublishAt: null });
    ctx.clock.advance(minutes(1));
    const runs = await Promise.all([1, 2, 3, 4].map(() => ctx.services.content.scheduledPublishing.runDue()));
    expect(runs.flatMap((run) => run.published.map((post) => post.id)).sort()).toEqual([...ids].sort());
    for (const id of ids) expect(await auditedAs(id, 'post.published')).toHaveLength(1);
  });

  it('a change by hand replaces the plan; the plan and its clearing are audited', async () => {
    const id = await draft('손으로 게시');
    await dataOf(staff.editor, 'posts.schedule', 'mutation', { id, publishAt: at(minutes(30)), unpublishAt: at(minutes(60)) });
    const published = await dataOf<ConsolePost>(staff.editor, 'posts.publish', 'mutation', { id });
    expect(published).toMatchObject({ status: 'published', publishAt: null, unpublishAt: at(minutes(60)) });
    const unpublished = await dataOf<ConsolePost>(staff.editor, 'posts.unpublish', 'mutation', { id });
    expect(unpublished).toMatchObject({ status: 'draft', publishAt: null, unpublishAt: null });
    const plans = await auditedAs(id, 'post.scheduled');
    expect(plans).toHaveLength(1);
    expect(plans[0]?.detail).toMatchObject({ publishAt: at(minutes(30)), unpublishAt: at(minutes(60)) });
    // Clearing a plan is a change too; clearing nothing is not.
    await dataOf(staff.editor, 'posts.schedule', 'mutation', { id, publishAt: at(minutes(5)), unpublishAt: null });
    await dataOf(staff.editor, 'posts.schedule', 'mutation', { id, publishAt: null, unpublishAt: null });
    await dataOf(staff.editor, 'posts.schedule', 'mutation', { id, publishAt: null, unpublishAt: null });
    expect(await auditedAs(id, 'post.scheduled')).toHaveLength(3);
  });
});
