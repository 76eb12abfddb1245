import type { AccessReview, AuditChainState, ValidInquiry } from '@office/contracts';
import { asc, desc, eq, gt, type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, securitySettings } from '@office/db/schema';
import { createServices } from '@office/api/services';
import { maintainAccessRecords } from '../../src/jobs/inquiry-jobs.js';
import { runCommand, useCommandDatabase } from '../support/commands.js';
import { ConsoleClient, type ConsoleTestContext, errorOf, minutes, signedIn, TestClock, useConsoleApp } from '../support/console.js';
import { testBackends } from '@office/testing/databases';

// Access records (접속기록, decision 0039): every access to inquiries' personal data recorded with
// who, when, from where, what and whose; the chain of hashes that shows a record altered or
// removed in the database; their retention; the monthly review.

const visitor: ValidInquiry = { name: '최서연', phone: '01077778888', email: 'seoyeon@example.com', content: 'F-6 비자 서류 문의' };
const days = (n: number) => n * 24 * 60 * minutes(1);
const data = <T>(response: { json(): { result: { data: T } } }) => response.json().result.data;

async function received(ctx: ConsoleTestContext): Promise<number> {
  return (await ctx.services.inquiries.submit(visitor)).id;
}

/** The records written after `afterId`, oldest first. */
const recordsAfter = (ctx: ConsoleTestContext, afterId: number) =>
  ctx.database.db.select().from(auditLog).where(gt(auditLog.id, afterId)).orderBy(asc(auditLog.id));
const lastRecordId = async (ctx: ConsoleTestContext) =>
  (await ctx.database.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0;

/** As an attacker with the database would: the append-only trigger off for one statement. */
async function tamper(db: ConsoleTestContext['database']['db'], statement: SQL, trigger = 'audit_log_append_only') {
  await db.execute(sql.raw(`alter table audit_log disable trigger ${trigger}`));
  try {
    await db.execute(statement);
  } finally {
    await db.execute(sql.raw(`alter table audit_log enable trigger ${trigger}`));
  }
}

const recordAt = async (ctx: ConsoleTestContext, seq: number) =>
  (await ctx.database.db.select().from(auditLog).where(eq(auditLog.seq, seq)))[0]!;

describe.each(testBackends)('access records of the inbox on $name', (backend) => {
  const ctx = useConsoleApp(backend);

  it('a list, a view, changes, the notification queue and a deletion each record who, from where, what and whose', async () => {
    const first = await received(ctx);
    const second = await received(ctx);
    const admin = await signedIn(ctx, 'admin');
    const since = await lastRecordId(ctx);

    const listed = await admin.call('inquiries.list', 'query', { input: { status: 'new', pageSize: 1 } });
    expect(listed.statusCode).toBe(200);
    expect((await admin.call('inquiries.get', 'query', { input: { id: first } })).statusCode).toBe(200);
    expect((await admin.call('inquiries.setStatus', 'mutation', { input: { id: first, status: 'in_progress' } })).statusCode).toBe(200);
    expect((await admin.call('inquiries.setNote', 'mutation', { input: { id: first, note: '서류 안내함' } })).statusCode).toBe(200);
    expect((await admin.call('inquiries.outbox', 'query')).statusCode).toBe(200);
    expect((await admin.call('inquiries.delete', 'mutation', { input: { id: second } })).statusCode).toBe(200);
    // What shows no one's data records nothing: a missing inquiry, the refusal counts.
    expect((await admin.call('inquiries.get', 'query', { input: { id: 999_999 } })).statusCode).toBe(404);
    expect((await admin.call('inquiries.refusals', 'query')).statusCode).toBe(200);

    const records = await recordsAfter(ctx, since);
    const who = { actorEmail: 'admin@office.example', address: admin.address };
    expect(records.map((r) => r.action)).toEqual([
      'inquiry.listed',
      'inquiry.viewed',
      'inquiry.status_changed',
      'inquiry.note_changed',
      'inquiry.outbox_viewed',
      'inquiry.deleted',
    ]);
    expect(records[0]).toMatchObject({
      ...who,
      targetType: null,
      detail: { count: 1, status: 'new', from: null, to: null, page: 1 },
      subjects: { count: 1, inquiryIds: [second], total: 2, filter: { status: 'new', from: null, to: null, page: 1, pageSize: 1 } },
      reason: null,
    });
    const one = (id: number) => ({ count: 1, inquiryIds: [id] });
    expect(records[1]).toMatchObject({ ...who, targetType: 'inquiry', targetId: String(first), subjects: one(first) });
    expect(records[2]).toMatchObject({ ...who, detail: { from: 'new', to: 'in_progress' }, subjects: one(first) });
    expect(records[3]).toMatchObject({ ...who, detail: {}, subjects: one(first) });
    // Both notifications wait (no SMTP), each naming its visitor.
    expect(records[4]).toMatchObject({ ...who, detail: { count: 2 } });
    expect((records[4]!.subjects!.inquiryIds as number[]).sort()).toEqual([first, second].sort());
    expect(records[5]).toMatchObject({ ...who, targetId: String(second), subjects: one(second) });
    for (const record of records) {
      // Sealed at commit: each has its place in the chain.
      expect(record.seq, record.action).toBeGreaterThan(0);
      expect(record.hash, record.action).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(record)).not.toMatch(/최서연|seoyeon|01077778888|F-6|서류 안내함/);
    }
    const audit = data<{ entries: Array<Record<string, unknown>> }>(await admin.call('audit.list', 'query', { input: { limit: 1 } }));
    expect(audit.entries[0]).toMatchObject({ action: 'inquiry.deleted', address: admin.address, subjects: one(second), reason: null });
  });
});

