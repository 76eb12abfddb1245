import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import type { InjectOptions } from 'fastify';

/** An answer read over a real connection: what the fuzz test and its checks read of it. */
export interface SentAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  /** The body as UTF-8 text, and as it came (compressed when it was). */
  body: string;
  rawPayload: Buffer;
  cookies: Array<{ name: string; value: string }>;
  json(): any;
}

/**
 * Sends what `app.inject` would be given over a real connection to 127.0.0.1:`port`, so the
 * request meets the server as a visitor's does: the server factory, the kept answers sent before
 * Fastify (decision 0022), Node's HTTP parser. A client address `10.a.b.c` becomes the loopback
 * address `127.a.b.c` the connection is made from (the per-address limits still tell clients apart).
 * Node's client refuses what no HTTP parser would accept (a header value with a line break, a URL
 * with a space): it throws, and the caller lists the request as one that cannot be sent.
 */
export class HttpSender {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 8 });

  constructor(private readonly port: number) {}

  send(options: InjectOptions): Promise<SentAnswer> {
    const headers: Record<string, string | number> = {};
    for (const [name, value] of Object.entries((options.headers ?? {}) as Record<string, unknown>))
      if (value !== undefined) headers[name.toLowerCase()] = String(value);
    const cookies = Object.entries((options.cookies ?? {}) as Record<string, string>);
    if (cookies.length) headers.cookie = cookies.map(([name, value]) => `${name}=${value}`).join('; ');
    const payload = options.payload;
    const body =
      payload === undefined || payload === null
        ? undefined
        : Buffer.isBuffer(payload)
          ? payload
          : Buffer.from(typeof payload === 'string' ? payload : JSON.stringify(payload), 'utf8');
    if (body) {
      headers['content-length'] = body.length;
      if (typeof payload === 'object' && !Buffer.isBuffer(payload)) headers['content-type'] ??= 'application/json';
    }
    const address = typeof options.remoteAddress === 'string' ? options.remoteAddress : undefined;
    const localAddress = address?.startsWith('10.') ? `127.${address.slice(3)}` : undefined;
    const path = typeof options.url === 'string' ? options.url : String((options as { path?: unknown }).path ?? '/');
    return new Promise((resolve, reject) => {
      const sent = request(
        { host: '127.0.0.1', port: this.port, method: String(options.method ?? 'GET'), path, headers, agent: this.agent, localAddress },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const rawPayload = Buffer.concat(chunks);
            const text = rawPayload.toString('utf8');
            resolve({
              statusCode: response.statusCode ?? 0,
              headers: response.headers,
              body: text,
              rawPayload,
              cookies: (response.headers['set-cookie'] ?? []).map((line) => {
                const [pair = ''] = line.split(';', 1);
                const at = pair.indexOf('=');
                return { name: pair.slice(0, at), value: pair.slice(at + 1) };
              }),
              json: () => JSON.parse(text) as unknown,
            });
          });
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
