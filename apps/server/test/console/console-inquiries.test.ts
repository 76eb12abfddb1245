import type { InquiryPage, ValidInquiry } from '@office/contracts';
import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, inquiries, outbox } from '@office/db/schema';
import { adminRouter } from '@office/api/admin-trpc';
import type { AdminMeta } from '@office/api/trpc/admin/console-procedures';
import { ConsoleClient, type ConsoleTestContext, errorOf, freshAddress, signedIn, useConsoleApp } from '../support/console.js';
import { testBackends } from '@office/testing/databases';

const visitor: ValidInquiry = {
  name: '홍길동',
  phone: '01012345678',
  email: 'gildong@example.com',
  content: 'E-7 비자 연장 문의드립니다.\n서류 목록을 알고 싶습니다.',
};

/** The console's inquiry procedures, read from the router, with an input each accepts. */
const inquiryProcedures = Object.entries(
  adminRouter._def.procedures as unknown as Record<string, { _def: { type: string; meta?: AdminMeta } }>,
)
  .filter(([path]) => path.startsWith('inquiries.'))
  .map(([path, { _def }]) => ({
    path,
    kind: _def.type === 'query' ? ('query' as const) : ('mutation' as const),
    access: _def.meta?.access,
  }));

describe('the inquiry procedures', () => {
  it('are all admin-only (the access tests enumerate them with the rest of the console router)', () => {
    expect(inquiryProcedures.map((p) => p.path).sort()).toEqual(
      [
        'inquiries.delete',
        'inquiries.get',
        'inquiries.list',
        'inquiries.outbox',
        'inquiries.refusals',
        'inquiries.setNote',
        'inquiries.setStatus',
      ].sort(),
    );
    for (const { path, access } of inquiryProcedures) expect(access, path).toBe('admin');
  });
});

/** Stores an inquiry as the public form does, received at `receivedAt` when given. */
async function received(ctx: ConsoleTestContext, patch: Partial<ValidInquiry> = {}, receivedAt?: string): Promise<number> {
  const { id } = await ctx.services.inquiries.submit({ ...visitor, ...patch });
  if (receivedAt)
    await ctx.database.db
      .update(inquiries)
      .set({ createdAt: new Date(receivedAt) })
      .where(eq(inquiries.id, id));
  return id;
}

const data = <T>(response: { json(): { result: { data: T } } }) => response.json().result.data;

/** The newest audit entries, newest first. */
const latestAudit = (ctx: ConsoleTestContext, n = 1) => ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(n);

