/** What the outbox says of itself: notifications not sent yet, and when the oldest was written (null: none). */
export interface OutboxBacklog {
  waiting: number;
  oldestCreatedAt: Date | null;
}

/** How long a scrape waits for the database: Prometheus' own timeout is 10 s, an outage must not eat it. */
export const outboxProbeTimeoutMs = 1000;

/**
 * The outbox's backlog read at scrape time, bounded: a scrape waits at most `timeoutMs` for it and
 * then answers with the last backlog the database gave (and says it is not fresh), so a scrape
 * during an outage answers at once instead of hanging until Prometheus gives up. One query at a
 * time: scrapes that come while one is under way (several gauges of one scrape, or a scrape during
 * a hanging query) wait for that one, so an outage never piles queries onto the pool.
 */
export class OutboxProbe {
  private known: OutboxBacklog | undefined;
  private underWay: Promise<boolean> | undefined;

  constructor(
    private readonly query: () => Promise<OutboxBacklog>,
    private readonly timeoutMs = outboxProbeTimeoutMs,
  ) {}

  /** The latest backlog known (undefined: never read) and whether the database gave it just now. */
  async read(): Promise<{ known: OutboxBacklog | undefined; fresh: boolean }> {
    this.underWay ??= this.ask().finally(() => (this.underWay = undefined));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), this.timeoutMs)));
    try {
      const fresh = await Promise.race([this.underWay, late]);
      return { known: this.known, fresh };
    } finally {
      clearTimeout(timer);
    }
  }

  /** Never rejects: a failed query is an answer too (not fresh). */
  private async ask(): Promise<boolean> {
    try {
      // Inside the try: a query that throws before its promise is a failure like any other.
      this.known = await this.query();
      return true;
    } catch {
      return false;
    }
  }
}
