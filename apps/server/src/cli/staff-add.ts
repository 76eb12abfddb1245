import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { createStaffInput, type StaffRole, staffRoles } from '@office/contracts';
import { systemClock } from '@office/api/services/clock';
import { DomainError } from '@office/api/errors';
import { createServices } from '@office/api/services';
import { passwordProblem } from '@office/api/services/staff/password-policy';
import { openConfiguredDatabase } from './open-configured-database.js';

const usage = `usage: pnpm staff:add <email> [--role admin|editor] [--name "Display Name"]
  The password is asked for twice (not shown) on a terminal, or read as one line from standard input.
  --role defaults to admin while no admin exists, editor afterwards.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readArguments() {
  try {
    const { values, positionals } = parseArgs({
      options: { role: { type: 'string' }, name: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
    if (values.help || positionals.length !== 1) fail(usage);
    if (values.role !== undefined && !staffRoles.includes(values.role as StaffRole)) fail(`--role must be admin or editor\n${usage}`);
    return { email: positionals[0]!, role: values.role as StaffRole | undefined, name: values.name };
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
}

/** One line from a pipe (`echo 'password' | pnpm staff:add …`), without its line ending. */
async function readLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** Reads a line from the terminal without echoing it. */
function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  // Echo off before the prompt shows, so nothing typed right after it is echoed.
  input.setRawMode(true);
  process.stderr.write(prompt);
  input.resume();
  input.setEncoding('utf8');
  return new Promise((resolve) => {
    let typed = '';
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\u0003') {
          process.stderr.write('\n');
          process.exit(130);
        } else if (char === '\r' || char === '\n' || char === '\u0004') {
          input.setRawMode(false);
          input.pause();
          input.off('data', onData);
          process.stderr.write('\n');
          resolve(typed);
          return;
        } else if (char === '\u007f' || char === '\b') {
          typed = [...typed].slice(0, -1).join('');
        } else {
          typed += char;
        }
      }
    };
    input.on('data', onData);
  });
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readLine();
  const first = await readHidden('Password (at least 12 characters): ');
  const second = await readHidden('Again: ');
  if (first !== second) fail('The two passwords differ; nothing was created.');
  return first;
}

const args = readArguments();
const password = await readPassword();
const parsed = createStaffInput.safeParse({
  email: args.email,
  displayName: args.name ?? args.email.split('@')[0],
  role: args.role ?? 'editor',
  password,
});
if (!parsed.success) fail(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
// Before opening the database: a weak password is refused at once, with the reason.
const weakness = passwordProblem(parsed.data.password, parsed.data.email);
if (weakness) fail(weakness);

const database = await openConfiguredDatabase();
try {
  const { staff } = createServices(database.db, systemClock);
  const noAdminYet = !(await staff.accounts.list()).some((account) => account.role === 'admin' && !account.disabledAt);
  const input = { ...parsed.data, role: args.role ?? (noAdminYet ? 'admin' : 'editor') };
  const created = await staff.accounts.create(input, null, 'command line');
  console.log(`created ${created.role} account #${created.id}: ${created.email} ("${created.displayName}")`);
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await database.close();
}
