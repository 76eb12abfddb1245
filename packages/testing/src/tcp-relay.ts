import { connect, createServer, type Server, type Socket } from 'node:net';

export type RelayMode = 'forward' | 'refuse' | 'blackhole';

/**
 * A TCP relay between the app and a server (Postgres) that a test can cut: `refuse` (connections
 * refused, as a stopped server) or `blackhole` (accepted, nothing ever answered, as a lost
 * network). Going out of `forward` cuts the connections that are open; coming back leaves new ones alone.
 */
export function startTcpRelay(target: URL, defaultPort = 5432) {
  let mode: RelayMode = 'forward';
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => {});
    if (mode === 'refuse') return client.destroy();
    if (mode === 'blackhole') return;
    const upstream = connect(Number(target.port || defaultPort), target.hostname);
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port))),
    set(next: RelayMode) {
      if (next === mode) return;
      mode = next;
      if (next !== 'forward') for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

export type TcpRelay = ReturnType<typeof startTcpRelay>;
