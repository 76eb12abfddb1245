import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

/**
 * nginx on this machine, for the bench (the same bytes served by nginx, one worker) and the
 * shared-cache test (nginx caching in front of two app processes). Debian's package unless
 * NGINX_PATH names another binary.
 */
export const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const nginxMissing = `nginx is not installed (${nginxPath}): run \`apt-get install -y nginx-light\` as root (.ci/run does), or set NGINX_PATH`;

export const hasNginx = () => existsSync(nginxPath);

export interface RunningNginx {
  /** Its error log, for a failing test's message. */
  errorLog: string;
  stop(): Promise<void>;
}

/**
 * Starts nginx with one worker on the `http { … }` block given (its `server`s and their `listen`s),
 * everything it writes kept under `dir`; resolves once every port in `ports` accepts connections.
 */
export async function startNginx({ dir, http, ports }: { dir: string; http: string; ports: number[] }): Promise<RunningNginx> {
  if (!hasNginx()) throw new Error(nginxMissing);
  const temp = join(dir, 'temp');
  mkdirSync(temp, { recursive: true });
  const errorLog = join(dir, 'error.log');
  const config = join(dir, 'nginx.conf');
  writeFileSync(
    config,
    [
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      // As root the master would hand its worker to `nobody`, who cannot read a private temp dir.
      process.getuid?.() === 0 ? 'user root;' : '',
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${join(temp, name)};`),
      http,
      '}',
    ].join('\n'),
  );
  const child = spawn(nginxPath, ['-p', dir, '-c', config, '-e', errorLog], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (const port of ports) await acceptsConnections(port, child, () => stderr);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    errorLog,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function acceptsConnections(port: number, child: ChildProcess, output: () => string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not listen on ${port}:\n${output()}`);
}

/** A header value as an nginx string: quoted, with nothing nginx would read as a variable. */
export function nginxString(value: string): string {
  if (value.includes('$')) throw new Error(`nginx would expand "$" in ${value}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * deploy/nginx/office.conf (the documented deployment, decision 0022) with this machine's ports and
 * a cache directory of the caller's own, everything else exactly as written: the shared-cache test
 * and the bench run the file itself. Fails if the file no longer has what it replaces.
 */
export function officeProxyConfig(
  config: string,
  { nginxPort, appPorts, cacheDir }: { nginxPort: number; appPorts: string[]; cacheDir: string },
): string {
  const replacements: Array<[RegExp, string]> = [
    [/server 127\.0\.0\.1:3001 /, `server 127.0.0.1:${appPorts[0]} `],
    // One app process (PGlite cannot be shared): both upstream entries name it.
    [/server 127\.0\.0\.1:3002 /, `server 127.0.0.1:${appPorts[1] ?? appPorts[0]} `],
    [/listen 80;/, `listen 127.0.0.1:${nginxPort};`],
    [/proxy_cache_path \/var\/cache\/nginx\/office /, `proxy_cache_path ${cacheDir} `],
  ];
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(config)) throw new Error(`deploy/nginx/office.conf no longer has ${pattern}: update officeProxyConfig with it`);
    config = config.replace(pattern, replacement);
  }
  return config;
}
