import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '@office/db/client';
import { inquiries, outbox } from '@office/db/schema';
import { TestSmtpServer } from '@office/testing/smtp';

/**
 * A real SMTP server for a file's mail tests, emptied before each test along with the outbox and
 * the inquiries (so the confirmations' per-address limit starts from nothing, whatever ran before).
 * Read `.url` inside tests.
 */
export function useMailTests(database: () => Database): { smtp: TestSmtpServer; url: string } {
  const mail = { smtp: new TestSmtpServer(), url: '' };
  beforeAll(async () => {
    mail.url = await mail.smtp.start();
  });
  afterAll(() => mail.smtp.stop());
  beforeEach(async () => {
    await database().db.delete(outbox);
    await database().db.delete(inquiries);
    mail.smtp.received.length = 0;
    mail.smtp.refuseNext = 0;
  });
  return mail;
}
