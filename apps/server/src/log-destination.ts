import pino from 'pino';

/** Lines kept before they are written together: some 60 access lines. */
const batchBytes = 16 * 1024;
/** The longest a line waits when traffic is light. */
const flushEveryMs = 1000;

/**
 * Where the log goes in production: stdout, the lines of a busy moment gathered and written
 * together (decision 0022). One write per request costs more than the request it logs when the
 * answer comes from memory: pino's own async modes measured no cheaper here (its buffer is
 * measured again on every line) and its worker-thread transport takes as much CPU from the other
 * core. A line waits at most a second; what is pending is written when the process exits (a
 * crash included), written by pino's synchronous destination, which handles partial writes.
 */
export const batchedStdout = () => (stdout ??= batched());

let stdout: { write(line: string): void } | undefined;

function batched(): { write(line: string): void } {
  const out = pino.destination({ dest: 1, sync: true });
  let pending: string[] = [];
  let size = 0;
  const flush = () => {
    if (pending.length === 0) return;
    const chunk = pending.join('');
    pending = [];
    size = 0;
    out.write(chunk);
  };
  setInterval(flush, flushEveryMs).unref();
  process.on('exit', flush);
  return {
    write(line) {
      pending.push(line);
      size += line.length;
      if (size >= batchBytes) flush();
    },
  };
}
