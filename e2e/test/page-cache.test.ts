import { describe, expect, it } from 'vitest';
import { notifyContentChanged } from '@office/db/client';
import { posts, useSite } from './support';

const site = useSite();

const html = async (path: string) => {
  const response = await fetch(site.url(path));
  return { status: response.status, body: await response.text() };
};

/** Pages are kept rendered per language and URL; a content change must reach them at once. */
describe('rendered-page cache', () => {
  it('serves the same page twice, and a new notice appears after the change notification', async () => {
    // A page is kept from its second request on (a crawler's one visit keeps nothing).
    expect((await html('/notice?lang=en')).status).toBe(200);
    const kept = await html('/notice?lang=en');
    expect(kept.status).toBe(200);
    expect((await html('/notice?lang=en')).body).toBe(kept.body);

    const title = `Cache check ${Date.now()}`;
    await site.database.db.transaction(async (tx) => {
      await tx.insert(posts).values({ kind: 'notice', title, content: '<p>fresh</p>', status: 'published', createdAt: new Date() });
      await notifyContentChanged(tx, 'posts');
    });

    await expect.poll(async () => (await html('/notice?lang=en')).body).toContain(title);
    expect((await html('/notice?lang=ko')).body).toContain(title);
  });

  it('keeps languages apart: the same URL negotiated to two languages gives two pages', async () => {
    const english = await fetch(site.url('/about'), { headers: { 'accept-language': 'en' } });
    const japanese = await fetch(site.url('/about'), { headers: { 'accept-language': 'ja' } });
    expect(await english.text()).toContain('<html lang="en"');
    expect(await japanese.text()).toContain('<html lang="ja"');
    expect(english.headers.get('vary')).toMatch(/accept-language/i);
  });

  it('keeps found pages only: made-up paths and unknown notices take no cache entry', async () => {
    await html('/about?lang=ru');
    await html('/about?lang=ru');
    const before = { size: site.pageCache.size, bytes: site.pageCache.bytes };
    expect(before.size).toBeGreaterThan(0);
    for (let n = 0; n < 5; n++) {
      expect((await html(`/made-up-${n}`)).status).toBe(404);
      expect((await html(`/notice/99999${n}`)).status).toBe(404);
    }
    expect({ size: site.pageCache.size, bytes: site.pageCache.bytes }).toEqual(before);
  });
});
