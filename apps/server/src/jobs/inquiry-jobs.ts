import type { Config } from '../config.js';
import type { InquiryInboxService } from '@office/api/services/inquiry-inbox';
import type { OutboxStore } from '@office/api/services/outbox';
import type { OfficeService } from '@office/api/services/office';
import { createSmtpMailer } from './mailer.js';
import { createOutboxWorker } from './outbox-worker.js';
import { type JobLog, type Periodic, runPeriodically } from './periodic.js';

export const inquiryJobIntervals = {
  /** How often the outbox is looked at: a new inquiry's e-mail leaves within this. */
  outboxPollMs: 3_000,
  retentionMs: 60 * 60_000,
  /** The first retention run waits a little, so it does not compete with the start. */
  firstRetentionMs: 60_000,
} as const;

/**
 * Destroys inquiries past their retention period; the log gets the count, the audit log too
 * (when there was any). Used by the hourly job and `pnpm inquiries:purge`.
 */
export async function purgeExpiredInquiries(inbox: InquiryInboxService, retentionDays: number, log: JobLog): Promise<number> {
  const purged = await inbox.purgeExpired(retentionDays);
  log[purged > 0 ? 'info' : 'debug']({ purged, retentionDays }, `purged ${purged} inquiries`);
  return purged;
}

export interface InquiryJobsOptions {
  outbox: OutboxStore;
  inbox: InquiryInboxService;
  office: Pick<OfficeService, 'details'>;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_TO' | 'PUBLIC_ORIGIN' | 'INQUIRY_RETENTION_DAYS'>;
  log: JobLog;
}

/**
 * The server's background work: the outbox worker (only with SMTP_URL: otherwise notifications
 * wait, and the console lists them) and the hourly retention purge. Every app process runs both;
 * they share the work through the database.
 */
export function startInquiryJobs({ outbox, inbox, office, config, log }: InquiryJobsOptions): Periodic {
  const running: Periodic[] = [];
  if (config.SMTP_URL) {
    const worker = createOutboxWorker({
      store: outbox,
      mailer: createSmtpMailer(config.SMTP_URL),
      settings: async () => {
        const { email } = config.MAIL_FROM && config.MAIL_TO ? { email: '' } : await office.details();
        const to = config.MAIL_TO ?? [email];
        // Without MAIL_FROM: the office's e-mail, else the office's own first recipient (mail to oneself).
        return { from: config.MAIL_FROM ?? (email || to[0]!), to, publicOrigin: config.PUBLIC_ORIGIN };
      },
      log,
    });
    running.push(worker.start(inquiryJobIntervals.outboxPollMs));
  } else {
    log.info({ mail: false }, 'SMTP_URL is not set: inquiry notifications wait in the outbox (the console lists them)');
  }
  running.push(
    runPeriodically(() => purgeExpiredInquiries(inbox, config.INQUIRY_RETENTION_DAYS, log), {
      firstDelayMs: inquiryJobIntervals.firstRetentionMs,
      intervalMs: inquiryJobIntervals.retentionMs,
      onError: (err) => log.error({ err }, 'purging expired inquiries failed; next try in an hour'),
    }),
  );
  return {
    async stop() {
      await Promise.all(running.map((job) => job.stop()));
    },
  };
}
