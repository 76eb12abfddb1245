import type { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { BackupError } from './errors.js';

/** What an error reading `file` means to the operator. */
function readProblem(error: unknown, file: string, linesRead: number): unknown {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code === 'ENOENT') return new BackupError(`${file} does not exist.`);
  if (code === 'EACCES' || code === 'EISDIR') return new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  if (code === 'Z_BUF_ERROR') {
    return new BackupError(`${file} is incomplete: it ends in the middle (an interrupted backup, or a copy cut short).`);
  }
  if (code.startsWith('Z_') || code === 'ERR_ZLIB_INITIALIZATION_FAILED') {
    return new BackupError(
      linesRead ? `${file} is damaged (${(error as Error).message}).` : `${file} is not a backup written by \`backup\` (not gzip data).`,
    );
  }
  return error;
}

/**
 * The lines of a gzip-compressed backup, one at a time: a backup of hundreds of megabytes is read
 * in a bounded amount of memory (a line at most: one row). The input is closed when the reader is.
 */
export async function* backupLines(input: Readable, file: string): AsyncGenerator<string, void, undefined> {
  const gunzip = createGunzip();
  input.on('error', (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  let parts: Buffer[] = [];
  let linesRead = 0;
  try {
    const chunks = (gunzip as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    for (;;) {
      let chunk: IteratorResult<Buffer>;
      try {
        chunk = await chunks.next();
      } catch (error) {
        throw readProblem(error, file, linesRead);
      }
      if (chunk.done) break;
      // A newline byte never occurs inside a UTF-8 character, so lines are split on bytes and decoded whole.
      let start = 0;
      for (let end = chunk.value.indexOf(10); end >= 0; end = chunk.value.indexOf(10, start)) {
        parts.push(chunk.value.subarray(start, end));
        linesRead += 1;
        yield Buffer.concat(parts).toString('utf8');
        parts = [];
        start = end + 1;
      }
      if (start < chunk.value.length) parts.push(chunk.value.subarray(start));
    }
    if (parts.length) yield Buffer.concat(parts).toString('utf8');
  } finally {
    gunzip.destroy();
    input.destroy();
  }
}
