/**
 * The website's search over 10,000 notices (decision 0020), for `pnpm bench`: each
 * query's time through `publicPosts.search` (the SQL, the ranking, the page's rows and their
 * excerpts; what `/notice?q=` and `/api/common/notices/search/` call), p50 and p99 over many runs.
 * Runs on a database of its own: a new one beside BENCH_DATABASE_URL's, dropped afterwards, or an
 * in-memory PGlite; the measured server's database is never touched.
 */
import { performance } from 'node:perf_hooks';
import type { LanguageCode } from '@office/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '@office/db/client';
import { seedDatabase } from '@office/db/seed';
import { createPublicPostsService } from '@office/api/services/public-posts';
import { ReadCache } from '@office/api/services/read-cache';
import { insertSearchCorpus } from './search-corpus.js';

export const searchCorpusSize = 10_000;

/** What visitors search for: words of the seed posts in each language, a compound's part, a miss. */
const queries: Array<{ what: string; lang: LanguageCode; q: string }> = [
  { what: 'Korean word inside a compound', lang: 'ko', q: '위임장' },
  { what: 'Korean, two words', lang: 'ko', q: '외국인 신고' },
  { what: 'Korean word from an English page', lang: 'en', q: '외국인등록증' },
  { what: 'English word prefix', lang: 'en', q: 'permit' },
  { what: 'English, two words', lang: 'en', q: 'residence card' },
  { what: 'Chinese, two characters', lang: 'zh', q: '签证' },
  { what: 'Japanese, katakana', lang: 'ja', q: 'ビザ' },
  { what: 'Russian word prefix', lang: 'ru', q: 'доверенност' },
  { what: 'a word no post has', lang: 'en', q: 'zebra' },
];

export interface SearchRow {
  query: string;
  found: number;
  p50: number;
  p99: number;
}

/** A database of its own for the search bench, and how to remove it. */
async function corpusDatabase(postgresUrl: string | undefined) {
  if (!postgresUrl) return { database: await openDatabase({ pgliteDir: 'memory://' }), drop: async () => {} };
  const name = `office_bench_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), timeoutMs: 30_000 });
  return {
    database,
    drop: async () => {
      await admin.query(`drop database if exists ${name}`).finally(() => admin.end());
    },
  };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function measureSearch(postgresUrl: string | undefined, runs = 200): Promise<SearchRow[]> {
  const { database, drop } = await corpusDatabase(postgresUrl);
  try {
    await database.migrate();
    await seedDatabase(database.db);
    await insertSearchCorpus(database.db, searchCorpusSize);
    await database.db.execute(sql`analyze`);
    const search = createPublicPostsService(database.db, new ReadCache());
    const rows: SearchRow[] = [];
    for (const { what, lang, q } of queries) {
      const input = { q, lang, page: 1, pageSize: 12 };
      for (let i = 0; i < 10; i++) await search.search('notice', input);
      const times: number[] = [];
      let found = 0;
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        found = (await search.search('notice', input)).total;
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      rows.push({ query: `${what}: "${q}" (${lang})`, found, p50: quantile(times, 0.5), p99: quantile(times, 0.99) });
    }
    return rows;
  } finally {
    await database.close();
    await drop();
  }
}
