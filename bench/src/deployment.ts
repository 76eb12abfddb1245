import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@office/testing/local-browser';
import { officeProxyConfig, type RunningNginx, startNginx } from '@office/testing/nginx';
import { repoRoot } from './packages.js';

/**
 * Pages as a visitor meets them in the documented deployment (docs/operations.md, decision 0022):
 * deploy/nginx/office.conf, as written but for its ports and cache folder, caching in front of the
 * app processes. Two processes on Postgres; on PGlite, which one process owns, the one process.
 */
export async function startDeployment(
  scratch: string,
  upstreams: Array<{ origin: string }>,
): Promise<{ origin: string; server: RunningNginx }> {
  const nginxPort = await freePort();
  const dir = join(scratch, 'deployment');
  const cacheDir = join(dir, 'cache');
  mkdirSync(cacheDir, { recursive: true });
  const http = officeProxyConfig(readFileSync(join(repoRoot, 'deploy/nginx/office.conf'), 'utf8'), {
    nginxPort,
    appPorts: upstreams.map((upstream) => new URL(upstream.origin).port),
    cacheDir,
  });
  return { origin: `http://127.0.0.1:${nginxPort}`, server: await startNginx({ dir, http, ports: [nginxPort] }) };
}

/**
 * Asks for the page through the deployment until nginx answers it from its cache (`X-Cache-Status:
 * HIT`), so that the measurement starts where visitors are: the page kept. False when it never is
 * (a page negotiated by cookie or Accept-Language is `private`: no shared cache keeps it).
 */
export async function keptByTheDeployment(url: string, headers: Record<string, string>): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.headers.get('x-cache-status') === 'HIT') return true;
  }
  return false;
}
