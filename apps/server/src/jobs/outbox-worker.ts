import type { InquiryReceivedPayload } from '@office/db/schema';
import type { ClaimedMessage, OutboxStore } from '@office/api/services/outbox';
import { emptyOfficeDetails, type OfficeDetails } from '@office/contracts';
import { confirmationMail } from './confirmation-mail.js';
import type { MailMessage, Mailer } from './mailer.js';
import { type JobLog, type Periodic, runPeriodically } from './periodic.js';

export interface NotificationSettings {
  from: string;
  to: string[];
  /** The site's origin: the e-mail links to the inquiry in the console there. */
  publicOrigin: string;
  /** The office's details, which the visitor's confirmation names (its phone, e-mail, hours, messengers); none entered yet when absent. */
  office?: OfficeDetails;
}

/**
 * The office's e-mail about a new inquiry: its number, the visitor's name and a link to the
 * console. Nothing else of the visitor's (address, phone, message): the mailbox is not the console.
 */
export function inquiryReceivedMail(
  outboxId: number,
  payload: InquiryReceivedPayload,
  { from, to, publicOrigin }: NotificationSettings,
): MailMessage {
  const id = payload.inquiryId;
  return {
    from,
    to,
    subject: `새 문의 #${id}`,
    text: [
      '새 문의가 접수되었습니다.',
      '',
      `문의 번호: #${id}`,
      `이름: ${payload.name ?? ''}`,
      `콘솔에서 보기: ${publicOrigin}/admin/inquiries/${id}`,
      '',
    ].join('\n'),
    messageId: `<inquiry-${id}.outbox-${outboxId}@${new URL(publicOrigin).hostname}>`,
  };
}

const maxReasonLength = 300;

/**
 * Why a send failed, for the outbox row and the log: nodemailer's code and the server's reply,
 * without anything personal (the visitor's name, any e-mail address).
 */
export function failureReason(error: unknown, payload: InquiryReceivedPayload): string {
  const { code, responseCode, response, message } = error as {
    code?: unknown;
    responseCode?: unknown;
    response?: unknown;
    message?: unknown;
  };
  const reply = typeof response === 'string' ? response : typeof message === 'string' ? message : String(error);
  let reason = `${typeof code === 'string' ? code : 'ERROR'}${typeof responseCode === 'number' ? ` ${responseCode}` : ''}: ${reply.split(/\r?\n/)[0]}`;
  if (payload.name) reason = reason.replaceAll(payload.name, '…');
  return reason.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '…@…').slice(0, maxReasonLength);
}

export interface OutboxWorkerOptions {
  store: OutboxStore;
  mailer: Mailer;
  /** Fixed, or read at each send: the addresses default to the office's e-mail, which an admin may change at any time. */
  settings: NotificationSettings | (() => Promise<NotificationSettings>);
  log: JobLog;
}

/** Sends the outbox's due messages; several processes may run one each (rows are claimed, not shared). */
export function createOutboxWorker({ store, mailer, settings, log }: OutboxWorkerOptions) {
  async function deliver(message: ClaimedMessage): Promise<boolean> {
    try {
      const current = typeof settings === 'function' ? await settings() : settings;
      if (!current.from || current.to.length === 0 || current.to.some((address) => !address)) {
        throw new Error('no sender or recipient: set MAIL_FROM and MAIL_TO, or the office e-mail in the console');
      }
      if (message.kind === 'inquiry.confirmation') {
        const to = await store.confirmationAddress(message.payload.inquiryId);
        // The inquiry was deleted before its confirmation went: nobody to confirm anything to.
        if (!to) log.info({ outboxId: message.id, kind: message.kind }, 'confirmation dropped: its inquiry was deleted');
        else
          await mailer.send(
            confirmationMail(
              message.id,
              { id: message.payload.inquiryId, lang: message.payload.lang, to },
              { ...current, office: current.office ?? emptyOfficeDetails },
            ),
          );
      } else {
        await mailer.send(inquiryReceivedMail(message.id, message.payload, current));
      }
    } catch (error) {
      const reason = failureReason(error, message.payload);
      await store.markFailed(message, reason);
      log.warn({ outboxId: message.id, attempt: message.attempt, reason }, 'notification not sent; will retry');
      return false;
    }
    await store.markSent(message);
    log.info(
      { outboxId: message.id, kind: message.kind, inquiryId: message.payload.inquiryId, attempt: message.attempt },
      'notification sent',
    );
    return true;
  }

  return {
    /** Sends every message due now, one after another; says how many went and how many failed. */
    async runOnce(): Promise<{ sent: number; failed: number }> {
      const result = { sent: 0, failed: 0 };
      for (let message = await store.claimNext(); message; message = await store.claimNext()) {
        if (await deliver(message)) result.sent += 1;
        else result.failed += 1;
      }
      return result;
    },

    /** Polls every `intervalMs` until stopped; stopping waits for a send under way, then closes the mailer. */
    start(intervalMs: number): Periodic {
      const periodic = runPeriodically(() => this.runOnce(), {
        firstDelayMs: 0,
        intervalMs,
        onError: (err) => log.error({ err }, 'outbox worker failed; retrying'),
      });
      return {
        async stop() {
          await periodic.stop();
          mailer.close();
        },
      };
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
