import { describe, expect, it } from 'vitest';
import { runPeriodically } from './periodic.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runPeriodically', () => {
  it('a task that throws at once, and a report that throws, end neither the job nor the process', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    let runs = 0;
    const job = runPeriodically(
      () => {
        runs += 1;
        throw new Error('thrown before any promise');
      },
      {
        firstDelayMs: 0,
        intervalMs: 5,
        onError: () => {
          throw new Error('the report failed too');
        },
      },
    );
    try {
      for (let i = 0; i < 100 && runs < 3; i++) await sleep(5);
      await sleep(20);
    } finally {
      await job.stop();
      process.off('unhandledRejection', onUnhandled);
    }
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(unhandled).toEqual([]);
  });

  it('reports a failed run and runs again; stop waits for the run under way', async () => {
    const errors: unknown[] = [];
    let finished = 0;
    const job = runPeriodically(
      async () => {
        await sleep(10);
        finished += 1;
        if (finished === 1) throw new Error('first run failed');
      },
      { firstDelayMs: 0, intervalMs: 1, onError: (error) => errors.push(error) },
    );
    for (let i = 0; i < 100 && finished < 2; i++) await sleep(5);
    await job.stop();
    const atStop = finished;
    await sleep(30);
    expect(finished).toBe(atStop);
    expect(errors).toHaveLength(1);
  });
});
