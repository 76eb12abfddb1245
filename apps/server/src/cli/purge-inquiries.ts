import { loadConfigOrExit } from '../config.js';
import { purgeExpiredInquiries } from '../jobs/inquiry-jobs.js';
import { systemClock } from '@office/api/services/clock';
import { createServices } from '@office/api/services';
import { openConfiguredDatabase } from './open-configured-database.js';
import { noArguments } from './usage.js';

/**
 * `inquiries:purge`: once, what the server does every hour: destroy inquiries closed more than
 * INQUIRY_RETENTION_DAYS ago, and those never closed whose last activity is as old.
 */
export async function purgeInquiriesCommand(args: string[]): Promise<void> {
  noArguments(args);
  const config = loadConfigOrExit();
  const database = await openConfiguredDatabase();
  try {
    const inbox = createServices(database.db, systemClock, { mailEnabled: Boolean(config.SMTP_URL) }).inquiryInbox;
    const print = (_detail: object, message: string) => console.log(message);
    await purgeExpiredInquiries(inbox, config.INQUIRY_RETENTION_DAYS, { debug: print, info: print, warn: print, error: print });
  } finally {
    await database.close();
  }
}
