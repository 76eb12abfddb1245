import { isDatabaseUnavailable } from '@office/db/unavailable';

/** The log lines the jobs write: a detail (never personal data) and a message, as pino takes them. */
export interface JobLog {
  debug(detail: object, message: string): void;
  info(detail: object, message: string): void;
  warn(detail: object, message: string): void;
  error(detail: object, message: string): void;
}

/** A task run again and again until stopped. */
export interface Periodic {
  /** No new run starts; resolves once a run under way has finished. */
  stop(): Promise<void>;
}

export interface PeriodicOptions {
  firstDelayMs: number;
  /** Counted from the end of a run, so runs never overlap. */
  intervalMs: number;
  /** A failed run is reported here and the next one comes as planned. */
  onError: (error: unknown) => void;
}

/** Runs `task` after a first delay, then again `intervalMs` after each run; never keeps the process alive. */
export function runPeriodically(task: () => Promise<unknown>, { firstDelayMs, intervalMs, onError }: PeriodicOptions): Periodic {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const schedule = (delay: number) => {
    // The timer runs outside any handler: a task that throws at once, or a report that throws,
    // must not become an uncaught error (close-with-grace would stop the process).
    timer = setTimeout(() => {
      running = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => {
            try {
              onError(error);
            } catch {
              // Nowhere left to report it; the next run comes as planned.
            }
          },
        )
        .finally(() => {
          running = undefined;
          if (!stopped) schedule(intervalMs);
        });
    }, delay);
    timer.unref();
  };
  schedule(firstDelayMs);

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/**
 * How a job says a run failed: a warning while the database cannot be reached (the next run tries
 * again, nothing is lost), an error with its cause otherwise. `what` names the work ("scheduled publishing").
 */
export const reportJobFailure =
  (log: JobLog, what: string) =>
  (err: unknown): void =>
    isDatabaseUnavailable(err) ? log.warn({}, `${what} waits: the database cannot be reached`) : log.error({ err }, `${what} failed`);
