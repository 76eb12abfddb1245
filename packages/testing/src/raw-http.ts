import { connect } from 'node:net';
import type { Answer } from './fuzz-check.js';

/** An answer read off a socket, with the bytes as they came. */
export type RawAnswer = Answer & { raw: string };

/**
 * Sends bytes as they are on a new connection to 127.0.0.1:`port` and reads the answer until the
 * server closes or `ms` pass: requests no HTTP client would make (odd request lines and targets,
 * headers past the limits). A chunked body is unchunked; statusCode is 0 when nothing came back.
 */
export function sendRaw(port: number, bytes: string, ms = 3000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      let body = rest.join('\r\n\r\n');
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = body.replace(/(^|\r\n)[0-9a-f]+\r\n/gi, '$1').replace(/\r\n$/, '');
      resolve({ statusCode: Number(statusLine.split(' ')[1] ?? 0), headers, body, raw: text });
    };
    const timer = setTimeout(finish, ms);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.write(bytes);
  });
}
