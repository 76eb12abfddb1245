import { defaultAccessRecordRetentionDays } from '@office/contracts';
import type { Config } from '../config.js';
import type { InquiryInboxService } from '@office/api/services/inquiry-inbox';
import type { Services } from '@office/api/services';
import type { OutboxStore } from '@office/api/services/outbox';
import type { OfficeService } from '@office/api/services/office';
import { createSmtpMailer } from './mailer.js';
import { createOutboxWorker } from './outbox-worker.js';
import { type JobLog, type Periodic, runPeriodically } from './periodic.js';

/** The audit log's service (also the access record). */
type AuditLogService = Services['staff']['audit'];

export const inquiryJobIntervals = {
  /** How often the outbox is looked at: a new inquiry's e-mail leaves within this. */
  outboxPollMs: 3_000,
  retentionMs: 60 * 60_000,
  /** The first retention run waits a little, so it does not compete with the start. */
  firstRetentionMs: 60_000,
  /** The access records' purge and chain check: daily, the first a few minutes after the start. */
  accessRecordsMs: 24 * 60 * 60_000,
  firstAccessRecordsMs: 5 * 60_000,
} as const;

/**
 * Destroys inquiries past their retention period (closed that long ago, or never closed and without
 * activity for as long); the log gets the counts, the audit log too (when there was any). Used by
 * the hourly job and `pnpm inquiries:purge`.
 */
export async function purgeExpiredInquiries(inbox: InquiryInboxService, retentionDays: number, log: JobLog): Promise<number> {
  const { count, closed, inactive } = await inbox.purgeExpired(retentionDays);
  log[count > 0 ? 'info' : 'debug'](
    { purged: count, closed, inactive, retentionDays },
    `purged ${count} inquiries (${closed} closed, ${inactive} never closed and inactive)`,
  );
  return count;
}

/**
 * The access records' daily work (decision 0039): deletes the records older than their retention
 * period (`audit.purged` marks where the chain now starts), then walks the chain; a broken chain is
 * logged as an error on every run until someone looks (`node cli.js audit:check` says where).
 */
export async function maintainAccessRecords(audit: AuditLogService, retentionDays: number, log: JobLog): Promise<void> {
  const { count, throughSeq } = await audit.purgeExpired(retentionDays);
  log[count > 0 ? 'info' : 'debug']({ purged: count, throughSeq, retentionDays }, `purged ${count} access records`);
  const chain = await audit.check();
  if (chain.intact) log.debug({ checked: chain.checked, lastSeq: chain.lastSeq }, 'the audit log chain is intact');
  else log.error({ checked: chain.checked, broken: chain.broken }, `the audit log chain is broken at seq ${chain.broken?.seq ?? '—'}`);
}

export interface InquiryJobsOptions {
  outbox: OutboxStore;
  inbox: InquiryInboxService;
  office: Pick<OfficeService, 'details'>;
  /** The audit log: with it, its records are purged after ACCESS_RECORD_RETENTION_DAYS and its chain checked, daily. */
  audit?: AuditLogService;
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'MAIL_TO' | 'PUBLIC_ORIGIN' | 'INQUIRY_RETENTION_DAYS'> & {
    /** Two years unless set. */
    ACCESS_RECORD_RETENTION_DAYS?: number | undefined;
  };
  log: JobLog;
}

/**
 * The server's background work: the outbox worker (only with SMTP_URL: otherwise notifications
 * wait, and the console lists them), the hourly retention purge of inquiries and, given the audit
 * log, the daily purge and chain check of the access records. Every app process runs them; they
 * share the work through the database (the purges are transactions, the seal serialises the chain).
 */
export function startInquiryJobs({ outbox, inbox, office, audit, config, log }: InquiryJobsOptions): Periodic {
  const running: Periodic[] = [];
  if (config.SMTP_URL) {
    const worker = createOutboxWorker({
      store: outbox,
      mailer: createSmtpMailer(config.SMTP_URL),
      settings: async () => {
        const details = await office.details();
        const to = config.MAIL_TO ?? [details.email];
        // Without MAIL_FROM: the office's e-mail, else the office's own first recipient (mail to oneself).
        return { from: config.MAIL_FROM ?? (details.email || to[0]!), to, publicOrigin: config.PUBLIC_ORIGIN, office: details };
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
  if (audit) {
    const retentionDays = config.ACCESS_RECORD_RETENTION_DAYS ?? defaultAccessRecordRetentionDays;
    running.push(
      runPeriodically(() => maintainAccessRecords(audit, retentionDays, log), {
        firstDelayMs: inquiryJobIntervals.firstAccessRecordsMs,
        intervalMs: inquiryJobIntervals.accessRecordsMs,
        onError: (err) => log.error({ err }, 'purging or checking the access records failed; next try in a day'),
      }),
    );
  }
  return {
    async stop() {
      await Promise.all(running.map((job) => job.stop()));
    },
  };
}
