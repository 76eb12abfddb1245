import { systemClock } from '@office/api/services/clock';
import { DomainError } from '@office/api/errors';
import { createServices } from '@office/api/services';
import { throttleKeys } from '@office/api/services/staff/sign-in-throttle';
import { inquirySpamOptions, loadConfigOrExit, staffSecurityOptions } from '../config.js';
import { openConfiguredDatabase } from './open-configured-database.js';
import { CommandFailure, UsageError } from './usage.js';

/**
 * `staff:reset-second-factor <email>`: for whoever lost the phone with the authenticator app or the
 * passkey, and every recovery code, the last admin included (in the console another admin does it).
 * Like the console's reset it removes the account's factors and recovery codes, ends its sessions
 * and is in the audit log (via cli); it also forgets the account's failed second steps.
 */
export async function staffResetSecondFactorCommand(args: string[]): Promise<void> {
  if (args.length === 0) throw new UsageError('the e-mail address is missing');
  if (args.length > 1) throw new UsageError(`one e-mail address only (got ${args.length} arguments)`);
  const email = args[0]!.trim().toLowerCase();
  const config = loadConfigOrExit();
  const database = await openConfiguredDatabase();
  try {
    const services = createServices(
      database.db,
      systemClock,
      { mailEnabled: false },
      inquirySpamOptions(config),
      {},
      staffSecurityOptions(config),
    );
    const account = await services.staff.accounts.findByEmail(email);
    if (!account) throw new CommandFailure(`There is no staff account ${email}.`);
    await services.staff.secondFactor.reset(account.id, null, 'cli');
    const throttle = throttleKeys.secondFactor(account.id);
    await services.limiter.clear(await services.limiter.keyOf(throttle.kind, throttle.value));
    console.log(
      `second factors of ${account.role} account #${account.id} (${account.email}) removed; its sessions ended. It sets up a new one at its next sign-in.`,
    );
  } catch (error) {
    if (error instanceof DomainError) throw new CommandFailure(error.message);
    throw error;
  } finally {
    await database.close();
  }
}
