import type { Answer } from './answer.js';

/**
 * Answers kept whole (decision 0022): rendered pages in one, REST GETs in another, so that pages
 * never push out what the REST facade serves. Bounded in bytes (each answer's body plus its brotli
 * and gzip forms), not entries; cleared with the content they were made from.
 *
 * Only 200s are kept, and a key is admitted on its second request, not its first: a crawler
 * walking every notice in every language once passes through without pushing out what visitors
 * keep asking for, and made-up URLs (unknown query parameters on a REST path) cannot fill it.
 * Least recently used answers leave first. Concurrent requests for the same key share one
 * making; one that began before a content change is never kept.
 */
export class AnswerCache {
  private readonly answers = new Map<string, { answer: Answer; bytes: number }>();
  private readonly making = new Map<string, Promise<Answer>>();
  /** Keys asked for once since they were last admitted; forgotten wholesale when full. */
  private readonly seenOnce = new Set<string>();
  private generation = 0;
  private usedBytes = 0;
  /**
   * Answers found here, and asks that had to make theirs (or wait for one being made), since the
   * start: plain counts the metrics read when scraped. A request answered from memory counts one
   * hit; one that goes on to its route counts there, so each request counts once.
   */
  private found = 0;
  private notFound = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxSeen = 10_000,
  ) {}

  /** The kept answer, if any, as the most recently used: what a request answered from memory reads. */
  peek(key: string): Answer | undefined {
    const hit = this.answers.get(key);
    if (!hit) return undefined;
    this.found += 1;
    // Map order is recency order: a hit moves to the end.
    this.answers.delete(key);
    this.answers.set(key, hit);
    return hit.answer;
  }

  async get(key: string, make: () => Promise<Answer>): Promise<Answer> {
    const hit = this.peek(key);
    if (hit) return hit;
    this.notFound += 1;
    const pending = this.making.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const made = make().then((answer) => {
      if (answer.status === 200 && generation === this.generation) this.offer(key, answer);
      return answer;
    });
    this.making.set(key, made);
    made
      .finally(() => {
        if (this.making.get(key) === made) this.making.delete(key);
      })
      .catch(() => {});
    return made;
  }

  /** Forget every answer: content changed. */
  invalidate(): void {
    this.generation += 1;
    this.answers.clear();
    this.making.clear();
    this.seenOnce.clear();
    this.usedBytes = 0;
  }

  get size(): number {
    return this.answers.size;
  }

  get bytes(): number {
    return this.usedBytes;
  }

  get hits(): number {
    return this.found;
  }

  get misses(): number {
    return this.notFound;
  }

  private offer(key: string, answer: Answer): void {
    if (!this.seenOnce.delete(key)) {
      if (this.seenOnce.size >= this.maxSeen) this.seenOnce.clear();
      this.seenOnce.add(key);
      return;
    }
    const bytes = answer.bytes() + key.length;
    if (bytes > this.maxBytes) return;
    while (this.usedBytes + bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.answers.entries().next().value!;
      this.answers.delete(oldestKey);
      this.usedBytes -= oldest.bytes;
    }
    this.answers.set(key, { answer, bytes });
    this.usedBytes += bytes;
    answer.kept();
  }
}
