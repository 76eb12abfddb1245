import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { buildTestApp } from '../support/app.js';
import type { Services } from '@office/api/services';
import { type Database, notifyContentChanged, openDatabase } from '@office/db/client';
import { posts } from '@office/db/schema';
import { seedDatabase } from '@office/db/seed';
import { eventually } from '../support/content.js';
import { type TestDatabase, testBackends } from '@office/testing/databases';

describe.each(testBackends)('cached reads after a write elsewhere ($name)', (backend) => {
  let database: TestDatabase;
  /** The "other process": its own connections to the same database (Postgres), or the same instance (PGlite). */
  let writer: Database;
  let app: App;
  let services: Services;

  beforeAll(async () => {
    database = await backend.create();
    await seedDatabase(database.db);
    writer = database.url ? await openDatabase({ url: database.url, poolMax: 1 }) : database;
    ({ app, services } = await buildTestApp(database));
  });
  afterAll(async () => {
    await app.close();
    if (writer !== database) await writer.close();
    await database.drop();
  });

  it('serves the new content within seconds once the writer commits and notifies', async () => {
    const titles = async () => (await app.inject('/api/common/notices/')).json().map((n: { title: string }) => n.title);
    expect(await titles()).not.toContain('방금 올린 공지');

    await writer.db.transaction(async (tx) => {
      await tx.insert(posts).values({ kind: 'notice', title: '방금 올린 공지', content: '<p>새 소식</p>' });
      await notifyContentChanged(tx, 'test');
    });

    await eventually(async () => (await titles()).includes('방금 올린 공지'));
  });

  it('a rolled-back write notifies no one: the cache is kept', async () => {
    await app.inject('/api/common/notices/');
    const cached = services.cache.size;
    expect(cached).toBeGreaterThan(0);
    await writer.db
      .transaction(async (tx) => {
        await notifyContentChanged(tx, 'test');
        throw new Error('roll back');
      })
      .catch(() => {});
    await new Promise((r) => setTimeout(r, 300));
    expect(services.cache.size).toBe(cached);
    // ...whereas a committed notice does clear it.
    await notifyContentChanged(writer.db, 'test');
    await eventually(async () => services.cache.size === 0);
  });
});
