import { languageCodes, languageColumns, languageTags } from '@office/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { siteLanguages, textKeys, textValues } from '@office/db/schema';
import { testBackends } from '@office/testing/databases';
import { dataOf, useContentConsole } from '../support/content.js';

/**
 * Languages are settings (decision 0043): adding one is one entry in the contracts' list. Here a
 * seventh language, Thai (Chungnam's third-largest group of foreign residents, 13.7 % in 2019),
 * is added to the list for this test file only, as a release would add it, and every surface the
 * server makes must offer it without anything else changed: the database takes its texts and
 * translations, the REST facade has its field (in OpenAPI too), the sitemap, robots.txt and its
 * feed name it, search and the console's text grid take it, and an admin can switch it off.
 * (The website's pages are rendered by the web build, which has the list built in: it learns a new
 * language when it is built with it; its language menu, hreflang and og:locale read the server's
 * offered list, which the other tests check.)
 */
vi.mock(import('@office/contracts/language-definitions'), async (importOriginal) => {
  const { languageDefinitions } = await importOriginal();
  return {
    languageDefinitions: [
      ...languageDefinitions,
      { code: 'th', column: 'thai', name: 'ไทย', koreanName: '태국어', shortTag: 'TH', tag: 'th', locale: 'th_TH' },
    ] as unknown as typeof languageDefinitions,
  };
});

const thai = 'th' as (typeof languageCodes)[number];

describe.each(testBackends)('a language added to the list on $name', (backend) => {
  const { ctx, staff } = useContentConsole(backend);

  it('the list has it, and migrating gave the database its row, offered', async () => {
    expect(languageCodes).toContain(thai);
    expect(languageColumns[thai]).toBe('thai');
    const [row] = await ctx.database.db.select().from(siteLanguages).where(eq(siteLanguages.code, thai));
    expect(row).toMatchObject({ code: 'th', offered: true });
  });

  it('the REST facade and OpenAPI carry its field beside the others', async () => {
    const entries = (await ctx.app.inject(`/api/translation/page?page_name=${encodeURIComponent('템플릿')}`)).json() as Record<
      string,
      unknown
    >[];
    expect(entries.length).toBeGreaterThan(10);
    // No Thai seed texts exist: the field is there, null (the page falls back to Korean).
    for (const entry of entries) expect(entry).toHaveProperty('thai', null);
    const openapi = (await ctx.app.inject('/api/openapi.json')).json();
    expect(JSON.stringify(openapi.components.schemas.TranslationEntry)).toContain('"thai"');
  });

  it('its texts can be written in the console, are served, and the grid counts them', async () => {
    const rows = await dataOf(staff.editor, 'texts.grid', 'query', { filter: 'missing' });
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((row: { missing: string[] }) => row.missing.includes('th'))).toBe(true);
    await dataOf(staff.editor, 'texts.set', 'mutation', { pageName: '404', key: 'title', lang: 'th', value: 'ไม่พบหน้านี้' });
    const [stored] = await ctx.database.db
      .select({ value: textValues.value })
      .from(textValues)
      .innerJoin(textKeys, eq(textKeys.id, textValues.keyId))
      .where(eq(textValues.lang, thai));
    expect(stored?.value).toBe('ไม่พบหน้านี้');
    const notFound = (await ctx.app.inject('/api/translation/page?page_name=404')).json() as { key: string; thai: string | null }[];
    expect(notFound.find((entry) => entry.key === 'title')?.thai).toBe('ไม่พบหน้านี้');
  });

  it('the sitemap, robots.txt, its feed and search offer it; switched off, they do not', async () => {
    const sitemap = (await ctx.app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain('?lang=th</loc>');
    expect(sitemap).toContain(`hreflang="${languageTags[thai]}"`);
    expect((await ctx.app.inject('/robots.txt')).body).toContain('/notice/rss.xml?lang=th');
    const feed = await ctx.app.inject('/notice/rss.xml?lang=th');
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('<language>th</language>');
    // Search takes it (a post without a Thai version is searched in its Korean original).
    const search = await ctx.app.inject('/api/common/notices/search/?q=HiKorea&lang=th');
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().items.length).toBeGreaterThan(0);

    await dataOf(staff.admin, 'languages.setOffered', 'mutation', { code: 'th', offered: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await ctx.app.inject('/sitemap.xml')).body).not.toContain('lang=th');
    expect((await ctx.app.inject('/robots.txt')).body).not.toContain('lang=th');
    expect((await ctx.app.inject('/notice/rss.xml?lang=th')).statusCode).toBe(302);
    await dataOf(staff.admin, 'languages.setOffered', 'mutation', { code: 'th', offered: true });
    expect((await ctx.app.inject('/sitemap.xml')).body).toContain('?lang=th</loc>');
  });
});
