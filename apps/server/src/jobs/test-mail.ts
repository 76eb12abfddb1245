import type { OfficeService } from '@office/api/services/office';
import type { Config } from '../config.js';
import { createSmtpMailer, type Mailer } from './mailer.js';
import { failureReason } from './outbox-worker.js';

/** Why a test e-mail did not go: SMTP_URL unset, no address to send from or to, or the mail server's refusal (its reply in `reason`). */
export type TestMailResult = { sent: true; to: string[] } | { sent: false; code: 'noSmtp' | 'noAddress' | 'refused'; reason: string };

/**
 * The console's "send a test e-mail" (go-live checklist): one message, now, to whoever inquiry
 * notifications go to, through the same mailer; what went wrong in words an admin can act on.
 */
export function testMailSender(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_TO' | 'PUBLIC_ORIGIN'>,
  office: Pick<OfficeService, 'details'>,
  mailerFor: (url: string) => Mailer = createSmtpMailer,
): () => Promise<TestMailResult> {
  return async () => {
    if (!config.SMTP_URL) return { sent: false, code: 'noSmtp', reason: 'SMTP_URL is not set: the server sends no e-mail.' };
    const { email, name } = await office.details();
    const to = config.MAIL_TO ?? (email ? [email] : []);
    // As the notifications (jobs/inquiry-jobs.ts): MAIL_FROM, else the office's e-mail, else the first recipient.
    const from = config.MAIL_FROM ?? (email || to[0] || '');
    if (!from || to.length === 0)
      return { sent: false, code: 'noAddress', reason: "No address: enter the office's e-mail, or set MAIL_FROM and MAIL_TO." };
    const mailer = mailerFor(config.SMTP_URL);
    try {
      await mailer.send({
        from,
        to,
        subject: '테스트 메일 (Test e-mail)',
        text: `${name.ko || 'Office'} 누리집이 보낸 테스트 메일입니다. 새 문의 알림도 이 주소로 옵니다.\n${config.PUBLIC_ORIGIN}/admin\n`,
        messageId: `<test-${Date.now()}@${new URL(config.PUBLIC_ORIGIN).hostname}>`,
      });
      return { sent: true, to };
    } catch (error) {
      return { sent: false, code: 'refused', reason: failureReason(error, { inquiryId: 0 }) };
    } finally {
      mailer.close();
    }
  };
}
