import type { Services } from '@office/api/services';
import { type JobLog, type Periodic, reportJobFailure, runPeriodically } from './periodic.js';

type ScheduledPublishing = Services['content']['scheduledPublishing'];

/**
 * How often each process asks whether a planned publishing or taking down is due (decision 0046):
 * a change is made at most this long after its moment (staff plan to the minute), and the question
 * costs one index lookup.
 */
export const scheduledPublishingIntervalMs = 15_000;

/**
 * Every app process runs this; the database makes each due change once (scheduled-publishing.ts).
 * A run that fails (the database away) is logged, and the next one tries again: nothing due is
 * lost, only late.
 */
export function startScheduledPublishing(
  scheduler: ScheduledPublishing,
  log: JobLog,
  { intervalMs = scheduledPublishingIntervalMs, firstDelayMs = 1_000 } = {},
): Periodic {
  return runPeriodically(
    async () => {
      const { published, unpublished } = await scheduler.runDue();
      for (const post of published) log.info({ postId: post.id, kind: post.kind }, 'published as scheduled');
      for (const post of unpublished) log.info({ postId: post.id, kind: post.kind }, 'taken down as scheduled');
    },
    {
      firstDelayMs,
      intervalMs,
      onError: reportJobFailure(log, 'scheduled publishing'),
    },
  );
}
