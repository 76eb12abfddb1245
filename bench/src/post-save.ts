/**
 * Saving the largest post allowed (decision 0032), for `pnpm bench`: `posts.create` and then
 * `posts.update` of a body of exactly `contentSizeLimits.htmlBytes`, as the console's procedures
 * run them (the input schema, the sanitizer, the transaction with its audit entry and notice, the
 * search index's grams), median of a few runs per kind of body. Runs on a database of its own: a new
 * one beside BENCH_DATABASE_URL's, dropped afterwards, or an in-memory PGlite.
 * `tsx src/post-save.ts` runs it alone (on BENCH_DATABASE_URL when set).
 */
import { performance } from 'node:perf_hooks';
import { contentSizeLimits, createPostInput, updatePostInput, utf8ByteLength } from '@office/contracts';
import pg from 'pg';
import { type Database, openDatabase } from '@office/db/client';
import { createServices } from '@office/api/services';
import { largestPostBodies } from '@office/testing/long-texts';

/** Random two-letter words joined by dashes: the most index grams a body can bring (seven new ones per character). */
function madeUpWorstCase(bytes = contentSizeLimits.htmlBytes): string {
  let state = 1;
  const letter = () => String.fromCharCode(97 + ((state = (state * 48271) % 2147483647) % 26));
  let words = `${letter()}${letter()}`;
  while (utf8ByteLength(`<p>${words}-ab</p>`) <= bytes) words += `-${letter()}${letter()}`;
  return `<p>${words}${'x'.repeat(bytes - utf8ByteLength(`<p>${words}</p>`))}</p>`;
}

const bodies: Record<string, () => string> = {
  ...largestPostBodies,
  'made-up worst case (random letters joined by dashes)': madeUpWorstCase,
};

/** The same body with its first character changed (same size): the update rewrites the text and its grams. */
const changed = (body: string) =>
  body.replace(/^<p>(.)/u, (_, first: string) => `<p>${first === 'q' ? 'z' : /[a-z]/.test(first) ? 'q' : '새'}`);

export interface PostSaveRow {
  body: string;
  bytes: number;
  createMs: number;
  updateMs: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Each body created then updated `runs` times (after one unmeasured save), on `database` (migrated here). */
export async function measurePostSaves(database: Database, runs = 5): Promise<PostSaveRow[]> {
  await database.migrate();
  const services = createServices(database.db);
  const staff = await services.staff.accounts.create(
    { email: `post-save-${Date.now()}@bench.example`, displayName: '벤치마크', role: 'editor', password: 'quartz-meadow-lantern-47' },
    null,
    'bench',
  );
  const rows: PostSaveRow[] = [];
  for (const [name, make] of Object.entries(bodies)) {
    const body = make();
    const save = async () => {
      let started = performance.now();
      const post = await services.content.posts.create(
        createPostInput.parse({ kind: 'notice', title: `가장 긴 글 (${name})`, content: body }),
        staff,
      );
      const createMs = performance.now() - started;
      started = performance.now();
      await services.content.posts.update(updatePostInput.parse({ id: post.id, content: changed(body) }), staff);
      return { createMs, updateMs: performance.now() - started };
    };
    await save();
    const times = [];
    for (let i = 0; i < runs; i++) times.push(await save());
    rows.push({
      body: name,
      bytes: utf8ByteLength(body),
      createMs: median(times.map((time) => time.createMs)),
      updateMs: median(times.map((time) => time.updateMs)),
    });
  }
  return rows;
}

/** The rows on a database of their own beside `postgresUrl`'s (dropped afterwards), or on an in-memory PGlite. */
export async function postSaveRows(postgresUrl: string | undefined, runs?: number): Promise<PostSaveRow[]> {
  if (!postgresUrl) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      return await measurePostSaves(database, runs);
    } finally {
      await database.close();
    }
  }
  const name = `office_bench_post_save_${process.pid}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl);
    url.pathname = `/${name}`;
    // The production pool's timeouts (3 s to connect, 6 s per query): a save past them fails here as it would there.
    const database = await openDatabase({ url: url.toString() });
    try {
      return await measurePostSaves(database, runs);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name}`).finally(() => admin.end());
  }
}

/** A sixth of the query timeout (6 s): a busy database still saves the largest post, and PGlite (one connection) is not held long. */
export const postSaveGoalMs = 1000;

/** The rows as the bench prints them. */
export const postSaveTable = (rows: PostSaveRow[]) =>
  rows.map((row) => ({
    body: row.body,
    bytes: row.bytes,
    'create p50 ms': Math.round(row.createMs),
    'update p50 ms': Math.round(row.updateMs),
    goal: `< ${postSaveGoalMs} ms: ${Math.max(row.createMs, row.updateMs) < postSaveGoalMs ? 'met' : 'NOT MET'}`,
  }));

/** `tsx src/post-save.ts`: these rows alone. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const { printTable } = await import('./table.js');
  const postgresUrl = process.env.BENCH_DATABASE_URL || undefined;
  console.log(`\nSaving the largest post allowed, on ${postgresUrl ? 'Postgres' : 'PGlite'}: median of 5\n`);
  printTable(postSaveTable(await postSaveRows(postgresUrl)));
}
