import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { languageCodes } from '@office/contracts';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from './migrations-folder.js';
import * as schema from './schema/index.js';
import { isDatabaseUnavailable } from './unavailable.js';

/**
 * A language added to the contracts' list gets its row at the first start that knows it (offered,
 * as a new language is meant to be); the rows of languages the list no longer has stay, so their
 * texts are kept. Part of migrating: only the current schema has the table (tests of older
 * migrations pass their own folder and skip it).
 */
async function syncSiteLanguages(db: { execute: (query: ReturnType<typeof sql>) => Promise<unknown> }): Promise<void> {
  const rows = sql.join(
    languageCodes.map((code) => sql`(${code})`),
    sql`, `,
  );
  await db.execute(sql`insert into site_languages (code) values ${rows} on conflict (code) do nothing`);
}

/** The drizzle database, whichever driver is behind it: services see only this. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction of `Db`: the steps of one change take it, so they commit together or not at all. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a write runs on: the database itself, or the transaction of the change it belongs to. */
export type Writer = Db | Tx;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /**
   * Applies the committed migrations; safe when several processes start at once. Tests of a
   * migration pass a folder holding the ones before it.
   */
  migrate(folder?: string): Promise<void>;
  /**
   * Calls `onChange` whenever any process commits a content change (see `notifyContentChanged`),
   * and after a lost listening connection is back (a notice may have been missed). Returns a stop.
   */
  listenForContentChanges(onChange: () => void): Promise<() => Promise<void>>;
  /** Resolves when the database answers a trivial query within the timeout; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>;
  /** The Postgres pool's connections right now (for metrics); undefined for PGlite, which has none. */
  poolStats(): PoolStats | undefined;
  close(): Promise<void>;
}

/** A connection pool at one moment: its connections, those idle among them, and the queries waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseOptions {
  /** Postgres when set, otherwise embedded PGlite. */
  url?: string | undefined;
  /** PGlite data directory, or 'memory://' for a throw-away database. */
  pgliteDir?: string;
  poolMax?: number;
  /** Bounds connecting and each query, so an unreachable database fails fast instead of hanging. */
  timeoutMs?: number;
}

/** The channel every content write notifies; every app process listens on it to clear its cache. */
export const contentChangedChannel = 'content_changed';

/** To be called inside the transaction that writes content: delivered only if it commits. */
export async function notifyContentChanged(db: Pick<Db, 'execute'>, what = ''): Promise<void> {
  await db.execute(sql`select pg_notify(${contentChangedChannel}, ${what})`);
}

/** Any fixed number: the advisory lock under which concurrent starts take turns migrating. */
export const migrationLockKey = 720_431_995;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.pgliteDir ?? './.data/pglite');
}