describe.each(testBackends)('the audit chain on $name', (backend) => {
  const ctx = useConsoleApp(backend);
  const check = () => ctx.services.staff.audit.check();

  it('holds as written; UPDATE, DELETE and TRUNCATE are refused', async () => {
    const admin = await signedIn(ctx, 'admin');
    const id = await received(ctx);
    for (let i = 0; i < 3; i++) await admin.call('inquiries.get', 'query', { input: { id } });
    const total = await ctx.database.db.$count(auditLog);
    expect(await check()).toEqual({
      intact: true,
      checked: total,
      firstSeq: 1,
      lastSeq: total,
      headHash: (await recordAt(ctx, total)).hash,
      purgedThroughSeq: null,
      broken: null,
    } satisfies AuditChainState);
    expect(data<AuditChainState>(await admin.call('audit.chain', 'query'))).toMatchObject({ intact: true, checked: total });

    const db = ctx.database.db;
    await expect(db.update(auditLog).set({ detail: {} }).where(eq(auditLog.seq, 2))).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.seq, 2))).rejects.toThrow();
    await expect(db.execute(sql`truncate audit_log`)).rejects.toThrow();
    // The purge's cut-off lets only records older than it go.
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('office.audit_purge_before', ${new Date(Date.parse('2000-01-01')).toISOString()}, true)`);
        await tx.delete(auditLog).where(eq(auditLog.seq, 2));
      }),
    ).rejects.toThrow();
    expect(await db.$count(auditLog)).toBe(total);
    expect((await check()).intact).toBe(true);
  });

  it('finds a record altered in the database at its seq, and the next one when the attacker re-hashed it', async () => {
    const db = ctx.database.db;
    const original = await recordAt(ctx, 3);
    await tamper(db, sql`update audit_log set detail = '{"role":"admin"}'::jsonb where seq = 3`);
    expect(await check()).toMatchObject({ intact: false, checked: 3, lastSeq: 2, broken: { seq: 3, id: original.id, problem: 'altered' } });

    // The hash made to fit the new contents: the record after it no longer names it.
    await tamper(db, sql`update audit_log a set hash = audit_log_row_hash(a) where seq = 3`);
    const next = await recordAt(ctx, 4);
    expect(await check()).toMatchObject({ intact: false, checked: 4, broken: { seq: 4, id: next.id, problem: 'link' } });

    // Put back as it was: whole again.
    await tamper(db, sql`update audit_log set detail = ${JSON.stringify(original.detail)}::jsonb, hash = ${original.hash} where seq = 3`);
    expect((await check()).intact).toBe(true);
  });

  it('finds a record deleted from the middle or the start, and one written without the seal', async () => {
    const db = ctx.database.db;
    const total = await db.$count(auditLog);
    for (const seq of [5, 1]) {
      const removed = await recordAt(ctx, seq);
      await tamper(db, sql`delete from audit_log where seq = ${seq}`);
      const state = await check();
      expect(state, `seq ${seq}`).toMatchObject({ intact: false, broken: { seq, id: null, problem: 'missing' } });
      // The walk stops at the record after the gap.
      expect(state.checked).toBe(seq === 1 ? 1 : seq);
      // Back in its place (a record that comes with its place keeps it): whole again.
      await db.insert(auditLog).values(removed);
      expect((await check()).intact, `seq ${seq} back`).toBe(true);
    }

    await tamper(db, sql`insert into audit_log (at, action, detail) values (now(), 'auth.signed_in', '{}'::jsonb)`, 'audit_log_seal');
    const [unsealed] = await db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.seq} is null`);
    expect(unsealed).toBeDefined();
    expect(await check()).toMatchObject({ intact: false, checked: total, broken: { seq: null, id: unsealed!.id, problem: 'unsealed' } });
    await tamper(db, sql`delete from audit_log where seq is null`);
    expect((await check()).intact).toBe(true);
  });
});

