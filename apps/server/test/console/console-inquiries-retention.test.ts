import { desc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, inquiries, outbox } from '@office/db/schema';
import { purgeExpiredInquiries } from '../../src/jobs/inquiry-jobs.js';
import { runCommand, useCommandDatabase } from '../support/commands.js';
import { minutes, useConsoleApp } from '../support/console.js';
import { testBackends } from '@office/testing/databases';

const visitor = { name: '박지훈', phone: '01033334444', email: 'jihoon@example.com', content: '귀화 신청 상담 원합니다.' };
const days = (n: number) => n * 24 * 60 * minutes(1);

describe.each(testBackends)('retention of closed inquiries on $name', (backend) => {
  const ctx = useConsoleApp(backend);

  it('destroys only inquiries closed longer ago than the retention period; the logs hold only the count', async () => {
    const { inquiries: submitted, inquiryInbox: inbox } = ctx.services;
    const id = async () => (await submitted.submit(visitor)).id;
    const [oldClosed, oldClosed2, answered, reopened, fresh, open] = [
      await id(),
      await id(),
      await id(),
      await id(),
      await id(),
      await id(),
    ];
    for (const target of [oldClosed, oldClosed2, reopened]) await inbox.setStatus(target, 'closed', null);
    await inbox.setStatus(answered, 'answered', null);
    ctx.clock.advance(days(200));
    // Reopened: the retention period no longer runs (and restarts at the next closing).
    await inbox.setStatus(reopened, 'in_progress', null);
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

    ctx.clock.advance(minutes(2));
    expect(await purgeExpiredInquiries(inbox, 365, log)).toBe(2);
    const left = await ctx.database.db.select({ id: inquiries.id }).from(inquiries).orderBy(inquiries.id);
    expect(left.map((row) => row.id)).toEqual([answered, reopened, fresh, open]);
    expect(await ctx.database.db.$count(outbox, inArray(outbox.inquiryId, [oldClosed, oldClosed2]))).toBe(0);
    expect(await ctx.database.db.$count(outbox)).toBe(4);

    expect(lines).toEqual(['purged 2 inquiries {"purged":2,"retentionDays":365}']);
    const [entry] = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'inquiry.purged',
      actorId: null,
      targetType: null,
      targetId: null,
      detail: { count: 2, retentionDays: 365 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/박지훈|jihoon|01033334444|귀화/);

    // Nothing more to do: no new audit entry for an empty run.
    expect(await purgeExpiredInquiries(inbox, 365, log)).toBe(0);
    expect(await ctx.database.db.$count(auditLog, eq(auditLog.action, 'inquiry.purged'))).toBe(1);
  });
});

describe.each(testBackends)('pnpm inquiries:purge on $name', (backend) => {
  const target = useCommandDatabase(backend, 'office-purge-cli-');

  it('purges once with INQUIRY_RETENTION_DAYS and prints the count', async () => {
    const database = await target.open();
    let expired: number;
    let kept: number;
    try {
      await database.migrate();
      const insert = (closedDaysAgo: number) =>
        database.db
          .insert(inquiries)
          .values({ ...visitor, status: 'closed', closedAt: sql`now() - make_interval(days => ${closedDaysAgo})` })
          .returning({ id: inquiries.id });
      [{ id: expired }] = (await insert(31)) as [{ id: number }];
      [{ id: kept }] = (await insert(29)) as [{ id: number }];
    } finally {
      await target.release(database);
    }

    const result = await runCommand('inquiries:purge', [], { ...target.env, INQUIRY_RETENTION_DAYS: '30' });
    expect(result, result.stderr).toMatchObject({ code: 0 });
    expect(result.stdout.trim()).toBe('purged 1 inquiries');
    const bad = await runCommand('inquiries:purge', [], { ...target.env, INQUIRY_RETENTION_DAYS: 'forever' });
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/INQUIRY_RETENTION_DAYS/);

    const after = await target.open();
    try {
      const ids = (await after.db.select({ id: inquiries.id }).from(inquiries)).map((row) => row.id);
      expect(ids).toEqual([kept]);
      expect(ids).not.toContain(expired);
    } finally {
      await target.release(after);
    }
  }, 120_000);
});
