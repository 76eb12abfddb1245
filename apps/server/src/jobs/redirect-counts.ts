import type { Services } from '@office/api/services';
import { type JobLog, reportJobFailure, runPeriodically } from './periodic.js';

type RedirectsService = Services['content']['redirects'];

/** How often each process writes the redirect hits and 404 paths it counted (decision 0047). */
export const redirectCountsIntervalMs = 5_000;

/**
 * Each process reads the redirects into memory once it is ready (then again after every content
 * change, by itself), and writes what it counted every few seconds and once more when it closes.
 * A failed read is tried again with each write until one succeeds; a failed write keeps its
 * counts for the next. Nothing here throws (runPeriodically, decision 0031).
 */
export function startRedirectCounting(redirects: RedirectsService, log: JobLog, { intervalMs = redirectCountsIntervalMs } = {}) {
  const report = (what: string) => reportJobFailure(log, what);
  const periodic = runPeriodically(
    async () => {
      if (!redirects.loaded) await redirects.load();
      await redirects.counts.flush();
    },
    { firstDelayMs: intervalMs, intervalMs, onError: report('writing redirect hits and 404 paths') },
  );
  return {
    /** The first read of the redirects (the app's onReady): a failure is logged, the periodic run tries again. */
    async load(): Promise<void> {
      await redirects.load().catch(report('reading the redirects'));
    },
    /** Stops the timer and writes what is left; never throws. */
    async stop(): Promise<void> {
      await periodic.stop();
      await redirects.counts.flush().catch(report('writing redirect hits and 404 paths at close'));
    },
  };
}
