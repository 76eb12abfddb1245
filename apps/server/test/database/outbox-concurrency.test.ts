import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '@office/db/client';
import { outbox } from '@office/db/schema';
import { createSmtpMailer } from '../../src/jobs/mailer.js';
import { createOutboxWorker } from '../../src/jobs/outbox-worker.js';
import { systemClock } from '@office/api/services/clock';
import { createInquiriesService } from '@office/api/services/inquiries';
import { createOutboxStore } from '@office/api/services/outbox';
import { postgresBackends, type TestDatabase } from '@office/testing/databases';
import { TestSmtpServer } from '@office/testing/smtp';

const silent = { debug() {}, info() {}, warn() {}, error() {} };

// Two app processes, each with its own connection pool and worker, against one Postgres.
describe.each(postgresBackends)('two outbox workers on one $name', (backend) => {
  let database: TestDatabase;
  let second: Database;
  const smtp = new TestSmtpServer();
  let smtpUrl: string;
  beforeAll(async () => {
    database = await backend.create();
    second = await openDatabase({ url: database.url!, poolMax: 4 });
    smtpUrl = await smtp.start();
  });
  afterAll(async () => {
    await smtp.stop();
    await second?.close();
    await database?.drop();
  });

  const workerOn = (db: Database) =>
    createOutboxWorker({
      store: createOutboxStore(db.db, systemClock),
      mailer: createSmtpMailer(smtpUrl),
      settings: { from: 'site@office.example', to: ['office@office.example'], publicOrigin: 'https://office.example' },
      log: silent,
    });

  it('send every message exactly once between them', async () => {
    const inquiries = createInquiriesService(database.db, createOutboxStore(database.db, systemClock));
    const ids: number[] = [];
    for (let i = 0; i < 24; i++) {
      ids.push((await inquiries.submit({ name: `방문자 ${i}`, phone: '01012345678', email: `v${i}@example.com`, content: '문의' })).id);
    }
    // Each delivery takes a while, so the two workers are at it at the same time.
    smtp.delayMs = 30;
    const [a, b] = await Promise.all([workerOn(database).runOnce(), workerOn(second).runOnce()]);
    expect(a.failed + b.failed).toBe(0);
    // Each inquiry wrote two messages: the office's notification and the visitor's confirmation.
    expect(a.sent + b.sent).toBe(48);
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);

    expect(smtp.received).toHaveLength(48);
    const toOffice = smtp.received.filter((mail) => mail.envelopeTo.join() === 'office@office.example');
    expect(toOffice.map((mail) => mail.subject).sort()).toEqual(ids.map((id) => `새 문의 #${id}`).sort());
    // One confirmation per inquiry, to its visitor only.
    const confirmations = smtp.received.filter((mail) => mail.envelopeTo.join() !== 'office@office.example');
    const confirmed = confirmations.map((mail) => {
      const [, inquiryId] = /^<inquiry-(\d+)\.confirmation-\d+@office\.example>$/.exec(mail.messageId) ?? [];
      return `${mail.envelopeTo.join()} #${inquiryId}`;
    });
    expect(confirmed.sort()).toEqual(ids.map((id, i) => `v${i}@example.com #${id}`).sort());
    const rows = await database.db.select().from(outbox).orderBy(outbox.id);
    expect(rows.map((row) => [row.inquiryId, row.kind])).toEqual(
      ids.flatMap((id) => [
        [id, 'inquiry.received'],
        [id, 'inquiry.confirmation'],
      ]),
    );
    expect(rows.map((row) => row.attempts)).toEqual(Array(48).fill(1));
    expect(rows.every((row) => row.sentAt !== null)).toBe(true);
  }, 60_000);
});
