import { describe, expect, it } from 'vitest';
import { startScheduledPublishing } from './scheduled-publishing.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startScheduledPublishing', () => {
  it('a run that fails (the database away, or a fault) is logged and the next run carries out what is due', async () => {
    const lines: Array<[string, string]> = [];
    const log = {
      debug: () => {},
      info: (_: object, message: string) => void lines.push(['info', message]),
      warn: (_: object, message: string) => void lines.push(['warn', message]),
      error: (_: object, message: string) => void lines.push(['error', message]),
    };
    const outcomes: Array<() => Promise<{ published: Array<{ id: number; kind: 'notice'; title: string }>; unpublished: [] }>> = [
      () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
      () => Promise.reject(new Error('relation "posts" does not exist')),
      () => Promise.resolve({ published: [{ id: 7, kind: 'notice', title: '휴무' }], unpublished: [] }),
    ];
    let runs = 0;
    const job = startScheduledPublishing(
      { runDue: () => (outcomes[runs++] ?? (() => Promise.resolve({ published: [], unpublished: [] })))() },
      log,
      {
        intervalMs: 5,
        firstDelayMs: 0,
      },
    );
    try {
      for (let i = 0; i < 200 && runs < 4; i++) await sleep(5);
    } finally {
      await job.stop();
    }
    expect(lines).toEqual([
      ['warn', 'scheduled publishing waits: the database cannot be reached'],
      ['error', 'scheduled publishing failed'],
      ['info', 'published as scheduled'],
    ]);
  });
});
