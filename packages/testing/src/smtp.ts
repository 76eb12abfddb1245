import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The message as it came over the wire. */
  raw: string;
  envelopeTo: string[];
  subject: string;
  /** The text body, transfer encoding undone. */
  text: string;
  messageId: string;
}

/** An error the server answers a command with; 4xx says "try again later". */
const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

/**
 * A real SMTP server on loopback (the smtp-server package) that keeps what it accepts. It can
 * refuse the next deliveries (at RCPT TO, as a busy or failing server does) and answer slowly.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** How many of the next recipients to refuse with 451. */
  refuseNext = 0;
  /** How long to take over each message's data (lets concurrent senders overlap). */
  delayMs = 0;
  private server: SMTPServer | undefined;

  async start(): Promise<string> {
    this.server = new SMTPServer({
      logger: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onRcptTo: (_address, _session, callback) => {
        if (this.refuseNext > 0) {
          this.refuseNext -= 1;
          callback(smtpError(451, 'Requested action aborted: local error in processing'));
        } else callback();
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
          setTimeout(() => {
            this.received.push({ raw, envelopeTo, ...readMessage(raw) });
            callback();
          }, this.delayMs);
        });
      },
    });
    const server = this.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    return `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves once `count` messages have arrived (or fails after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const until = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > until) throw new Error(`expected ${count} messages, got ${this.received.length}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.received;
  }
}

/** The headers (unfolded) and the decoded text body of a single-part message. */
function readMessage(raw: string): Pick<ReceivedMail, 'subject' | 'text' | 'messageId'> {
  const split = raw.indexOf('\r\n\r\n');
  const headerBlock = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(headerBlock)?.[1] ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
      : encoding === 'quoted-printable'
        ? quotedPrintableBytes(body.replace(/=\r\n/g, ''))
        : Buffer.from(body, 'utf8');
  return { subject: decodeEncodedWords(header('Subject')), text: bytes.toString('utf8'), messageId: header('Message-ID') };
}

const quotedPrintableBytes = (text: string) =>
  Buffer.from(
    text.replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

/** RFC 2047: `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=`; adjacent words join without the space between. */
function decodeEncodedWords(value: string): string {
  return value.replace(/(\?=)\s+(=\?)/g, '$1$2').replace(/(?:=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) => {
    const words = [...run.matchAll(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g)];
    const bytes = words.map(([, kind, data]) =>
      kind!.toUpperCase() === 'B' ? Buffer.from(data!, 'base64') : quotedPrintableBytes(data!.replace(/_/g, ' ')),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}
