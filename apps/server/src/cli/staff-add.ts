import { parseArgs } from 'node:util';
import { createStaffInput, type StaffRole, staffRoles } from '@office/contracts';
import { systemClock } from '@office/api/services/clock';
import { DomainError } from '@office/api/errors';
import { createServices } from '@office/api/services';
import { passwordProblem } from '@office/api/services/staff/password-policy';
import { openConfiguredDatabase } from './open-configured-database.js';
import { CommandFailure, UsageError } from './usage.js';
import { readNewPassword } from './password-prompt.js';

function readArguments(args: string[]) {
  // parseArgs' own errors (an unknown option, a missing value) are usage errors to the dispatcher.
  const { values, positionals } = parseArgs({
    args,
    options: { role: { type: 'string' }, name: { type: 'string' } },
    allowPositionals: true,
  });
  if (positionals.length === 0) throw new UsageError('the e-mail address is missing');
  if (positionals.length > 1) throw new UsageError(`one e-mail address only (got ${positionals.length} arguments)`);
  if (values.role !== undefined && !staffRoles.includes(values.role as StaffRole)) throw new UsageError('--role must be admin or editor');
  return { email: positionals[0]!, role: values.role as StaffRole | undefined, name: values.name };
}

/**
 * `staff:add <email> [--role admin|editor] [--name "Display Name"]`: a staff account; the first
 * becomes an admin. The password is asked for twice (not shown) on a terminal, or read as one line
 * from standard input.
 */
export async function staffAddCommand(args: string[]): Promise<void> {
  const options = readArguments(args);
  const password = await readNewPassword('nothing was created.', 'Password (at least 12 characters): ');
  const parsed = createStaffInput.safeParse({
    email: options.email,
    displayName: options.name ?? options.email.split('@')[0],
    role: options.role ?? 'editor',
    password,
  });
  if (!parsed.success) throw new CommandFailure(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  // Before opening the database: a weak password is refused at once, with the reason.
  const weakness = passwordProblem(parsed.data.password, parsed.data.email);
  if (weakness) throw new CommandFailure(weakness);

  const database = await openConfiguredDatabase();
  try {
    const { staff } = createServices(database.db, systemClock);
    const noAdminYet = !(await staff.accounts.list()).some((account) => account.role === 'admin' && !account.disabledAt);
    const input = { ...parsed.data, role: options.role ?? (noAdminYet ? 'admin' : 'editor') };
    const created = await staff.accounts.create(input, null, 'command line');
    console.log(`created ${created.role} account #${created.id}: ${created.email} ("${created.displayName}")`);
  } catch (error) {
    // The service's refusals (an address already taken) are the operator's to act on, not crashes.
    if (error instanceof DomainError) throw new CommandFailure(error.message);
    throw error;
  } finally {
    await database.close();
  }
}
