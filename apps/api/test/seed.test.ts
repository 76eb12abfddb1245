import { languageCodes, pageNames, pageTextKeys } from '@office/contracts';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { posts, textKeys, textValues } from '../src/db/schema/index.js';
import { seedDatabase, seedIfEmpty, seedTexts } from '../src/db/seed/index.js';
import { seedLibraryItems, seedNotices } from '../src/db/seed/posts.js';
import { type TestDatabase, testBackends } from './support/databases.js';

describe('seed content', () => {
  it('has every catalogue key of every page, in all five languages, non-empty', () => {
    for (const page of pageNames) {
      expect(Object.keys(seedTexts[page]).sort(), page).toEqual([...pageTextKeys[page]].sort());
      for (const [key, localized] of Object.entries(seedTexts[page])) {
        for (const lang of languageCodes) expect(localized[lang]?.trim(), `${page} ${key} ${lang}`).toBeTruthy();
      }
    }
  });

  it('has enough notices and library items, unique refs, and valid dates', () => {
    expect(seedNotices.length).toBeGreaterThanOrEqual(8);
    expect(seedLibraryItems.length).toBeGreaterThanOrEqual(12);
    const refs = [...seedNotices, ...seedLibraryItems].map((p) => p.ref);
    expect(new Set(refs).size).toBe(refs.length);
    for (const p of [...seedNotices, ...seedLibraryItems]) expect(Number.isNaN(Date.parse(p.createdAt)), p.ref).toBe(false);
  });
});

describe.each(testBackends)('seeding on $name', (backend) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await backend.create();
  });
  afterEach(async () => {
    await database.drop();
  });

  it('fills an empty database once; a second run adds nothing', async () => {
    const first = await seedIfEmpty(database.db);
    expect(first?.posts).toBe(seedNotices.length + seedLibraryItems.length);
    expect(await seedIfEmpty(database.db)).toBeNull();
    expect(await seedDatabase(database.db)).toEqual({ texts: 0, posts: 0 });
    expect(await database.db.$count(posts)).toBe(seedNotices.length + seedLibraryItems.length);
  });

  it('never overwrites a text staff changed nor re-creates a post staff deleted', async () => {
    await seedDatabase(database.db);
    const [key] = await database.db
      .select()
      .from(textKeys)
      .where(and(eq(textKeys.namespace, '템플릿'), eq(textKeys.key, 'title1')));
    await database.db
      .update(textValues)
      .set({ value: 'Edited by staff' })
      .where(and(eq(textValues.keyId, key!.id), eq(textValues.lang, 'ru')));
    const [victim] = await database.db.select().from(posts).limit(1);
    await database.db.delete(posts).where(eq(posts.id, victim!.id));

    await seedDatabase(database.db);

    const [value] = await database.db
      .select()
      .from(textValues)
      .where(and(eq(textValues.keyId, key!.id), eq(textValues.lang, 'ru')));
    expect(value!.value).toBe('Edited by staff');
    expect(await database.db.$count(posts, eq(posts.title, victim!.title))).toBe(0);
  });

  it('does not seed a database that already has content', async () => {
    await database.db.insert(posts).values({ kind: 'notice', title: 'ours', content: '<p>x</p>' });
    expect(await seedIfEmpty(database.db)).toBeNull();
    expect(await database.db.$count(posts)).toBe(1);
  });
});
