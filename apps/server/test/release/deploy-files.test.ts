/**
 * What docker-compose.yml and deploy/nginx/tls.conf promise and no engine here can run: checked
 * against the code and the files they must agree with (decision 0035).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { closingLimitMs } from '../../src/http/lifecycle.js';
import { serverPackageRoot } from '../../src/paths.js';
import { durationMs, healthcheck, parseDockerfile } from './dockerfile.js';

const repository = join(serverPackageRoot, '../..');
const read = (path: string) => readFileSync(join(repository, path), 'utf8');

describe('docker-compose.yml', () => {
  const compose = read('docker-compose.yml');

  it("gives the app longer to stop than the app's own shutdown budget", () => {
    // server.ts: close-with-grace ends the process after the drain + closingLimitMs + 10 s.
    const budgetMs = loadConfig({}).SHUTDOWN_DRAIN_MS + closingLimitMs + 10_000;
    const app = /x-app: &app\n((?: {2}.*\n|\n)+)/.exec(compose)?.[1] ?? '';
    const grace = /^ {2}stop_grace_period: (\S+)$/m.exec(app)?.[1];
    expect(grace, 'stop_grace_period in x-app').toBeDefined();
    expect(durationMs(grace!)).toBeGreaterThan(budgetMs);
    // Every app service takes x-app's settings.
    for (const service of ['app', 'app-a', 'app-b']) expect(compose).toMatch(new RegExp(`\\n  ${service}:\\n    <<: \\*app\\n`));
  });

  it("checks health with the Dockerfile's own command (node, no curl or wget), rotates every service's log, runs nginx's stable branch", () => {
    const dockerfile = healthcheck(
      parseDockerfile(read('Dockerfile'))
        .at(-1)!
        .instructions.find((i) => i.keyword === 'HEALTHCHECK')!.text,
    );
    const script = /- CMD\n\s+- node\n\s+- -e\n\s+- "(.*)"\n/.exec(compose)?.[1];
    expect(['node', '-e', script]).toEqual(dockerfile.command);

    const servicesPart = compose.slice(compose.indexOf('\nservices:\n'), compose.indexOf('\nvolumes:\n'));
    const services = [...servicesPart.matchAll(/^ {2}([\w-]+):\n/gm)].map((m) => m[1]);
    expect(services).toEqual(['postgres', 'app', 'app-a', 'app-b', 'proxy']);
    expect(compose).toMatch(/logging: &logging\n\s+driver: json-file\n\s+options:\n\s+max-size: \S+\n\s+max-file: \S+\n/);
    // postgres and proxy name the anchor; the app services have it through x-app.
    expect(compose.match(/logging: \*logging/g)).toHaveLength(2);

    // nginx's even minor versions are its stable branch.
    const nginx = /image: nginx:1\.(\d+)-alpine/.exec(compose);
    expect(nginx, 'an nginx:1.N-alpine image').not.toBeNull();
    expect(Number(nginx![1]) % 2).toBe(0);
    expect(compose).toContain('./deploy/nginx/office.conf:/etc/nginx/conf.d/default.conf:ro');
  });
});

describe('deploy/nginx/tls.conf and acme.conf', () => {
  /** A server block's directives from `client_max_body_size` on: comments and layout dropped. */
  const proxying = (config: string, listen: string) => {
    const start = config.indexOf(listen);
    expect(start, listen).toBeGreaterThan(-1);
    const server = config.slice(config.lastIndexOf('server {', start));
    return server
      .slice(server.indexOf('client_max_body_size'))
      .split('\n')
      .map((line) => line.replace(/#.*$/, '').trim())
      .filter(Boolean);
  };

  it('proxies over https exactly as office.conf does over http', () => {
    const tls = read('deploy/nginx/tls.conf');
    expect(proxying(tls, 'listen 443 ssl;')).toEqual(proxying(read('deploy/nginx/office.conf'), 'listen 80;'));
    expect(tls).toMatch(/ssl_protocols TLSv1\.2 TLSv1\.3;/);
    expect(tls).not.toMatch(/listen 80/);
  });

  it("answers the ACME challenge from certbot's folder and sends the rest of plain http for the site's name to https", () => {
    const acme = read('deploy/nginx/acme.conf');
    const name = /server_name (\S+);/.exec(acme)?.[1];
    expect(name).toBeDefined();
    expect(read('deploy/nginx/tls.conf')).toContain(`server_name ${name}`);
    expect(acme).toMatch(/location \^~ \/\.well-known\/acme-challenge\/ \{\n\s+root \/var\/www\/certbot;/);
    expect(acme).toMatch(/location \/ \{\n\s+return 301 https:\/\/\$host\$request_uri;/);
    expect(acme).toContain('certbot certonly --webroot -w /var/www/certbot');
  });
});
