/**
 * A command called the wrong way (an unknown option, a missing or extra argument, a bad value):
 * the dispatcher prints the message and the command's usage to stderr and exits 2, never a stack.
 */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * A command that could not do what it was asked for a reason the operator can act on (a weak
 * password, two passwords that differ): the dispatcher prints the message alone and exits 1.
 */
export class CommandFailure extends Error {
  override name = 'CommandFailure';
}

/** For commands that take no arguments: anything given is a usage error rather than silently ignored. */
export function noArguments(args: string[]): void {
  if (args.length > 0) throw new UsageError(`takes no arguments (got ${args.map((arg) => JSON.stringify(arg)).join(' ')})`);
}
