/**
 * Tells whether an error means "the database cannot be reached right now" (as opposed to a bug or
 * bad data), so the API can answer 503 instead of 500. Drizzle wraps driver errors, so the whole
 * cause chain is inspected.
 */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE', 'EAI_AGAIN']);
// SQLSTATE classes: 08 connection exception, 53 insufficient resources, 57P admin shutdown / cannot connect now.
const unavailableSqlStates = /^(08|53|57P0[1-3])/;
const unavailableMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Client has encountered a connection error',
  'database did not answer within',
  'PGlite is closed',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (networkCodes.has(code) || unavailableSqlStates.test(code))) return true;
    if (typeof message === 'string' && unavailableMessages.some((m) => message.includes(m))) return true;
  }
  return false;
}
