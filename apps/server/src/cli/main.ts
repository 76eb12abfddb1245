/**
 * The operator's one command line: `node cli.js <command> …` in the release folder and the image
 * (the bundle of this file), `pnpm <command> …` in the repository (this file through tsx). Each
 * command is a function of its arguments in a module of its own, loaded only when it runs, so
 * `help` and a wrong command answer at once and open nothing.
 *
 * Exit status: 0 done, 1 the command failed (its reason on stderr), 2 wrong usage (the usage on
 * stderr). Neither failure prints a stack unless LOG_LEVEL is debug or trace: an operator's typo
 * or a refused password is not a crash.
 */
import { basename } from 'node:path';
import { DomainError } from '@office/api/errors';
import { CommandFailure, UsageError } from './usage.js';

interface Command {
  /** What follows the command's name, for the usage line. */
  arguments: string;
  /** One line for the list of commands. */
  summary: string;
  /** More lines for `help <command>`. */
  details?: string;
  run(args: string[]): Promise<void>;
}

const commands: Record<string, Command> = {
  'staff:add': {
    arguments: '<email> [--role admin|editor] [--name "Display Name"]',
    summary: 'create a staff account of the console (the first one is an admin)',
    details:
      'The password is asked for twice (not shown) on a terminal, or read as one line from standard input.\n' +
      '--role defaults to admin while no admin exists, editor afterwards.',
    run: async (args) => (await import('./staff-add.js')).staffAddCommand(args),
  },
  'staff:reset-password': {
    arguments: '<email>',
    summary: 'set a new password for a staff account (a lost one; ends its sessions)',
    details: 'The password is asked for twice (not shown) on a terminal, or read as one line from standard input.',
    run: async (args) => (await import('./staff-reset-password.js')).staffResetPasswordCommand(args),
  },
  'staff:reset-second-factor': {
    arguments: '<email>',
    summary: "remove a staff account's second factors (a lost phone or key; ends its sessions)",
    details:
      'Its authenticator app, passkeys and recovery codes go; where a factor is required, the owner sets up a new one at the next sign-in. Audited.',
    run: async (args) => (await import('./staff-reset-second-factor.js')).staffResetSecondFactorCommand(args),
  },
  'db:migrate': {
    arguments: '',
    summary: 'apply the migrations the database lacks (the server also does at start)',
    run: async (args) => (await import('./migrate.js')).migrateCommand(args),
  },
  'db:seed': {
    arguments: '',
    summary: 'add seed content never added before; never overwrites what staff changed',
    run: async (args) => (await import('./seed.js')).seedCommand(args),
  },
  'inquiries:purge': {
    arguments: '',
    summary:
      'destroy inquiries closed, or never closed and untouched, more than INQUIRY_RETENTION_DAYS ago, now (the server does it hourly)',
    run: async (args) => (await import('./purge-inquiries.js')).purgeInquiriesCommand(args),
  },
  'audit:check': {
    arguments: '',
    summary: "check the audit log's chain of hashes (access records): exit 0 intact, 1 broken, naming the seq",
    details:
      'Walks every record by seq: its hash, its link to the one before, no gap, none unsealed.\n' +
      'Note the head hash it prints with the monthly review (docs/operations.md#access-records).',
    run: async (args) => (await import('./audit-check.js')).auditCheckCommand(args),
  },
  backup: {
    arguments: '<file>',
    summary: 'write the whole database, one consistent moment of it, into a file (- for standard output)',
    details:
      'FILE appears only once complete (an older FILE is replaced then), readable by its owner only.\n' +
      'A backup holds inquiries: encrypt it (docs/operations.md#backups).',
    run: async (args) => (await import('./backup.js')).backupCommand(args),
  },
  restore: {
    arguments: '<file>',
    summary: 'load a backup into the database, which must hold no data yet (- for standard input)',
    details: 'Into an empty database only, before any server starts on it; one transaction; staff sign in again afterwards.',
    run: async (args) => (await import('./restore.js')).restoreCommand(args),
  },
};

/** How the operator called us, for the usage lines: the bundle in the release, or the root's pnpm scripts. */
const program = basename(process.argv[1] ?? '') === 'cli.js' ? 'node cli.js' : 'pnpm';

const usageLine = (name: string) => `${program} ${name}${commands[name]!.arguments ? ` ${commands[name]!.arguments}` : ''}`;

function overview(): string {
  const width = Math.max(...Object.keys(commands).map((name) => name.length));
  return [
    `usage: ${program} <command> [arguments]    (${program} help <command>: one command's usage)`,
    '',
    'commands:',
    ...Object.entries(commands).map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`),
    `  ${'help'.padEnd(width)}  this list`,
    '',
    'Every command uses the database the server is configured with: DATABASE_URL, else the PGlite',
    'directory PGLITE_DIR (stop a server that uses the same directory first).',
    'Exit status: 0 done, 1 failed, 2 wrong usage.',
  ].join('\n');
}

const commandHelp = (name: string) =>
  [`usage: ${usageLine(name)}`, commands[name]!.summary, ...(commands[name]!.details?.split('\n') ?? [])]
    .map((line, i) => (i === 0 ? line : `  ${line}`))
    .join('\n');

/** node:util's parseArgs refuses unknown options and missing values with these codes: wrong usage too. */
const isParseArgsError = (error: unknown) =>
  error instanceof Error && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS_');

const showStack = () => ['debug', 'trace'].includes(process.env.LOG_LEVEL ?? '');

/** Runs one command line; resolves to the exit status. */
async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined) {
    console.error(overview());
    return 2;
  }
  if (name === 'help' || name === '--help' || name === '-h') {
    const topic = args[0];
    if (topic !== undefined && !Object.hasOwn(commands, topic)) {
      console.error(`unknown command: ${topic}\n\n${overview()}`);
      return 2;
    }
    console.log(topic === undefined ? overview() : commandHelp(topic));
    return 0;
  }
  if (!Object.hasOwn(commands, name)) {
    console.error(`unknown command: ${name}\n\n${overview()}`);
    return 2;
  }
  if (args.includes('--help') || args.includes('-h')) {
    console.log(commandHelp(name));
    return 0;
  }
  try {
    await commands[name]!.run(args);
    return 0;
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      console.error(`${program} ${name}: ${(error as Error).message}\nusage: ${usageLine(name)}`);
      return 2;
    }
    if (error instanceof CommandFailure || error instanceof DomainError) {
      console.error(error.message);
      return 1;
    }
    const message = error instanceof Error ? error.message : String(error);
    console.error(`${program} ${name} failed: ${message}`);
    if (showStack() && error instanceof Error && error.stack) console.error(error.stack);
    return 1;
  }
}

// The exit status is set, not forced: the process ends once the command has closed what it opened.
process.exitCode = await main(process.argv.slice(2));
