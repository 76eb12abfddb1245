/** An error as the logs keep it. */
export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * An error as the logs may keep it: type, message, code, stack and cause, without the values a
 * query was run with. drizzle's failed-query error carries them (`params`, and a `params:` line in
 * its message and stack): an inquiry's name, e-mail, phone and text, a staff note, a password
 * hash, an upload's bytes. Postgres's `detail` can quote a row's values too ("Key (email)=(…)"),
 * so no other property is copied.
 */
export function errorForLog(error: Error, depth = 0): LoggedError {
  const message = withoutParams(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message,
    ...(code === undefined ? {} : { code }),
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...(error.cause instanceof Error && depth < 4 ? { cause: errorForLog(error.cause, depth + 1) } : {}),
  };
}

/** The message up to drizzle's `params:` line (values may run over several lines, so all of it goes). */
const withoutParams = (message: string) => message.split('\nparams:')[0]!;