function openPostgres(url: string, options: DatabaseOptions): Database {
  const timeoutMs = options.timeoutMs ?? 3000;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: timeoutMs,
    query_timeout: timeoutMs * 2,
    idle_in_transaction_session_timeout: timeoutMs * 4,
    application_name: 'office-api',
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  db.transaction = ((run, config) => transactionOnOwnClient(pool, run, config)) as Db['transaction'];
  return {
    db,
    kind: 'postgres',
    async migrate(folder = migrationsFolder) {
      // A session-level advisory lock on a connection of its own: other starting processes wait
      // here until the first is done, then find nothing left to apply. Not a pooled connection,
      // whose query timeout (twice DB_TIMEOUT_MS, meant for requests) would end that wait, and a
      // long migration statement, and so fail the start of every process but the first whenever
      // migrations take longer; the lock request given up that way would also stay queued in
      // Postgres, to be granted later to a connection back in the pool. Closing the connection
      // releases the lock, however the migrations ended.
      const client = new pg.Client({
        connectionString: url,
        connectionTimeoutMillis: timeoutMs,
        keepAlive: true,
        application_name: 'office-migrate',
      });
      client.on('error', () => {});
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
        const migrating = drizzleNodePg({ client });
        await migrateNodePg(migrating, { migrationsFolder: folder });
        if (folder === migrationsFolder) await syncSiteLanguages(migrating);
      } finally {
        await client.end().catch(() => {});
      }
    },
    listenForContentChanges: (onChange) => listenOnPostgres(url, timeoutMs, onChange),
    ping: (ms) => withTimeout(db.execute(sql`select 1`), ms),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

/**
 * drizzle's transaction on a pool checks a client out and, while it is out, (1) leaves it without
 * an 'error' listener, so a connection lost mid-transaction is an uncaught exception that ends the
 * process, and (2) never gives it back when BEGIN itself fails, so an outage drains the pool for
 * good. Here the transaction runs on a client checked out by us: listened to (the failing query
 * reports the error), always released, and discarded when its connection is in doubt.
 */
async function transactionOnOwnClient(
  pool: pg.Pool,
  run: Parameters<Db['transaction']>[0],
  config: Parameters<Db['transaction']>[1],
): Promise<unknown> {
  const client = await pool.connect();
  const ignore = () => {};
  client.on('error', ignore);
  let failure: unknown;
  try {
    const own = drizzleNodePg({ client, schema }) as unknown as Db;
    return await own.transaction(run, config);
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    client.off('error', ignore);
    client.release(isDatabaseUnavailable(failure) ? (failure as Error) : undefined);
  }
}

/**
 * What PGlite keeps resident (decision 0022). Its WebAssembly memory never shrinks, so what
 * Postgres touches once stays: the default 128 MB of shared buffers made PGlite alone about 290 MB.
 * The site's whole database is a few megabytes and its files are in the OS's cache anyway, so
 * 16 MB of buffers serve it (about 165 MB).
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

async function openPglite(dir: string): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  if (!inMemory) {
    mkdirSync(resolve(dir), { recursive: true });
    if (!existsSync(join(resolve(dir), 'PG_VERSION'))) await createPgliteDirectory(resolve(dir));
  }
  const client = await PGlite.create(inMemory ? undefined : resolve(dir), { startParams: pgliteStartParams });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process owns a PGlite directory, so there is no one to take turns with.
    async migrate(folder = migrationsFolder) {
      const migrating = drizzlePglite({ client });
      await migratePglite(migrating, { migrationsFolder: folder });
      if (folder === migrationsFolder) await syncSiteLanguages(migrating);
    },
    async listenForContentChanges(onChange) {
      const unsubscribe = await client.listen(contentChangedChannel, () => onChange());
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    ping: (ms) => withTimeout(client.query('select 1'), ms),
    poolStats: () => undefined,
    close: () => client.close(),
  };
}

/**
 * A new PGlite directory is made (initdb) in a short-lived process of its own: initdb's half a
 * gigabyte of WebAssembly memory is not given back to the system when it is done, even after the
 * instance is closed and collected, so a first start in the server's own process stayed at 800 MB.
 */
async function createPgliteDirectory(dir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(${JSON.stringify(dir)}).then((db) => db.close())`;
  await new Promise<void>((done, fail) => {
    const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (data: Buffer) => (errors += data.toString()));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`PGlite could not create ${dir} (exit ${code}):\n${errors}`))));
  });
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to others). If the connection
 * drops, reconnect with a growing delay and report a change, since notices sent meanwhile are lost.
 */
async function listenOnPostgres(url: string, timeoutMs: number, onChange: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = 500;

  const connect = async (isReconnect: boolean): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      application_name: 'office-api-listener',
      connectionTimeoutMillis: timeoutMs,
    });
    next.on('notification', (message) => {
      if (message.channel === contentChangedChannel) onChange();
    });
    next.on('error', () => {});
    next.on('end', () => {
      if (!stopped && client === next) scheduleReconnect();
    });
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${contentChangedChannel}`);
      delay = 500;
      if (isReconnect) onChange();
    } catch (error) {
      await next.end().catch(() => {});
      if (!isReconnect) throw error;
      if (!stopped && client === next) scheduleReconnect();
    }
  };
  const scheduleReconnect = () => {
    clearTimeout(retry);
    retry = setTimeout(() => void connect(true), delay);
    delay = Math.min(delay * 2, 30_000);
  };

  await connect(false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    // Ending a connection to an unreachable server may never finish: shutdown must not wait on it.
    await withTimeout(client?.end() ?? Promise.resolve(), timeoutMs).catch(() => {});
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise.then(() => undefined), timeout]).finally(() => clearTimeout(timer));
}
