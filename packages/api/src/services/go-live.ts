import { officeDetailsComplete } from '@office/contracts';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@office/db/client';
import { auditLog, posts } from '@office/db/schema';
import { demoOffice } from '@office/db/seed';
import { seedLibraryItems, seedNotices } from '@office/db/seed/posts';
import type { Clock } from './clock.js';
import type { OfficeService } from './office.js';
import type { ContentServices } from './content/index.js';
import type { StaffAccountsService } from './staff/accounts.js';
import type { SecondFactorService } from './staff/second-factor.js';
import type { SignedInStaff } from './staff/sessions.js';

/** What only the host knows of how it runs: its configured origin and whether it can send mail. */
export interface HostFacts {
  publicOrigin: string;
  /** SMTP_URL is set. */
  mailConfigured: boolean;
  /** STAFF_SECRETS_KEY is set (else the authenticator apps' secrets are sealed with a key kept in the database). */
  staffSecretsKeyConfigured: boolean;
}

export type GoLiveItem =
  | { key: 'officeDetails'; done: boolean; demo: boolean }
  | { key: 'publicOrigin'; done: boolean; origin: string }
  | { key: 'mail'; done: boolean }
  | { key: 'demoContent'; done: boolean; remaining: number }
  | { key: 'backups'; done: boolean; lastBackupAt: string | null }
  | { key: 'staffSecurity'; done: boolean; required: boolean; accountsWithoutFactor: number; secretsKeyConfigured: boolean };

/** A backup older than this is not a daily one (docs/operations.md#backups). */
const backupFreshMs = 2 * 24 * 3_600_000;

/** The audit action `cli.js backup` records, so the checklist can tell backups are being made. */
export const backupMadeAction = 'backup.made';

const demoTitles = [...seedNotices, ...seedLibraryItems].map((post) => post.title);

/**
 * "Before going live" (issue 25): what a real office must have done before it opens the site to
 * the public. Each item is read from where its truth lives; none is a box someone ticks.
 */
export function createGoLiveService(
  db: Db,
  clock: Clock,
  office: Pick<OfficeService, 'record'>,
  content: Pick<ContentServices, 'posts'>,
  staff: { secondFactor: Pick<SecondFactorService, 'overview' | 'required'>; accounts: Pick<StaffAccountsService, 'list'> },
) {
  /** Demo posts still there as the seed made them (a post staff retitled is theirs now). */
  const demoPostCondition = inArray(posts.title, demoTitles);

  return {
    async checklist(host: HostFacts): Promise<GoLiveItem[]> {
      const [record, [demo], [lastBackup], factors, accounts, factorRequired] = await Promise.all([
        office.record(),
        db.select({ n: count() }).from(posts).where(demoPostCondition),
        db.select({ at: auditLog.at }).from(auditLog).where(eq(auditLog.action, backupMadeAction)).orderBy(desc(auditLog.id)).limit(1),
        staff.secondFactor.overview(),
        staff.accounts.list(),
        staff.secondFactor.required(),
      ]);
      // Active accounts that sign in with the password alone.
      const active = new Set(accounts.filter((account) => !account.disabledAt).map((account) => account.id));
      const accountsWithoutFactor = factors.filter((row) => active.has(row.staffId) && !row.totp && row.passkeys === 0).length;
      const isDemo = record.details.phone === demoOffice.phone || record.details.email === demoOffice.email;
      const origin = new URL(host.publicOrigin);
      const local = ['localhost', '127.0.0.1', '[::1]'].includes(origin.hostname);
      const lastBackupAt = lastBackup?.at ?? null;
      return [
        { key: 'officeDetails', done: officeDetailsComplete(record.details) && !isDemo, demo: isDemo },
        { key: 'publicOrigin', done: origin.protocol === 'https:' && !local, origin: origin.origin },
        { key: 'mail', done: host.mailConfigured },
        { key: 'demoContent', done: (demo?.n ?? 0) === 0, remaining: demo?.n ?? 0 },
        {
          key: 'backups',
          done: lastBackupAt !== null && clock.now().getTime() - lastBackupAt.getTime() < backupFreshMs,
          lastBackupAt: lastBackupAt?.toISOString() ?? null,
        },
        {
          key: 'staffSecurity',
          done: factorRequired && accountsWithoutFactor === 0 && host.staffSecretsKeyConfigured,
          required: factorRequired,
          accountsWithoutFactor,
          secretsKeyConfigured: host.staffSecretsKeyConfigured,
        },
      ];
    },

    /** Deletes the demo notices and library items still as the seed made them, each audited as a console deletion. */
    async removeDemoContent(staff: SignedInStaff): Promise<{ removed: number }> {
      const ids = await db.select({ id: posts.id }).from(posts).where(demoPostCondition);
      for (const { id } of ids) await content.posts.delete(id, staff);
      return { removed: ids.length };
    },
  };
}

export type GoLiveService = ReturnType<typeof createGoLiveService>;
