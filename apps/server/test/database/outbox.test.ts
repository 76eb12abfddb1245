import { defaultInquiryRetentionDays, type OutboxOverview } from '@office/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { inquiries, outbox } from '@office/db/schema';
import { startInquiryJobs } from '../../src/jobs/inquiry-jobs.js';
import { createSmtpMailer } from '../../src/jobs/mailer.js';
import { createOutboxWorker, failureReason } from '../../src/jobs/outbox-worker.js';
import type { JobLog } from '../../src/jobs/periodic.js';
import { createOutboxStore, outboxPolicy, retryDelayMs } from '@office/api/services/outbox';
import { solvedChallenge } from '../support/challenge.js';
import { freshAddress, signedIn, useConsoleApp } from '../support/console.js';
import { testBackends } from '@office/testing/databases';
import { useMailTests } from '../support/mail.js';

const visitor = { name: '김민수', phone: '01011112222', email: 'minsu@example.com', content: 'F-6 비자 서류를 여쭙니다.' };
const officeAddress = 'office@office.example';

/** A log that keeps its lines, to check what (and what not) the jobs write. */
function recordingLog(): JobLog & { lines: string[] } {
  const lines: string[] = [];
  const keep = (detail: object, message: string) => void lines.push(`${message} ${JSON.stringify(detail)}`);
  return { lines, debug: keep, info: keep, warn: keep, error: keep };
}

describe('the mail settings', () => {
  it("are all optional: the office's own e-mail (its details) sends and receives, closed inquiries are kept as the consent text says", () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.MAIL_FROM).toBeUndefined();
    expect(config.MAIL_TO).toBeUndefined();
    expect(config.INQUIRY_RETENTION_DAYS).toBe(defaultInquiryRetentionDays);
  });

  it('are checked at start', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_TO: 'desk@office.example, boss@office.example',
      INQUIRY_RETENTION_DAYS: '30',
    });
    expect(config).toMatchObject({
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      MAIL_TO: ['desk@office.example', 'boss@office.example'],
      INQUIRY_RETENTION_DAYS: 30,
    });
    for (const [name, value] of [
      ['SMTP_URL', 'https://mail.example'],
      ['MAIL_FROM', 'office'],
      ['MAIL_TO', 'desk@office.example, nobody'],
      ['INQUIRY_RETENTION_DAYS', '0'],
    ] as const) {
      expect(() => loadConfig({ [name]: value }), name).toThrow(new RegExp(`${name}`));
    }
  });
});

describe('the retry schedule', () => {
  it('waits 30 s after the first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4, 7, 8, 9, 50].map((n) => retryDelayMs(n) / 1000)).toEqual([30, 60, 120, 240, 1920, 3600, 3600, 3600]);
    // A claimed message is not due again before any send could have ended.
    expect(outboxPolicy.leaseMs).toBeGreaterThan(60_000);
  });

  it('keeps the reason of a failure free of the name and of addresses', () => {
    const error = Object.assign(new Error('Can not send mail'), {
      code: 'EENVELOPE',
      responseCode: 550,
      response: '550 5.1.1 <office@office.example>: Recipient address rejected for 김민수\r\nmore',
    });
    expect(failureReason(error, { inquiryId: 3, name: '김민수' })).toBe('EENVELOPE 550: 550 5.1.1 <…@…>: Recipient address rejected for …');
    expect(failureReason(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ESOCKET' }), { inquiryId: 3 })).toBe(
      'ESOCKET: connect ECONNREFUSED 127.0.0.1:25',
    );
  });
});

