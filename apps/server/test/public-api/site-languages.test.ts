import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { languageCodes, languageNames } from '@office/contracts';
import { auditLog } from '@office/db/schema';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webRoot } from '../../src/paths.js';
import { testPublicOrigin } from '../support/app.js';
import { type ConsoleClient, errorOf } from '../support/console.js';
import { dataOf, eventually, useContentConsole, useOtherApp } from '../support/content.js';
import { testBackends } from '@office/testing/databases';

/** The website's server build: the pages are rendered from it, so it must exist (`pnpm test` builds it first). */
const webBuilt = existsSync(join(webRoot, 'dist/server/entry-server.js'));

interface LanguageRecord {
  code: string;
  offered: boolean;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The `<html lang>` of a page. */
const htmlLangOf = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
/** Every hreflang of a page (its alternates and its language menu's links), in order. */
const hreflangsOf = (html: string) => [...html.matchAll(/hreflang="([^"]+)"/gi)].map((m) => m[1]!);
const localeAlternatesOf = (html: string) => [...html.matchAll(/property="og:locale:alternate" content="([^"]+)"/g)].map((m) => m[1]!);

// A language switched off in the console (decision 0043) leaves everything visitors and crawlers see.
describe.each(testBackends)('switching a language off and on on $name', (backend) => {
  const { ctx, staff } = useContentConsole(backend);
  const other = useOtherApp(ctx);

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const setOffered = (client: ConsoleClient, code: string, offered: boolean) =>
    client.call('languages.setOffered', 'mutation', { input: { code, offered } });
  const languageEntries = () =>
    ctx.database.db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .then((rows) => rows.filter((row) => row.action.startsWith('language.')));
  const noticeId = async () => ((await get('/api/common/notices/')).json() as Array<{ id: number }>)[0]!.id;

  /** The Korean page, the sitemap and robots.txt name Vietnamese: its menu entry, alternate, locale and feed. */
  const expectVietnameseNamed = async () => {
    const korean = await get('/contact?lang=ko');
    expect(korean.body).toContain(languageNames.vi);
    expect(hreflangsOf(korean.body)).toContain('vi');
    expect(localeAlternatesOf(korean.body)).toContain('vi_VN');
    expect((await get('/sitemap.xml')).body).toContain('lang=vi');
    expect((await get('/robots.txt')).body).toContain(`Sitemap: ${testPublicOrigin}/notice/rss.xml?lang=vi`);
  };

  it('runs against the built website (build it first: pnpm --filter @office/web build)', () => {
    expect(webBuilt, 'apps/web/dist is missing').toBe(true);
  });

  it('offers every language at first: Vietnamese pages, menu, alternates, sitemap, feeds', async () => {
    const list = await dataOf<LanguageRecord[]>(staff.editor, 'languages.list', 'query');
    expect(list.map((record) => [record.code, record.offered])).toEqual(languageCodes.map((code) => [code, true]));
    expect(list.every((record) => record.updatedBy === null)).toBe(true);

    const vietnamese = await get('/contact?lang=vi');
    expect(vietnamese.statusCode).toBe(200);
    expect(htmlLangOf(vietnamese.body)).toBe('vi');
    await expectVietnameseNamed();
    expect((await get('/notice/rss.xml?lang=vi')).statusCode).toBe(200);
    expect(htmlLangOf((await get('/contact', { cookie: 'lang=vi' })).body)).toBe('vi');
    expect(htmlLangOf((await get('/contact', { 'accept-language': 'vi-VN,vi;q=0.9' })).body)).toBe('vi');
  });

  it('a member of staff who is not an admin cannot switch a language', async () => {
    const refused = await setOffered(staff.editor, 'vi', false);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).data.code).toBe('FORBIDDEN');
    expect((await get('/contact?lang=vi')).statusCode).toBe(200);
    expect(await languageEntries()).toEqual([]);
  });

