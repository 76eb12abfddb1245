import { describe, expect, it } from 'vitest';
import { type OutboxBacklog, OutboxProbe } from './outbox-probe.js';

const backlog = (waiting: number): OutboxBacklog => ({ waiting, oldestCreatedAt: waiting ? new Date(0) : null });

describe('OutboxProbe', () => {
  it('gives what the database says, fresh', async () => {
    const probe = new OutboxProbe(async () => backlog(2), 100);
    expect(await probe.read()).toEqual({ known: backlog(2), fresh: true });
  });

  it('when the database fails or hangs, answers within its limit with the last backlog it had, not fresh', async () => {
    let answer: () => Promise<OutboxBacklog> = async () => backlog(3);
    const probe = new OutboxProbe(() => answer(), 100);
    await probe.read();

    answer = async () => {
      throw new Error('connection refused');
    };
    expect(await probe.read()).toEqual({ known: backlog(3), fresh: false });

    answer = () => {
      throw new Error('thrown before any promise');
    };
    expect(await probe.read()).toEqual({ known: backlog(3), fresh: false });

    answer = () => new Promise(() => {});
    const started = performance.now();
    expect(await probe.read()).toEqual({ known: backlog(3), fresh: false });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('asks one query at a time: reads while one is under way wait for that one', async () => {
    let queries = 0;
    let release: ((value: OutboxBacklog) => void) | undefined;
    const probe = new OutboxProbe(() => {
      queries += 1;
      // The first query hangs until released; later ones answer at once.
      return queries === 1 ? new Promise<OutboxBacklog>((resolve) => (release = resolve)) : Promise.resolve(backlog(5));
    }, 50);
    // Three gauges of one scrape, and two scrapes while the query hangs.
    const first = await Promise.all([probe.read(), probe.read(), probe.read()]);
    expect(first.map((read) => read.fresh)).toEqual([false, false, false]);
    expect((await probe.read()).fresh).toBe(false);
    expect(queries).toBe(1);
    release!(backlog(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queries).toBe(1);
    expect(await probe.read()).toEqual({ known: backlog(5), fresh: true });
    expect(queries).toBe(2);
  });
});