describe.each(testBackends)('inquiry notifications on $name', (backend) => {
  const ctx = useConsoleApp(backend);
  const mail = useMailTests(() => ctx.database);
  const { smtp } = mail;

  /** The website's way: a solved challenge, from an address of its own. */
  const submit = async (body: object = visitor) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/common/inquiry/',
      remoteAddress: freshAddress(),
      payload: { ...body, altcha: await solvedChallenge(ctx.app) },
    });
  const outboxRows = () => ctx.database.db.select().from(outbox).orderBy(outbox.id);
  /**
   * For the tests of the office's notification alone: the visitor's confirmation, written beside it,
   * is taken out of the outbox (inquiry-confirmation.test.ts tests that one).
   */
  const withoutConfirmation = async (inquiryId: number) => {
    const removed = await ctx.database.db
      .delete(outbox)
      .where(and(eq(outbox.inquiryId, inquiryId), eq(outbox.kind, 'inquiry.confirmation')))
      .returning({ id: outbox.id });
    expect(removed).toHaveLength(1);
  };
  const worker = () =>
    createOutboxWorker({
      store: createOutboxStore(ctx.database.db, ctx.clock),
      mailer: createSmtpMailer(mail.url),
      settings: { from: 'site@office.example', to: [officeAddress], publicOrigin: ctx.publicOrigin },
      log: recordingLog(),
    });

  it("stores an inquiry with the office's notification and the visitor's confirmation; the notification holds its id and the name, the confirmation its id and language, nothing else", async () => {
    const response = await submit();
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const rows = await outboxRows();
    const waiting = { attempts: 0, nextAttemptAt: ctx.clock.now(), createdAt: ctx.clock.now(), lastError: null, sentAt: null };
    expect(rows).toEqual([
      { id: expect.any(Number), kind: 'inquiry.received', inquiryId: id, payload: { inquiryId: id, name: visitor.name }, ...waiting },
      // No address (it is read from the inquiry when sent), no name: the page's language (Korean without one).
      { id: expect.any(Number), kind: 'inquiry.confirmation', inquiryId: id, payload: { inquiryId: id, lang: 'ko' }, ...waiting },
    ]);
    expect(rows[1]!.payload).toStrictEqual({ inquiryId: id, lang: 'ko' });
    expect(JSON.stringify(rows)).not.toMatch(/minsu|example\.com|@|01011112222|F-6/);
    expect(JSON.stringify(rows[1])).not.toContain(visitor.name);

    // The reply language the visitor chose, else the page's.
    const vi = (await submit({ ...visitor, lang: 'vi' })).json().id;
    const zh = (await submit({ ...visitor, lang: 'ko', reply_lang: 'zh', reply_channel: 'phone' })).json().id;
    const confirmations = (await outboxRows()).filter((row) => row.kind === 'inquiry.confirmation');
    expect(confirmations.map((row) => row.payload)).toStrictEqual([
      { inquiryId: id, lang: 'ko' },
      { inquiryId: vi, lang: 'vi' },
      { inquiryId: zh, lang: 'zh' },
    ]);
    expect(await ctx.database.db.$count(inquiries)).toBe(3);
  });

  it('stores neither when the notification cannot be stored: the visitor gets an error, never "received"', async () => {
    const before = await ctx.database.db.$count(inquiries);
    // From now on the outbox refuses every row, as a full disk or a broken table would.
    await ctx.database.db.execute(sql`alter table outbox add constraint outbox_refuses_all check (false) not valid`);
    try {
      const rest = await submit();
      expect(rest.statusCode).toBe(500);
      expect(rest.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
      expect(rest.body).not.toMatch(/"id"|created_at/);
      const trpc = await ctx.app.inject({
        method: 'POST',
        url: '/trpc/inquiries.submit',
        remoteAddress: freshAddress(),
        payload: { ...visitor, altcha: await solvedChallenge(ctx.app) },
      });
      expect(trpc.statusCode).toBe(500);
      expect(await ctx.database.db.$count(inquiries)).toBe(before);
      expect(await outboxRows()).toEqual([]);
    } finally {
      await ctx.database.db.execute(sql`alter table outbox drop constraint outbox_refuses_all`);
    }
    expect((await submit()).statusCode).toBe(201);
  });

  it('without SMTP_URL sends nothing; the console lists what waits', async () => {
    const { id } = (await submit()).json();
    const log = recordingLog();
    const jobs = startInquiryJobs({
      outbox: ctx.services.outbox,
      inbox: ctx.services.inquiryInbox,
      office: ctx.services.office,
      config: {
        SMTP_URL: undefined,
        MAIL_FROM: 'site@office.example',
        MAIL_TO: [officeAddress],
        PUBLIC_ORIGIN: ctx.publicOrigin,
        INQUIRY_RETENTION_DAYS: 365,
      },
      log,
    });
    await jobs.stop();
    // No worker was started: it says so at once, rather than sending nothing for a while.
    expect(log.lines.join('\n')).toMatch(/SMTP_URL is not set/);

    const admin = await signedIn(ctx, 'admin');
    const overview: OutboxOverview = (await admin.call('inquiries.outbox', 'query')).json().result.data;
    const waiting = {
      attempts: 0,
      nextAttemptAt: ctx.clock.now().toISOString(),
      lastError: null,
      createdAt: ctx.clock.now().toISOString(),
    };
    expect(overview).toEqual({
      mailEnabled: false,
      waiting: [
        { id: expect.any(Number), kind: 'inquiry.received', inquiryId: id, name: visitor.name, ...waiting },
        // The confirmation names nobody: it holds no name.
        { id: expect.any(Number), kind: 'inquiry.confirmation', inquiryId: id, name: null, ...waiting },
      ],
    });
    expect(overview.waiting[0]!.id).toBeLessThan(overview.waiting[1]!.id);
    // Nothing was sent meanwhile.
    expect((await outboxRows()).map((row) => row.sentAt)).toEqual([null, null]);
  }, 20_000);

  it('retries against a refusing SMTP server with growing waits, then delivers the name and a link only', async () => {
    const { id } = (await submit()).json();
    await withoutConfirmation(id);
    const sender = worker();
    smtp.refuseNext = 2;

    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    let [row] = await outboxRows();
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringMatching(/^EENVELOPE 451: /) });
    expect(row!.nextAttemptAt).toEqual(new Date(ctx.clock.now().getTime() + 30_000));
    expect(row!.lastError).not.toMatch(/김민수|@/);

    ctx.clock.advance(29_000);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    ctx.clock.advance(1_000);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1 });
    [row] = await outboxRows();
    expect(row).toMatchObject({ attempts: 2, sentAt: null });
    expect(row!.nextAttemptAt).toEqual(new Date(ctx.clock.now().getTime() + 60_000));

    ctx.clock.advance(59_000);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toEqual([]);
    ctx.clock.advance(1_000);
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });

    const [mail] = await smtp.waitFor(1);
    expect(mail!.envelopeTo).toEqual([officeAddress]);
    expect(mail!.subject).toBe(`새 문의 #${id}`);
    // Exactly these lines (SMTP ends lines with CRLF).
    expect(mail!.text).toBe(
      `새 문의가 접수되었습니다.\r\n\r\n문의 번호: #${id}\r\n이름: ${visitor.name}\r\n콘솔에서 보기: ${ctx.publicOrigin}/admin/inquiries/${id}\r\n`,
    );
    expect(mail!.messageId).toMatch(new RegExp(`^<inquiry-${id}\\.outbox-\\d+@office\\.example>$`));
    for (const secret of [visitor.email, visitor.phone, visitor.content, 'minsu']) {
      expect(mail!.raw).not.toContain(secret);
      expect(mail!.text).not.toContain(secret);
    }

    [row] = await outboxRows();
    expect(row).toMatchObject({ attempts: 3, lastError: null, sentAt: ctx.clock.now(), payload: { inquiryId: id } });
    // Sent once: nothing is due any more, however long one waits.
    ctx.clock.advance(24 * 60 * 60_000);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);

    const admin = await signedIn(ctx, 'admin');
    const detail = (await admin.call('inquiries.get', 'query', { input: { id } })).json().result.data;
    expect(detail.notification).toEqual({ sentAt: row!.sentAt!.toISOString(), attempts: 3, lastError: null });
    expect((await admin.call('inquiries.outbox', 'query')).json().result.data.waiting).toEqual([]);
  });

  it('sends again what a worker claimed but never finished (at least once), after the lease', async () => {
    await withoutConfirmation((await submit()).json().id);
    const store = createOutboxStore(ctx.database.db, ctx.clock);
    // A worker claims the message and dies before sending it.
    expect(await store.claimNext()).toMatchObject({ attempt: 1 });
    const sender = worker();
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    ctx.clock.advance(outboxPolicy.leaseMs);
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await smtp.waitFor(1)).toHaveLength(1);
    expect((await outboxRows())[0]).toMatchObject({ attempts: 2, sentAt: expect.any(Date) });
  });

  it('keeps trying while the server is down and sends once it is back', async () => {
    await withoutConfirmation((await submit()).json().id);
    const unreachable = createOutboxWorker({
      store: createOutboxStore(ctx.database.db, ctx.clock),
      // Nothing listens on port 9 (discard) on loopback: connection refused.
      mailer: createSmtpMailer('smtp://127.0.0.1:9'),
      settings: { from: 'site@office.example', to: [officeAddress], publicOrigin: ctx.publicOrigin },
      log: recordingLog(),
    });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await unreachable.runOnce()).toEqual({ sent: 0, failed: 1 });
      ctx.clock.advance(retryDelayMs(attempt));
    }
    expect((await outboxRows())[0]).toMatchObject({ attempts: 3, lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(await smtp.waitFor(1)).toHaveLength(1);
  });
});
