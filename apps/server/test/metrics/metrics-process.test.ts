import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../support/server-process.js';
import { parseScrape, valueOf } from './scrape.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The error-level lines a server wrote (pino's level 50 and up). */
const errorLines = (output: string) => output.split('\n').filter((line) => /"level":(50|60)/.test(line));

describe('the server process and its metrics listener', () => {
  it('with METRICS_PORT, serves /metrics there (never on the public port), counts, and still stops cleanly', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'office-pglite-'));
    dirs.push(dir);
    const server = startServer({ PGLITE_DIR: dir, METRICS_PORT: '0' });
    children.push(server.child);
    const origin = await server.listening();
    let metricsUrl: string | undefined;
    for (let i = 0; i < 100 && !metricsUrl; i++) {
      metricsUrl = /metrics listening at (http:\/\/127\.0\.0\.1:\d+)\/metrics/.exec(server.output())?.[1];
      if (!metricsUrl) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(metricsUrl, server.output()).toBeDefined();
    expect(new URL(metricsUrl!).port).not.toBe(new URL(origin).port);

    for (let i = 0; i < 3; i++) expect((await fetch(`${origin}/api/common/notices/?lang=ko`)).status).toBe(200);
    expect((await fetch(`${origin}/metrics`)).status).toBe(404);
    const scraped = await fetch(`${metricsUrl}/metrics`);
    expect(scraped.status).toBe(200);
    const samples = parseScrape(await scraped.text());
    expect(valueOf(samples, 'office_http_requests_total', { route: '/api/common/notices/', status: '200' })).toBe(2);
    expect(valueOf(samples, 'office_http_requests_total', { route: '(kept rest)', status: '200' })).toBe(1);
    expect(valueOf(samples, 'office_database_up')).toBe(1);
    expect(valueOf(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/shut down/);
    expect(errorLines(server.output())).toEqual([]);
    // The listener closed with the process: nothing answers there any more.
    await expect(fetch(`${metricsUrl}/metrics`)).rejects.toThrow();

    // The same directory without METRICS_PORT: no metrics listener at all.
    const again = startServer({ PGLITE_DIR: dir });
    children.push(again.child);
    await again.listening();
    expect(again.output()).not.toMatch(/metrics listening/);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 180_000);
});
