import type { Services } from '@office/api/services';
import { type JobLog, type Periodic, reportJobFailure, runPeriodically } from './periodic.js';

type Revisions = Pick<Services['content']['revisions'], 'pruneByAge' | 'settings'>;

export const revisionPruningIntervals = {
  /** Daily: a revision goes within a day of passing REVISIONS_MAX_AGE_DAYS. */
  intervalMs: 24 * 60 * 60_000,
  /** The first run waits a little, so it does not compete with the start. */
  firstDelayMs: 10 * 60_000,
} as const;

/**
 * Removes revisions older than REVISIONS_MAX_AGE_DAYS (each thing's newest excepted; decision 0049).
 * Every app process runs it; one delete statement, so two processes at once remove each row once.
 * A failed run is logged and the next comes as planned: nothing here throws.
 */
export function startRevisionPruning(revisions: Revisions, log: JobLog, intervals = revisionPruningIntervals): Periodic {
  return runPeriodically(
    async () => {
      const pruned = await revisions.pruneByAge();
      log[pruned > 0 ? 'info' : 'debug']({ pruned, maxAgeDays: revisions.settings.maxAgeDays }, `pruned ${pruned} old revisions`);
    },
    {
      ...intervals,
      onError: reportJobFailure(log, 'revision pruning'),
    },
  );
}
