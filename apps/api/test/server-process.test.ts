import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, get } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './support/server-process.js';
import { TestSmtpServer } from './support/smtp.js';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('refuses to start on a wrong setting, naming the variable', async () => {
    const server = startServer({ PORT: 'eighty' });
    children.push(server.child);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT: /);
  });

  it('starts on an empty PGlite directory, seeds it, serves, and shuts down cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'office-pglite-'));
    dirs.push(dir);
    const server = startServer({ PGLITE_DIR: dir });
    children.push(server.child);
    const origin = await server.listening();
    const notices = (await (await fetch(`${origin}/api/common/notices/`)).json()) as unknown[];
    expect(notices.length).toBeGreaterThanOrEqual(8);
    expect(server.output()).toMatch(/seed content added/);
    // No personal data or addresses in the request logs.
    expect(server.output()).not.toMatch(/remoteAddress|127\.0\.0\.1:\d+"?,?\s*"?remotePort/);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/shutting down/);

    // The data directory was closed properly: a second start opens it, keeps the data, and does not re-seed.
    const again = startServer({ PGLITE_DIR: dir });
    children.push(again.child);
    const origin2 = await again.listening();
    expect(await (await fetch(`${origin2}/api/common/notices/`)).json()).toHaveLength(notices.length);
    expect(again.output()).not.toMatch(/seed content added/);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 90_000);

  it('with SMTP_URL, e-mails the office about a new inquiry from its background worker, and still stops cleanly', async () => {
    const smtp = new TestSmtpServer();
    const smtpUrl = await smtp.start();
    const dir = mkdtempSync(join(tmpdir(), 'office-pglite-'));
    dirs.push(dir);
    try {
      const server = startServer({
        PGLITE_DIR: dir,
        SMTP_URL: smtpUrl,
        MAIL_TO: 'desk@office.example, boss@office.example',
        SEED_ON_START: 'false',
      });
      children.push(server.child);
      const origin = await server.listening();
      const inquiry = { name: '김민수', phone: '01011112222', email: 'minsu@example.com', content: '문의' };
      const response = await fetch(`${origin}/api/common/inquiry/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(inquiry),
      });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: number };
      const [mail] = await smtp.waitFor(1, 20_000);
      expect(mail!.subject).toBe(`새 문의 #${id}`);
      expect(mail!.envelopeTo).toEqual(['desk@office.example', 'boss@office.example']);
      expect(mail!.text).toContain(`http://localhost:3000/admin/inquiries/${id}`);
      // The worker logs the delivery once the server has confirmed it, a moment after it arrived.
      for (let i = 0; i < 100 && !/notification sent/.test(server.output()); i++) await new Promise((r) => setTimeout(r, 50));
      expect(server.output()).toMatch(/notification sent/);
      expect(server.output()).not.toMatch(/김민수|minsu|01011112222/);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await smtp.stop();
    }
  }, 90_000);

  it('drops nothing on SIGTERM under keep-alive load: readyz turns 503, answers say Connection: close, then it exits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'office-pglite-'));
    dirs.push(dir);
    const server = startServer({ PGLITE_DIR: dir, SHUTDOWN_DRAIN_MS: '2000' });
    children.push(server.child);
    const origin = await server.listening();
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const request = (path: string, withAgent = agent) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        get(`${origin}${path}`, { agent: withAgent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
          response.on('error', reject);
        }).on('error', reject);
      });

    // The load balancer: polls readyz on connections of its own and stops routing here at the first 503.
    let routing = true;
    const balancer = (async () => {
      while (routing) {
        const ready = await request('/readyz', new Agent({ keepAlive: false })).catch(() => ({ status: 0 }));
        if (ready.status !== 200) routing = false;
        else await new Promise((r) => setTimeout(r, 100));
      }
    })();

    const failures: string[] = [];
    let answered = 0;
    let closing = 0;
    const paths = ['/api/common/notices/', '/about?lang=en', '/api/translation/page?page_name=%ED%85%9C%ED%94%8C%EB%A6%BF', '/notice'];
    const clients = Array.from({ length: 64 }, async (_, n) => {
      for (let i = 0; routing; i++) {
        try {
          const answer = await request(paths[(n + i) % paths.length]!);
          answered += 1;
          if (answer.connection === 'close') closing += 1;
          if (answer.status !== 200) failures.push(`status ${answer.status}`);
        } catch (error) {
          failures.push((error as Error).message);
        }
      }
    });

    // Under load: every client has been answered a few times over its keep-alive connection.
    while (answered < 4 * 64 && failures.length === 0) await new Promise((r) => setTimeout(r, 50));
    const answeredBeforeSignal = answered;
    server.child.kill('SIGTERM');
    await Promise.all([...clients, balancer]);
    agent.destroy();

    expect(await server.exited).toBe(0);
    expect(failures).toEqual([]);
    // Clients kept being answered while the balancer caught up, each told to reconnect.
    expect(answered).toBeGreaterThan(answeredBeforeSignal);
    expect(closing).toBeGreaterThan(0);
  }, 120_000);
});
