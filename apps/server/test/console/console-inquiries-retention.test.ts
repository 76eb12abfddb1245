import { desc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, inquiries, outbox } from '@office/db/schema';
import { purgeExpiredInquiries } from '../../src/jobs/inquiry-jobs.js';
import { runCommand, useCommandDatabase } from '../support/commands.js';
import { minutes, useConsoleApp } from '../support/console.js';
import { testBackends } from '@office/testing/databases';

const visitor = { name: '박지훈', phone: '01033334444', email: 'jihoon@example.com', content: '귀화 신청 상담 원합니다.' };
const days = (n: number) => n * 24 * 60 * minutes(1);

describe.each(testBackends)('retention of inquiries on $name', (backend) => {
  const ctx = useConsoleApp(backend);

  it('destroys inquiries closed, or never closed and untouched, longer ago than the retention period; the logs hold only the counts', async () => {
    const { inquiries: submitted, inquiryInbox: inbox } = ctx.services;
    const db = ctx.database.db;
    /** Received now on the test's clock (the public form takes the database's time). */
    const id = async () => {
      const { id } = await submitted.submit(visitor);
      await db.update(inquiries).set({ createdAt: ctx.clock.now(), lastActivityAt: ctx.clock.now() }).where(eq(inquiries.id, id));
      return id;
    };
    const lastActivity = async (target: number) =>
      (await db.select({ at: inquiries.lastActivityAt }).from(inquiries).where(eq(inquiries.id, target)))[0]!.at.toISOString();
    const [oldClosed, oldClosed2, answered, reopened, fresh, untouched, noted] = [
      await id(),
      await id(),
      await id(),
      await id(),
      await id(),
      await id(),
      await id(),
    ];
    const start = ctx.clock.now().toISOString();
    for (const target of [oldClosed, oldClosed2, reopened]) await inbox.setStatus(target, 'closed', null);
    // Answered but never closed: its last activity is this change.
    ctx.clock.advance(minutes(1));
    await inbox.setStatus(answered, 'answered', null);
    expect(await lastActivity(answered)).toBe(ctx.clock.now().toISOString());
    expect(await lastActivity(untouched)).toBe(start);
    ctx.clock.advance(days(200));
    // Reopened: the retention period from closing no longer runs; its last activity is now.
    await inbox.setStatus(reopened, 'in_progress', null);
    expect(await lastActivity(reopened)).toBe(ctx.clock.now().toISOString());
    // A note is activity too.
    await inbox.setNote(noted, '다시 연락 예정', null);
    expect(await lastActivity(noted)).toBe(ctx.clock.now().toISOString());
    const received = await id();
    ctx.clock.advance(days(165) - minutes(1));
    await inbox.setStatus(fresh, 'closed', null);

    const lines: string[] = [];
    const log = {
      debug: () => {},
      info: (detail: object, message: string) => void lines.push(`${message} ${JSON.stringify(detail)}`),
      warn: () => {},
      error: () => {},
    };
    // A minute short of 365 days: nothing is due yet.
    expect(await purgeExpiredInquiries(inbox, 365, log)).toBe(0);
    expect(lines).toEqual([]);

    ctx.clock.advance(minutes(3));
    expect(await purgeExpiredInquiries(inbox, 365, log)).toBe(4);
    const left = await db.select({ id: inquiries.id }).from(inquiries).orderBy(inquiries.id);
    expect(left.map((row) => row.id)).toEqual([reopened, fresh, noted, received]);
    expect(await db.$count(outbox, inArray(outbox.inquiryId, [oldClosed, oldClosed2, answered, untouched]))).toBe(0);
    // What is left of the outbox is the kept inquiries' notifications and confirmations (each was the
    // address's first inquiry of its day when stored: the others had been moved to the test's clock).
    const waiting = await db.select({ inquiryId: outbox.inquiryId, kind: outbox.kind }).from(outbox).orderBy(outbox.id);
    expect(waiting).toEqual(
      [reopened, fresh, noted, received].flatMap((inquiryId) => [
        { inquiryId, kind: 'inquiry.received' },
        { inquiryId, kind: 'inquiry.confirmation' },
      ]),
    );

    expect(lines).toEqual([
      'purged 4 inquiries (2 closed, 2 never closed and inactive) {"purged":4,"closed":2,"inactive":2,"retentionDays":365}',
    ]);
    const [entry] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'inquiry.purged',
      actorId: null,
      address: null,
      targetType: null,
      targetId: null,
      detail: { count: 4, closed: 2, inactive: 2, retentionDays: 365 },
      subjects: { count: 4 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/박지훈|jihoon|01033334444|귀화/);

    // Nothing more to do: no new audit entry for an empty run.
    expect(await purgeExpiredInquiries(inbox, 365, log)).toBe(0);
    expect(await db.$count(auditLog, eq(auditLog.action, 'inquiry.purged'))).toBe(1);
  });
});

describe.each(testBackends)('pnpm inquiries:purge on $name', (backend) => {
  const target = useCommandDatabase(backend, 'office-purge-cli-');

  it('purges once with INQUIRY_RETENTION_DAYS and prints the counts', async () => {
    const database = await target.open();
    let expired: number;
    let kept: number;
    let inactive: number;
    let active: number;
    try {
      await database.migrate();
      const insert = (closedDaysAgo: number) =>
        database.db
          .insert(inquiries)
          .values({ ...visitor, status: 'closed', closedAt: sql`now() - make_interval(days => ${closedDaysAgo})` })
          .returning({ id: inquiries.id });
      const insertOpen = (lastActiveDaysAgo: number) =>
        database.db
          .insert(inquiries)
          .values({ ...visitor, status: 'answered', lastActivityAt: sql`now() - make_interval(days => ${lastActiveDaysAgo})` })
          .returning({ id: inquiries.id });
      [{ id: expired }] = (await insert(31)) as [{ id: number }];
      [{ id: kept }] = (await insert(29)) as [{ id: number }];
      [{ id: inactive }] = (await insertOpen(31)) as [{ id: number }];
      [{ id: active }] = (await insertOpen(29)) as [{ id: number }];
    } finally {
      await target.release(database);
    }

    const result = await runCommand('inquiries:purge', [], { ...target.env, INQUIRY_RETENTION_DAYS: '30' });
    expect(result, result.stderr).toMatchObject({ code: 0 });
    expect(result.stdout.trim()).toBe('purged 2 inquiries (1 closed, 1 never closed and inactive)');
    const bad = await runCommand('inquiries:purge', [], { ...target.env, INQUIRY_RETENTION_DAYS: 'forever' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/INQUIRY_RETENTION_DAYS/);

    const after = await target.open();
    try {
      const ids = (await after.db.select({ id: inquiries.id }).from(inquiries).orderBy(inquiries.id)).map((row) => row.id);
      expect(ids).toEqual([kept, active]);
      expect(ids).not.toContain(expired);
      expect(ids).not.toContain(inactive);
    } finally {
      await target.release(after);
    }
  }, 120_000);
});