describe.each(testBackends)('the inquiry inbox on $name', (backend) => {
  const ctx = useConsoleApp(backend);
  beforeEach(async () => {
    await ctx.database.db.delete(inquiries);
  });

  it('inquiries.refusals: how many public submissions were refused, per reason, in the last 24 hours and 7 days', async () => {
    const admin = await signedIn(ctx, 'admin');
    const before = (await admin.call('inquiries.refusals', 'query')).json().result.data;
    const post = (body: object) =>
      ctx.app.inject({ method: 'POST', url: '/api/common/inquiry/', remoteAddress: freshAddress(), payload: { ...visitor, ...body } });
    expect((await post({ website: 'bot' })).statusCode).toBe(400);
    expect((await post({ altcha: 'forged' })).statusCode).toBe(400);
    const after = (await admin.call('inquiries.refusals', 'query')).json().result.data;
    expect(after.last24Hours.honeypot).toBe(before.last24Hours.honeypot + 1);
    expect(after.last24Hours.challenge_invalid).toBe(before.last24Hours.challenge_invalid + 1);
    expect(after.last7Days.honeypot).toBe(before.last7Days.honeypot + 1);
  });

  it('answers an admin with every procedure; anonymous callers get 401 and editors 403 even with valid input', async () => {
    const id = await received(ctx);
    const admin = await signedIn(ctx, 'admin');
    const editor = await signedIn(ctx, 'editor');
    const anonymous = new ConsoleClient(ctx);
    const inputs: Record<string, unknown> = {
      'inquiries.list': { page: 1, pageSize: 20 },
      'inquiries.get': { id },
      'inquiries.setStatus': { id, status: 'in_progress' },
      'inquiries.setNote': { id, note: '전화 드림' },
      'inquiries.outbox': undefined,
      'inquiries.refusals': undefined,
      'inquiries.delete': { id },
    };
    for (const [path, input] of Object.entries(inputs)) {
      const { kind } = inquiryProcedures.find((p) => p.path === path)!;
      expect((await anonymous.call(path, kind, { input })).statusCode, path).toBe(401);
      const refused = await editor.call(path, kind, { input });
      expect(refused.statusCode, path).toBe(403);
      expect(refused.body, path).not.toContain(visitor.name);
      expect((await admin.call(path, kind, { input })).statusCode, path).toBe(200);
    }
  });

  it('lists newest first, a page at a time, with the count per status', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await received(ctx, { name: `방문자${i}` }, `2026-02-0${i + 1}T03:00:00Z`));
    await ctx.services.inquiryInbox.setStatus(ids[0]!, 'closed', null);
    await ctx.services.inquiryInbox.setStatus(ids[1]!, 'in_progress', null);
    const admin = await signedIn(ctx, 'admin');

    const first = data<InquiryPage>(await admin.call('inquiries.list', 'query', { input: { page: 1, pageSize: 2 } }));
    expect(first.items.map((i) => i.id)).toEqual([ids[4], ids[3]]);
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, countsByStatus: { new: 3, in_progress: 1, answered: 0, closed: 1 } });
    expect(first.items[0]).toMatchObject({
      name: '방문자4',
      email: visitor.email,
      phone: visitor.phone,
      status: 'new',
      excerpt: 'E-7 비자 연장 문의드립니다. 서류 목록을 알고 싶습니다.',
      hasNote: false,
      createdAt: '2026-02-05T03:00:00.000Z',
      closedAt: null,
      reply: { lang: null, channel: 'email' },
    });
    const third = data<InquiryPage>(await admin.call('inquiries.list', 'query', { input: { page: 3, pageSize: 2 } }));
    expect(third.items.map((i) => i.id)).toEqual([ids[0]]);
    expect(third.items[0]!.closedAt).toBe(ctx.clock.now().toISOString());

    const closed = data<InquiryPage>(await admin.call('inquiries.list', 'query', { input: { status: 'closed' } }));
    expect(closed.items.map((i) => i.id)).toEqual([ids[0]]);
    // The tabs' numbers do not depend on the tab chosen.
    expect(closed).toMatchObject({ total: 1, countsByStatus: { new: 3, in_progress: 1, closed: 1 } });
  });

  it('filters by days in Korea (UTC+9), both ends included', async () => {
    const late = await received(ctx, {}, '2026-02-09T14:59:59Z'); // 2026-02-09 23:59:59 in Korea
    const early = await received(ctx, {}, '2026-02-09T15:00:00Z'); // 2026-02-10 00:00 in Korea
    const next = await received(ctx, {}, '2026-02-10T14:59:59Z'); // 2026-02-10 23:59:59 in Korea
    const admin = await signedIn(ctx, 'admin');
    const list = async (input: object) => data<InquiryPage>(await admin.call('inquiries.list', 'query', { input }));

    expect((await list({ from: '2026-02-10', to: '2026-02-10' })).items.map((i) => i.id)).toEqual([next, early]);
    expect((await list({ to: '2026-02-09' })).items.map((i) => i.id)).toEqual([late]);
    expect((await list({ from: '2026-02-11' })).items).toEqual([]);
    expect((await list({ from: '2026-02-10', status: 'new' })).countsByStatus).toEqual({ new: 2, in_progress: 0, answered: 0, closed: 0 });

    for (const input of [
      { from: '2026-02-11', to: '2026-02-10' },
      { from: '10.02.2026' },
      { status: 'spam' },
      { pageSize: 500 },
      { page: 0 },
    ]) {
      expect((await admin.call('inquiries.list', 'query', { input })).statusCode, JSON.stringify(input)).toBe(400);
    }
  });

  it('shows one inquiry with its consent record, and audits the view by id only', async () => {
    const id = await received(ctx, { consent: true, consent_version: '2026-11-01', lang: 'ru' });
    const bare = await received(ctx);
    const admin = await signedIn(ctx, 'admin');

    const detail = data<Record<string, unknown>>(await admin.call('inquiries.get', 'query', { input: { id } }));
    const [row] = await ctx.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(detail).toEqual({
      id,
      name: visitor.name,
      email: visitor.email,
      phone: visitor.phone,
      content: visitor.content,
      status: 'new',
      staffNote: null,
      createdAt: row!.createdAt.toISOString(),
      closedAt: null,
      consent: { given: true, version: '2026-11-01', lang: 'ru', recordedAt: row!.createdAt.toISOString() },
      // No reply language given: the page's; no channel given: e-mail (decision 0045).
      reply: { lang: 'ru', channel: 'email' },
      notification: { sentAt: null, attempts: 0, lastError: null },
      // The visitor's confirmation, written with the notification and waiting with it.
      confirmation: { sentAt: null, attempts: 0, lastError: null },
    });
    const [viewed] = await latestAudit(ctx);
    expect(viewed).toMatchObject({
      action: 'inquiry.viewed',
      targetType: 'inquiry',
      targetId: String(id),
      actorEmail: 'admin@office.example',
      detail: {},
    });

    const spec = data<{ consent: object; reply: object }>(await admin.call('inquiries.get', 'query', { input: { id: bare } }));
    expect(spec.consent).toMatchObject({ given: null, version: null, lang: null });
    expect(spec.reply).toEqual({ lang: null, channel: 'email' });

    const missing = await admin.call('inquiries.get', 'query', { input: { id: 999_999 } });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('There is no inquiry 999999.');
  });

  it('moves through new → in progress → answered → closed, reopens, and refuses other moves', async () => {
    const id = await received(ctx);
    const admin = await signedIn(ctx, 'admin');
    const setStatus = (status: string) => admin.call('inquiries.setStatus', 'mutation', { input: { id, status } });

    expect(data(await setStatus('in_progress'))).toEqual({ id, status: 'in_progress', closedAt: null });
    expect((await setStatus('new')).statusCode).toBe(409);
    expect(data(await setStatus('answered'))).toEqual({ id, status: 'answered', closedAt: null });
    ctx.clock.advance(1000);
    expect(data(await setStatus('closed'))).toEqual({ id, status: 'closed', closedAt: ctx.clock.now().toISOString() });
    const refused = await setStatus('answered');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toBe('An inquiry that is closed cannot become answered.');
    // The same status again changes nothing (a double click).
    expect(data(await setStatus('closed'))).toMatchObject({ status: 'closed', closedAt: ctx.clock.now().toISOString() });

    expect(data(await setStatus('in_progress'))).toEqual({ id, status: 'in_progress', closedAt: null });
    expect(data(await setStatus('closed'))).toMatchObject({ status: 'closed' });
    const skipped = await received(ctx);
    expect((await admin.call('inquiries.setStatus', 'mutation', { input: { id: skipped, status: 'closed' } })).statusCode).toBe(200);
    expect((await admin.call('inquiries.setStatus', 'mutation', { input: { id: 999_999, status: 'closed' } })).statusCode).toBe(404);

    const changes = (await latestAudit(ctx, 20)).filter((e) => e.action === 'inquiry.status_changed' && e.targetId === String(id));
    expect(changes.map((e) => e.detail).reverse()).toEqual([
      { from: 'new', to: 'in_progress' },
      { from: 'in_progress', to: 'answered' },
      { from: 'answered', to: 'closed' },
      { from: 'closed', to: 'in_progress' },
      { from: 'in_progress', to: 'closed' },
    ]);
  });

  it('keeps a staff note (an empty one removes it); the audit log says only that it changed', async () => {
    const id = await received(ctx);
    const admin = await signedIn(ctx, 'admin');
    const setNote = (note: string) => admin.call('inquiries.setNote', 'mutation', { input: { id, note } });

    expect(data(await setNote('  3월 5일 전화 상담 예약  '))).toEqual({ id, staffNote: '3월 5일 전화 상담 예약' });
    const [entry] = await latestAudit(ctx);
    expect(entry).toMatchObject({ action: 'inquiry.note_changed', targetId: String(id), detail: {} });
    expect(JSON.stringify(entry)).not.toContain('전화 상담');
    const listed = data<InquiryPage>(await admin.call('inquiries.list', 'query'));
    expect(listed.items[0]).toMatchObject({ id, hasNote: true });

    // A number copied from the inquiry into the note is masked like the inquiry's own (decision 0041).
    expect(data(await setNote('외국인등록번호 900101-5234567, 여권 M12345678 확인'))).toEqual({
      id,
      staffNote: '외국인등록번호 900101-*******, 여권 ********* 확인',
    });
    expect(data(await setNote(''))).toEqual({ id, staffNote: null });
    expect((await setNote('가'.repeat(5001))).statusCode).toBe(400);
    expect((await admin.call('inquiries.setNote', 'mutation', { input: { id: 999_999, note: 'x' } })).statusCode).toBe(404);
  });

  it('deletes an inquiry with its notification and confirmation; the audit log keeps the id only', async () => {
    const id = await received(ctx);
    const admin = await signedIn(ctx, 'admin');
    const kinds = async () =>
      (await ctx.database.db.select({ kind: outbox.kind }).from(outbox).where(eq(outbox.inquiryId, id)).orderBy(outbox.id)).map(
        (row) => row.kind,
      );
    expect(await kinds()).toEqual(['inquiry.received', 'inquiry.confirmation']);

    expect(data(await admin.call('inquiries.delete', 'mutation', { input: { id } }))).toEqual({ id, deleted: true });
    expect(await ctx.database.db.$count(inquiries, eq(inquiries.id, id))).toBe(0);
    expect(await ctx.database.db.$count(outbox, eq(outbox.inquiryId, id))).toBe(0);
    const [entry] = await latestAudit(ctx);
    expect(entry).toMatchObject({ action: 'inquiry.deleted', targetType: 'inquiry', targetId: String(id), detail: {} });
    expect((await admin.call('inquiries.delete', 'mutation', { input: { id } })).statusCode).toBe(404);
    expect((await admin.call('inquiries.get', 'query', { input: { id } })).statusCode).toBe(404);
  });
});