describe.each(testBackends)('the access records retention on $name', (backend) => {
  const ctx = useConsoleApp(backend);

  it("deletes records past the retention period from the chain's start, marks where it now starts, and the check accepts it", async () => {
    const { audit } = ctx.services.staff;
    const db = ctx.database.db;
    const admin = await signedIn(ctx, 'admin');
    await admin.call('inquiries.list', 'query');
    const old = await db.$count(auditLog);
    const oldHead = await recordAt(ctx, old);

    ctx.clock.advance(days(730) - minutes(1));
    await signedIn(ctx, 'admin');
    // Not two years old yet: nothing goes, nothing is recorded.
    expect(await audit.purgeExpired()).toEqual({ count: 0, throughSeq: null });

    ctx.clock.advance(minutes(2));
    expect(await audit.purgeExpired()).toEqual({ count: old, throughSeq: old });
    const [mark] = await db.select().from(auditLog).where(eq(auditLog.action, 'audit.purged'));
    expect(mark).toMatchObject({
      actorId: null,
      address: null,
      detail: { throughSeq: old, throughHash: oldHead.hash, count: old, retentionDays: 730 },
    });
    const first = (await db.select().from(auditLog).orderBy(asc(auditLog.seq)).limit(1))[0]!;
    expect(first.seq).toBe(old + 1);
    expect(first.prevHash).toBe(oldHead.hash);
    const state = await audit.check();
    expect(state).toMatchObject({ intact: true, firstSeq: old + 1, purgedThroughSeq: old, broken: null });
    expect(state.lastSeq).toBe(mark!.seq);
    expect(await audit.purgeExpired()).toEqual({ count: 0, throughSeq: null });

    // Everything expired: all but the newest record go, and the chain goes on from it.
    ctx.clock.advance(days(800));
    const head = (await db.select().from(auditLog).orderBy(desc(auditLog.seq)).limit(1))[0]!;
    const { count, throughSeq } = await audit.purgeExpired(365);
    expect(throughSeq).toBe(head.seq! - 1);
    expect(count).toBeGreaterThan(0);
    const left = await db.select().from(auditLog).orderBy(asc(auditLog.seq));
    expect(left.map((r) => r.seq)).toEqual([head.seq, head.seq! + 1]);
    expect(left[1]).toMatchObject({ action: 'audit.purged', prevHash: head.hash, detail: { throughSeq, count, retentionDays: 365 } });
    expect(await audit.check()).toMatchObject({ intact: true, checked: 2, purgedThroughSeq: throughSeq });

    // The first remaining record deleted behind the purge's back: the place after the purge is missing.
    await tamper(db, sql`delete from audit_log where seq = ${head.seq}`);
    expect(await audit.check()).toMatchObject({ intact: false, broken: { seq: head.seq, id: null, problem: 'missing' } });

    // The daily job says so in the log, naming the seq.
    const errors: string[] = [];
    const log = { debug: () => {}, info: () => {}, warn: () => {}, error: (_detail: object, message: string) => void errors.push(message) };
    await maintainAccessRecords(audit, 730, log);
    expect(errors).toEqual([`the audit log chain is broken at seq ${head.seq}`]);
  });
});

