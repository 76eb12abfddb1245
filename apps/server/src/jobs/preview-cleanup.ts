import type { Services } from '@office/api/services';
import { type JobLog, type Periodic, reportJobFailure, runPeriodically } from './periodic.js';

type Previews = Services['content']['previews'];

/**
 * How often each process deletes expired previews (decision 0050). An expired preview is refused
 * when asked for whether or not its row is still there, so this only keeps the table small; making
 * a preview deletes expired ones too.
 */
export const previewCleanupIntervalMs = 60 * 60_000;

/** Deletes expired previews every hour; a failed run (the database away) is logged and the next one tries again. */
export function startPreviewCleanup(
  previews: Previews,
  log: JobLog,
  { intervalMs = previewCleanupIntervalMs, firstDelayMs = 60_000 } = {},
): Periodic {
  return runPeriodically(
    async () => {
      const deleted = await previews.cleanup();
      if (deleted > 0) log.info({ deleted }, 'expired previews deleted');
    },
    {
      firstDelayMs,
      intervalMs,
      onError: reportJobFailure(log, 'preview cleanup'),
    },
  );
}