  it('Korean, the source, cannot be switched off, and an unknown language is refused by name', async () => {
    const korean = await setOffered(staff.admin, 'ko', false);
    expect(korean.statusCode).toBe(400);
    expect(errorOf(korean).data.problem).toBe('source_language');
    const unknown = await setOffered(staff.admin, 'de', false);
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown).data.fields).toEqual([expect.objectContaining({ field: 'code' })]);
    expect((await get('/?lang=ko')).statusCode).toBe(200);
    expect(await languageEntries()).toEqual([]);
  });

  it('switched off by an admin: its pages and feed redirect to Korean, and it is named nowhere', async () => {
    const id = await noticeId();
    // Kept in the page cache first: the switch must clear them.
    for (const url of ['/contact?lang=vi', `/notice/${id}?lang=vi`, '/contact?lang=ko']) expect((await get(url)).statusCode, url).toBe(200);
    expect((await get('/contact', { cookie: 'lang=vi' })).statusCode).toBe(200);

    const list = await dataOf<LanguageRecord[]>(staff.admin, 'languages.setOffered', 'mutation', { code: 'vi', offered: false });
    expect(list.find((record) => record.code === 'vi')).toMatchObject({ offered: false, updatedBy: 'admin@office.example' });
    expect(list.filter((record) => !record.offered).map((record) => record.code)).toEqual(['vi']);
    const [entry, ...earlier] = await languageEntries();
    expect(earlier).toEqual([]);
    expect(entry).toMatchObject({
      action: 'language.withdraw',
      targetType: 'language',
      targetId: 'vi',
      actorEmail: 'admin@office.example',
    });

    for (const [from, to] of [
      ['/contact?lang=vi', '/contact?lang=ko'],
      ['/?lang=vi', '/?lang=ko'],
      [`/notice/${id}?lang=vi`, `/notice/${id}?lang=ko`],
      ['/library?category=category2&lang=vi', '/library?category=category2&lang=ko'],
    ]) {
      const response = await get(from!);
      expect(response.statusCode, from).toBe(302);
      expect(response.headers.location, from).toBe(to);
    }

    const korean = await get('/contact?lang=ko');
    expect(korean.statusCode).toBe(200);
    expect(htmlLangOf(korean.body)).toBe('ko');
    expect(korean.body).not.toContain(languageNames.vi);
    expect(korean.body).not.toContain('/contact?lang=vi');
    expect(hreflangsOf(korean.body)).not.toContain('vi');
    // The other languages stay, in the menu and the alternates.
    expect(hreflangsOf(korean.body)).toEqual(expect.arrayContaining(['ko', 'zh-Hans', 'ja', 'en', 'ru', 'x-default']));
    expect(korean.body).toContain(languageNames.ru);
    expect(localeAlternatesOf(korean.body)).not.toContain('vi_VN');
    expect(localeAlternatesOf(korean.body)).toContain('en_US');
    const english = await get(`/notice/${id}?lang=en`);
    expect(english.statusCode).toBe(200);
    expect(hreflangsOf(english.body)).not.toContain('vi');
    expect(hreflangsOf(english.body)).toContain('en');

    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).not.toContain('lang=vi');
    expect(sitemap).not.toContain('hreflang="vi"');
    expect(sitemap).toContain('lang=ru');
    const robots = (await get('/robots.txt')).body;
    expect(robots).not.toContain('lang=vi');
    expect(robots).toContain(`Sitemap: ${testPublicOrigin}/notice/rss.xml?lang=ru`);
    const feed = await get('/notice/rss.xml?lang=vi');
    expect(feed.statusCode).toBe(302);
    expect(feed.headers.location).toBe(`${testPublicOrigin}/notice/rss.xml?lang=ko`);
    expect((await get('/notice/rss.xml?lang=ru')).statusCode).toBe(200);

    // Negotiation never picks it: a stored choice or a browser asking for it gets Korean, or its next choice.
    const byCookie = await get('/contact', { cookie: 'lang=vi' });
    expect(byCookie.statusCode).toBe(200);
    expect(htmlLangOf(byCookie.body)).toBe('ko');
    const byBrowser = await get('/contact', { 'accept-language': 'vi-VN,vi;q=0.9' });
    expect(byBrowser.statusCode).toBe(200);
    expect(htmlLangOf(byBrowser.body)).toBe('ko');
    expect(htmlLangOf((await get('/contact', { 'accept-language': 'vi, en;q=0.5' })).body)).toBe('en');
    expect(htmlLangOf((await get('/contact', { cookie: 'lang=vi', 'accept-language': 'ja' })).body)).toBe('ja');

    // Every member of staff sees it switched off; another process learns it too.
    const seen = await dataOf<LanguageRecord[]>(staff.editor, 'languages.list', 'query');
    expect(seen.find((record) => record.code === 'vi')).toMatchObject({ offered: false, updatedBy: 'admin@office.example' });
    expect(seen.find((record) => record.code === 'vi')!.updatedAt).not.toBeNull();
    await eventually(async () => (await other.app.inject('/contact?lang=vi')).statusCode === 302, 3000);

    // Switching it off again changes nothing and is not audited again.
    expect((await setOffered(staff.admin, 'vi', false)).statusCode).toBe(200);
    expect(await languageEntries()).toHaveLength(1);
  });

  it('switched on again: everything comes back', async () => {
    const list = await dataOf<LanguageRecord[]>(staff.admin, 'languages.setOffered', 'mutation', { code: 'vi', offered: true });
    expect(list.every((record) => record.offered)).toBe(true);
    const [entry] = await languageEntries();
    expect(entry).toMatchObject({ action: 'language.offer', targetType: 'language', targetId: 'vi', actorEmail: 'admin@office.example' });
    expect(await languageEntries()).toHaveLength(2);

    const vietnamese = await get('/contact?lang=vi');
    expect(vietnamese.statusCode).toBe(200);
    expect(htmlLangOf(vietnamese.body)).toBe('vi');
    const id = await noticeId();
    expect((await get(`/notice/${id}?lang=vi`)).statusCode).toBe(200);
    await expectVietnameseNamed();
    const feed = await get('/notice/rss.xml?lang=vi');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(htmlLangOf((await get('/contact', { cookie: 'lang=vi' })).body)).toBe('vi');
    expect(htmlLangOf((await get('/contact', { 'accept-language': 'vi' })).body)).toBe('vi');
    await eventually(async () => (await other.app.inject('/contact?lang=vi')).statusCode === 200, 3000);
  });

  it('names Simplified Chinese by its script: <html lang="zh-Hans"> and hreflang="zh-Hans"', async () => {
    const chinese = await get('/contact?lang=zh');
    expect(chinese.statusCode).toBe(200);
    expect(htmlLangOf(chinese.body)).toBe('zh-Hans');
    expect(chinese.body).toContain('<html lang="zh-Hans"');
    const korean = await get('/contact?lang=ko');
    expect(hreflangsOf(korean.body)).toContain('zh-Hans');
    expect(hreflangsOf(korean.body)).not.toContain('zh');
    expect(localeAlternatesOf(korean.body)).toContain('zh_CN');
    // The URL keeps the language's code.
    expect(korean.body).toContain('/contact?lang=zh');
  });
});
