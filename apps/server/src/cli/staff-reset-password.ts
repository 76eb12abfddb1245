import { systemClock } from '@office/api/services/clock';
import { DomainError } from '@office/api/errors';
import { createServices } from '@office/api/services';
import { passwordProblem } from '@office/api/services/staff/password-policy';
import { throttleKeys } from '@office/api/services/staff/sign-in-throttle';
import { inquirySpamOptions, loadConfigOrExit } from '../config.js';
import { openConfiguredDatabase } from './open-configured-database.js';
import { readNewPassword } from './password-prompt.js';
import { CommandFailure, UsageError } from './usage.js';

/**
 * `staff:reset-password <email>`: a new password for an existing account, for whoever has lost
 * theirs, the last admin included (the console lets people change only their own password, knowing
 * the current one). Like a change in the console, it ends every session of the account and is in
 * the audit log; it also forgets the account's failed sign-ins, so the owner can sign in at once.
 * The password is asked for twice (not shown) on a terminal, or read as one line from standard input.
 */
export async function staffResetPasswordCommand(args: string[]): Promise<void> {
  if (args.length === 0) throw new UsageError('the e-mail address is missing');
  if (args.length > 1) throw new UsageError(`one e-mail address only (got ${args.length} arguments)`);
  const email = args[0]!.trim().toLowerCase();
  const config = loadConfigOrExit();
  const password = await readNewPassword('the password was not changed.');
  // Before opening the database: a weak password is refused at once, with the reason.
  const weakness = passwordProblem(password, email);
  if (weakness) throw new CommandFailure(weakness);

  const database = await openConfiguredDatabase();
  try {
    // The server's own spam settings, so the throttle's keys are the ones the server counts under.
    const services = createServices(database.db, systemClock, { mailEnabled: false }, inquirySpamOptions(config));
    const account = await services.staff.accounts.findByEmail(email);
    if (!account) throw new CommandFailure(`There is no staff account ${email}; \`staff:add\` creates one.`);
    await services.staff.accounts.changePassword(account.id, password, null);
    const throttle = throttleKeys.account(email);
    await services.limiter.clear(await services.limiter.keyOf(throttle.kind, throttle.value));
    console.log(
      `new password set for ${account.role} account #${account.id}: ${account.email}; its sessions ended.` +
        (account.disabledAt ? ' The account is disabled: an admin re-enables it in the console (직원 계정) before it can sign in.' : ''),
    );
  } catch (error) {
    // The service's refusals are the operator's to act on, not crashes.
    if (error instanceof DomainError) throw new CommandFailure(error.message);
    throw error;
  } finally {
    await database.close();
  }
}
