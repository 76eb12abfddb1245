import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@office/db/client';
import { inquiries } from '@office/db/schema';
import { startServer } from '../support/server-process.js';
import { TestSmtpServer } from '@office/testing/smtp';

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

  it('drops nothing on SIGTERM under keep-alive load through the whole drain: every request that reached it is answered, every inquiry it accepted is stored', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'office-pglite-'));
    dirs.push(dir);
    const unlimited = '1000000000';
    const drainMs = 2000;
    const server = startServer({
      PGLITE_DIR: dir,
      SHUTDOWN_DRAIN_MS: String(drainMs),
      INQUIRY_LIMIT_PER_ADDRESS: unlimited,
      INQUIRY_LIMIT_PER_HOUR: unlimited,
      INQUIRY_LIMIT_WITHOUT_CHALLENGE_PER_ADDRESS: unlimited,
      INQUIRY_LIMIT_WITHOUT_CHALLENGE_PER_HOUR: unlimited,
    });
    children.push(server.child);
    const origin = await server.listening();
    const port = Number(new URL(origin).port);
    const agent = new Agent({ keepAlive: true, maxSockets: 64 });
    const send = (path: string, body?: string, withAgent = agent) =>
      new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
        const options = body
          ? { method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }
          : { method: 'GET' };
        request(`${origin}${path}`, { ...options, agent: withAgent }, (response) => {
          response.resume();
          response.on('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
          response.on('error', reject);
        })
          .on('error', reject)
          .end(body);
      });
    const inquiry = (tag: string) =>
      JSON.stringify({ name: 'Drain test', phone: '01012345678', email: 'drain@example.com', content: `drain ${tag}` });

    // The load balancer polls readyz on connections of its own.
    let signalledAt = 0;
    let drainSeenAfterMs = -1;
    const balancer = (async () => {
      while (drainSeenAfterMs < 0) {
        const ready = await send('/readyz', undefined, new Agent({ keepAlive: false })).catch(() => ({ status: 0 }));
        if (ready.status !== 200 && signalledAt) drainSeenAfterMs = performance.now() - signalledAt;
        else await new Promise((r) => setTimeout(r, 100));
      }
    })();

    // Clients that go on sending through the whole drain and half a second past it, as a balancer
    // slower than SHUTDOWN_DRAIN_MS to notice would route them: GETs of kept and rendered answers,
    // and inquiries. Then they stop, as that balancer finally does.
    const failures: string[] = [];
    let answered = 0;
    let answeredInDrain = 0;
    let closing = 0;
    let inquiriesStored = 0;
    const routedUntil = () => (signalledAt ? signalledAt + drainMs + 500 : Infinity);
    const paths = [
      '/api/common/notices/',
      '/about?lang=en',
      '/api/translation/page?page_name=%ED%85%9C%ED%94%8C%EB%A6%BF',
      '/notice',
      'POST',
    ];
    const clients = Array.from({ length: 64 }, async (_, n) => {
      for (let i = 0; performance.now() < routedUntil(); i++) {
        const path = paths[(n + i) % paths.length]!;
        const post = path === 'POST';
        try {
          const answer = post ? await send('/api/common/inquiry/', inquiry(`${n}-${i}`)) : await send(path);
          answered += 1;
          if (signalledAt) answeredInDrain += 1;
          if (answer.connection === 'close') closing += 1;
          if (post && answer.status === 201) inquiriesStored += 1;
          else if (answer.status !== 200) failures.push(`${post ? 'POST inquiry' : path}: status ${answer.status}`);
        } catch (error) {
          failures.push(`${post ? 'POST inquiry' : path}: ${(error as NodeJS.ErrnoException).code ?? ''} ${(error as Error).message}`);
        }
      }
    });

    // Connections accepted last, whose requests arrive only after the listener has closed (a slow
    // client, a request still in the network): each is still read and answered.
    const lateSenders = (count: number) =>
      Array.from({ length: count }, async (_, n) => {
        await new Promise((r) => setTimeout(r, drainMs + 400));
        const socket = connect(port, '127.0.0.1');
        const connected = await new Promise<boolean>((resolve) => {
          socket.once('connect', () => resolve(true));
          socket.on('error', () => resolve(false));
        });
        if (!connected) return void failures.push('late POST inquiry: its connection was refused');
        await new Promise((r) => setTimeout(r, 1000));
        const body = inquiry(`late-${n}`);
        const answer = await new Promise<string>((resolve) => {
          let text = '';
          socket.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
          socket.on('close', () => resolve(text));
          socket.write(
            `POST /api/common/inquiry/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
          );
        });
        if (/^HTTP\/1\.1 201 /.test(answer)) inquiriesStored += 1;
        else failures.push(`late POST inquiry: ${JSON.stringify(answer.slice(0, 60)) || 'no answer'}`);
        if (!/\r\nconnection: close\r\n/i.test(answer)) failures.push('late POST inquiry: not told Connection: close');
      });
    // A connection that says nothing is closed by the server after a short grace (it delays nothing).
    const silent = async () => {
      await new Promise((r) => setTimeout(r, drainMs - 400));
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => undefined);
      await new Promise((r) => socket.once('close', r));
    };

    // Under load: every client has been answered a few times over its keep-alive connection.
    while (answered < 4 * 64 && failures.length === 0) await new Promise((r) => setTimeout(r, 50));
    const answeredBeforeSignal = answered;
    signalledAt = performance.now();
    server.child.kill('SIGTERM');
    await Promise.all([...clients, ...lateSenders(8), silent(), balancer]);
    agent.destroy();

    expect(failures).toEqual([]);
    expect(await server.exited).toBe(0);
    // The balancer saw the drain at once; clients were answered through it, each told to reconnect.
    expect(drainSeenAfterMs).toBeLessThan(drainMs);
    expect(answered).toBeGreaterThan(answeredBeforeSignal);
    expect(answeredInDrain).toBeGreaterThan(64);
    expect(closing).toBeGreaterThan(0);

    // Every inquiry answered 201 is in the database.
    const database = await openDatabase({ pgliteDir: dir });
    try {
      expect(await database.db.$count(inquiries, like(inquiries.content, 'drain %'))).toBe(inquiriesStored);
      expect(inquiriesStored).toBeGreaterThan(8);
    } finally {
      await database.close();
    }
  }, 120_000);
});
