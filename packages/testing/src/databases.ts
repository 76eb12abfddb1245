import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '@office/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A Postgres server the database tests may create databases on; '' when there is none (a suite's global setup provides it). */
    postgresUrl: string;
  }
}

export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** A new, empty database of its own, migrated unless told not to, dropped by `drop()`. */
  create(options?: { migrated?: boolean }): Promise<TestDatabase>;
}

export interface TestDatabase extends Database {
  /** The connection URL (Postgres only), for tests that open more connections. */
  url?: string;
  drop(): Promise<void>;
}

const pglite: TestBackend = {
  name: 'pglite',
  async create({ migrated = true } = {}) {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    if (migrated) await database.migrate();
    return { ...database, drop: () => database.close() };
  },
};

function postgres(serverUrl: string): TestBackend {
  return {
    name: 'postgres',
    async create({ migrated = true } = {}) {
      const name = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
      await adminQuery(serverUrl, `create database "${name}"`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString(), poolMax: 4, timeoutMs: 3000 });
      if (migrated) await database.migrate();
      return {
        ...database,
        url: url.toString(),
        async drop() {
          await database.close();
          await adminQuery(serverUrl, `drop database if exists "${name}" with (force)`);
        },
      };
    },
  };
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const postgresUrl = inject('postgresUrl');

/** PGlite always; real Postgres too when the global setup found one. */
export const testBackends: TestBackend[] = [pglite, ...(postgresUrl ? [postgres(postgresUrl)] : [])];
export const postgresBackends: TestBackend[] = testBackends.filter((b) => b.name === 'postgres');
