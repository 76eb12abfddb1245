import { createInterface } from 'node:readline';
import { CommandFailure } from './usage.js';

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

/**
 * A new password: asked for twice, not shown, on a terminal; one line from standard input
 * otherwise (scripts). `nothingDone` ends the message when the two typed differ.
 */
export async function readNewPassword(nothingDone: string, prompt = 'New password (at least 12 characters): '): Promise<string> {
  if (!process.stdin.isTTY) return readLine();
  const first = await readHidden(prompt);
  const second = await readHidden('Again: ');
  if (first !== second) throw new CommandFailure(`The two passwords differ; ${nothingDone}`);
  return first;
}
