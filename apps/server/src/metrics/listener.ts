import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MetricsListener {
  /** Where it listens, e.g. `http://127.0.0.1:9464`. */
  url: string;
  /** Stops listening and ends its connections (Prometheus keeps one open between scrapes). */
  close(): Promise<void>;
}

export interface MetricsListenerOptions {
  scrape: () => Promise<{ body: string; contentType: string }>;
  port: number;
  host: string;
  log: { error(detail: object, message: string): void };
}

/**
 * The metrics' own HTTP listener (METRICS_PORT, docs/metrics.md): `GET /metrics` and nothing
 * else, apart from the public port so that the public can never read them (bind it to an address
 * only the scraper reaches). Plain node:http: no routes, hooks or error pages to share with the
 * site. It runs outside every error handler of the app, so nothing here may throw: a scrape that
 * fails answers 500 and is logged, and a broken connection is dropped; neither ends the process.
 */
export async function listenForMetrics({ scrape, port, host, log }: MetricsListenerOptions): Promise<MetricsListener> {
  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url?.split('?', 1)[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return void response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: GET /metrics\n');
    }
    let metrics: { body: string; contentType: string };
    try {
      metrics = await scrape();
    } catch (err) {
      log.error({ err }, 'the metrics could not be collected');
      return void response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('The metrics could not be collected.\n');
    }
    response.writeHead(200, { 'content-type': metrics.contentType, 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : metrics.body);
  };
  const server: Server = createServer({ headersTimeout: 10_000, requestTimeout: 30_000 }, (request, response) => {
    answer(request, response).catch((err: unknown) => {
      // Writing the answer failed (the connection went away): nothing more to say to anyone.
      log.error({ err }, 'a metrics answer could not be sent');
      response.destroy();
    });
  });
  server.on('clientError', (_error, socket) => socket.destroy());

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // Errors after the start (none expected) are logged, never thrown into the process.
  server.on('error', (err) => log.error({ err }, 'the metrics listener failed'));
  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