describe.each(testBackends)('the monthly access review on $name', (backend) => {
  const ctx = useConsoleApp(backend);

  it('per account: inquiries viewed, changed, exported, off-hours accesses; the exports with their reasons; the flags; who reviewed it', async () => {
    // The test clock starts on Monday 2026-03-02 at 18:00 in Korea.
    // The settings row exists once an admin saved the settings (a new database has none: the defaults apply).
    await ctx.database.db
      .insert(securitySettings)
      .values({ id: 1, reviewFlagThreshold: 2 })
      .onConflictDoUpdate({ target: securitySettings.id, set: { reviewFlagThreshold: 2 } });
    const ids = [await received(ctx), await received(ctx), await received(ctx)];
    const second = {
      email: 'second@office.example',
      displayName: 'Second Park',
      role: 'admin',
      password: 'maple-quartz-lantern-58',
    } as const;
    await ctx.services.staff.accounts.create(second, null, 'test');
    const morning = await signedIn(ctx, 'admin');
    await morning.call('inquiries.list', 'query');
    await morning.call('inquiries.get', 'query', { input: { id: ids[0] } });
    await morning.call('inquiries.setStatus', 'mutation', { input: { id: ids[0], status: 'closed' } });
    ctx.clock.advance(minutes(180)); // 21:00 in Korea: after hours
    // (sessions end after 30 idle minutes: a new sign-in after each move of the clock)
    const admin = await signedIn(ctx, 'admin');
    const csv = (query: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/admin/api/inquiries.csv${query}`,
        headers: { origin: ctx.publicOrigin },
        cookies: { [admin.cookie!.name]: admin.cookie!.value },
        remoteAddress: admin.address,
      });
    expect((await csv('?reason=%EC%9B%94%EB%A7%90%20%EC%A0%95%EB%A6%AC')).statusCode).toBe(200); // 월말 정리
    expect((await csv('?status=answered&reason=%ED%9A%8C%EC%8B%A0%20%ED%99%95%EC%9D%B8')).statusCode).toBe(200); // 회신 확인

    ctx.clock.advance(days(4) + minutes(13 * 60)); // Saturday 2026-03-07, 10:00 in Korea
    const secondClient = new ConsoleClient(ctx);
    expect((await secondClient.signIn(second.email, second.password)).statusCode).toBe(200);
    expect((await secondClient.call('inquiries.get', 'query', { input: { id: ids[1] } })).statusCode).toBe(200);

    const reviewer = await signedIn(ctx, 'admin');
    const review = data<AccessReview>(await reviewer.call('audit.review', 'query', { input: { month: '2026-03' } }));
    expect(review).toMatchObject({ month: '2026-03', threshold: 2, officeHours: { start: 8, end: 20 }, reviewed: null });
    expect(review.accounts).toEqual([
      {
        actorId: expect.any(Number),
        email: 'admin@office.example',
        accesses: 5,
        viewed: 3,
        opened: 1,
        changed: 1,
        deleted: 0,
        exports: 2,
        exportedRows: 3,
        offHours: 2,
      },
      {
        actorId: expect.any(Number),
        email: second.email,
        accesses: 1,
        viewed: 1,
        opened: 1,
        changed: 0,
        deleted: 0,
        exports: 0,
        exportedRows: 0,
        offHours: 1,
      },
    ]);
    expect(review.exports).toEqual([
      expect.objectContaining({ email: 'admin@office.example', address: admin.address, count: 3, reason: '월말 정리', flagged: true }),
      expect.objectContaining({ count: 0, reason: '회신 확인', flagged: false, filter: { status: 'answered', from: null, to: null } }),
    ]);
    expect(review.exports[0]!.at).toBe('2026-03-02T12:00:00.000Z');
    expect(review.flags).toEqual([
      { kind: 'many_views', day: '2026-03-02', email: 'admin@office.example', actorId: expect.any(Number), count: 3 },
      expect.objectContaining({ kind: 'large_export', email: 'admin@office.example', count: 3, reason: '월말 정리' }),
    ]);

    // The threshold of the moment applies: raised, nothing stands out.
    await ctx.database.db.update(securitySettings).set({ reviewFlagThreshold: 100 });
    expect(data<AccessReview>(await reviewer.call('audit.review', 'query', { input: { month: '2026-03' } })).flags).toEqual([]);
    expect(data<AccessReview>(await reviewer.call('audit.review', 'query', { input: { month: '2026-02' } })).accounts).toEqual([]);

    const reviewed = await reviewer.call('audit.markReviewed', 'mutation', { input: { month: '2026-03' } });
    expect(reviewed.statusCode).toBe(200);
    expect(data<AccessReview>(reviewed).reviewed).toEqual({ email: 'admin@office.example', at: ctx.clock.now().toISOString() });
    const [record] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'access.reviewed'));
    expect(record).toMatchObject({
      actorEmail: 'admin@office.example',
      address: reviewer.address,
      targetType: 'month',
      targetId: '2026-03',
      detail: { flags: 0, exports: 2, chainIntact: true, headSeq: expect.any(Number), headHash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    expect(data<AccessReview>(await reviewer.call('audit.review', 'query', { input: { month: '2026-03' } })).reviewed).toMatchObject({
      email: 'admin@office.example',
    });

    // A month that has not begun cannot be reviewed; malformed months are refused.
    const future = await reviewer.call('audit.markReviewed', 'mutation', { input: { month: '2026-04' } });
    expect(future.statusCode).toBe(404);
    expect(errorOf(future).message).toMatch(/2026-04 has not begun/);
    for (const input of [{ month: '2026-13' }, { month: 'march' }, { month: '2026-3' }, {}, { month: '0999-01' }]) {
      expect((await reviewer.call('audit.review', 'query', { input })).statusCode, JSON.stringify(input)).toBe(400);
    }
  });
});

describe.each(testBackends)('node cli.js audit:check on $name', (backend) => {
  const target = useCommandDatabase(backend, 'office-audit-check-');

  it('exits 0 naming how many records it checked, 1 naming the seq where the chain breaks (Korean and English)', async () => {
    const database = await target.open();
    try {
      await database.migrate();
      const { audit } = createServices(database.db, new TestClock()).staff;
      for (const action of ['auth.signed_in', 'inquiry.viewed', 'auth.signed_out'])
        await audit.record({ address: '10.0.0.1' }, action, null);
    } finally {
      await target.release(database);
    }

    const intact = await runCommand('audit:check', [], target.env);
    expect(intact, intact.stderr).toMatchObject({ code: 0 });
    expect(intact.stdout).toContain('감사 기록(접속기록) 연결 이상 없음: 3건 확인 (seq 1–3).');
    expect(intact.stdout).toContain('Audit log chain intact: 3 records checked (seq 1–3).');
    expect(intact.stdout).toMatch(/head hash: [0-9a-f]{64}/);

    const tampered = await target.open();
    try {
      await tamper(tampered.db, sql`update audit_log set action = 'auth.signed_out' where seq = 2`);
    } finally {
      await target.release(tampered);
    }
    const broken = await runCommand('audit:check', [], target.env);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('감사 기록(접속기록) 연결이 seq 2에서 끊겼습니다: 기록 내용이 바뀜. 2건 확인.');
    expect(broken.stderr).toMatch(/Audit log chain broken at seq 2 \(record id \d+\): the record was altered/);

    const usage = await runCommand('audit:check', ['now'], target.env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('audit:check');
  }, 120_000);
});
