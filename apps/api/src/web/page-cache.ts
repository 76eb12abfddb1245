import type { ContentEncoding, EncodedText } from '../services/read-cache.js';

export interface RenderedPage {
  status: number;
  /** The HTML, with its compressed forms (made once, when the page is admitted). */
  body: EncodedText;
  /** Its Content-Security-Policy, allowing its inline scripts by hash (decision 0012). */
  csp: string;
}

const encodings: ContentEncoding[] = ['br', 'gzip'];

/**
 * Rendered pages, kept apart from the API's read cache so that pages never push out what the
 * REST facade serves, and bounded in bytes (HTML plus its brotli and gzip forms), not entries.
 *
 * Only found pages (200) of URLs in normal form reach it (pages.ts redirects every other URL and
 * made-up ids are 404s), and a page is admitted on its second request, not its first: a crawler
 * walking every notice in every language once passes through without pushing out the pages
 * visitors keep asking for. Least recently used pages leave first. Concurrent requests for the
 * same page share one render; a render that began before a content change is never kept.
 */
export class PageCache {
  private readonly pages = new Map<string, { page: RenderedPage; bytes: number }>();
  private readonly rendering = new Map<string, Promise<RenderedPage>>();
  /** Keys asked for once since they were last admitted; forgotten wholesale when full. */
  private readonly seenOnce = new Set<string>();
  private generation = 0;
  private usedBytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxSeen = 10_000,
  ) {}

  async get(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const hit = this.pages.get(key);
    if (hit) {
      // Map order is recency order: a hit moves to the end.
      this.pages.delete(key);
      this.pages.set(key, hit);
      return hit.page;
    }
    const pending = this.rendering.get(key);
    if (pending) return pending;

    const generation = this.generation;
    const rendered = render().then((page) => {
      if (page.status === 200 && generation === this.generation) this.offer(key, page);
      return page;
    });
    this.rendering.set(key, rendered);
    rendered
      .finally(() => {
        if (this.rendering.get(key) === rendered) this.rendering.delete(key);
      })
      .catch(() => {});
    return rendered;
  }

  /** Forget every page: content changed. */
  invalidate(): void {
    this.generation += 1;
    this.pages.clear();
    this.rendering.clear();
    this.seenOnce.clear();
    this.usedBytes = 0;
  }

  get size(): number {
    return this.pages.size;
  }

  get bytes(): number {
    return this.usedBytes;
  }

  private offer(key: string, page: RenderedPage): void {
    if (!this.seenOnce.delete(key)) {
      if (this.seenOnce.size >= this.maxSeen) this.seenOnce.clear();
      this.seenOnce.add(key);
      return;
    }
    const bytes = Buffer.byteLength(page.body.text) + encodings.reduce((sum, encoding) => sum + page.body.encoded(encoding).length, 0);
    if (bytes > this.maxBytes) return;
    while (this.usedBytes + bytes > this.maxBytes) {
      const [oldestKey, oldest] = this.pages.entries().next().value!;
      this.pages.delete(oldestKey);
      this.usedBytes -= oldest.bytes;
    }
    this.pages.set(key, { page, bytes });
    this.usedBytes += bytes;
  }
}
