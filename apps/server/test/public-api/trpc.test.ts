import { categoryKeys, excerpt, languageCodes, pageTextKeys, templatePage } from '@office/contracts';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { createCallerFactory } from '@office/api/trpc/procedures';
import { solve } from '../support/challenge.js';
import { appRouter } from '@office/api/trpc';
import { useSeededApp } from '../support/app.js';
import { testBackends } from '@office/testing/databases';

const createCaller = createCallerFactory(appRouter);

describe.each(testBackends)('tRPC router on $name', (backend) => {
  const ctx = useSeededApp(backend);
  const caller = () => createCaller({ services: ctx.services });

  it('texts.page returns the page texts; an unknown page is BAD_REQUEST', async () => {
    const entries = await caller().texts.page({ pageName: templatePage });
    expect(entries.map((e) => e.key).sort()).toEqual([...pageTextKeys[templatePage]].sort());
    await expect(caller().texts.page({ pageName: 'nope' as '홈' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('texts.mainTaskContents returns the six categories', async () => {
    expect((await caller().texts.mainTaskContents()).map((e) => e.key)).toEqual([...categoryKeys]);
  });

  it('with lang, texts come in that language plus the Korean fallback only', async () => {
    const all = await caller().texts.page({ pageName: '홈' });
    const english = await caller().texts.page({ pageName: '홈', lang: 'en' });
    expect(english.map((e) => e.key)).toEqual(all.map((e) => e.key));
    for (const [index, entry] of english.entries()) {
      expect(entry.english).toBe(all[index]!.english);
      expect(entry.korean).toBe(all[index]!.korean);
      expect([entry.chinese, entry.japanese, entry.russia]).toEqual([null, null, null]);
    }
    await expect(caller().texts.page({ pageName: '홈', lang: 'xx' as 'en' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('texts.mainTaskContents with a category returns that one category, narrowed by lang', async () => {
    const [entry, ...rest] = await caller().texts.mainTaskContents({ category: 'category3', lang: 'ru' });
    expect(rest).toEqual([]);
    expect(entry!.key).toBe('category3');
    expect(entry!.russia).toContain('<');
    expect(entry!.korean).toContain('<');
    expect(entry!.english).toBeNull();
    await expect(caller().texts.mainTaskContents({ category: 'category9' as 'category1' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it.each(['notices', 'library'] as const)('%s: list, byId, page', async (kind) => {
    const list = await caller()[kind].list();
    expect(list.length).toBeGreaterThan(0);
    // A detail also says its language and the languages it exists in (a seed post: all five), and a
    // library item's its attachments (none in the seed); the seed's thumbnails are decorative (alt "").
    // No search and share texts of its own: its title, the start of its text and its thumbnail.
    const seo = { title: list[0]!.title, description: excerpt(list[0]!.content), image: list[0]!.thumbnail_url };
    const shown = { lang: 'ko', languages: [...languageCodes], thumbnail_alt: '', seo };
    expect(await caller()[kind].byId({ id: list[0]!.id })).toEqual(
      kind === 'library' ? { ...list[0], attachments: [], ...shown } : { ...list[0], ...shown },
    );
    await expect(caller()[kind].byId({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller()[kind].byId({ id: -3 })).rejects.toBeInstanceOf(TRPCError);

    const page = await caller()[kind].page({ page: 1, pageSize: 5 });
    expect(page.total).toBe(list.length);
    expect(page.items.map((i) => i.id)).toEqual(list.slice(0, 5).map((i) => i.id));
    // Excerpts are plain text: no tags, no entities.
    for (const item of page.items) expect(item.excerpt).not.toMatch(/[<>]|&[a-z]+;/);
    const last = await caller()[kind].page({ page: Math.ceil(list.length / 5), pageSize: 5 });
    expect(last.items.length).toBe(list.length - 5 * (last.page - 1));
    await expect(caller()[kind].page({ page: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('library.page filters by category', async () => {
    const page = await caller().library.page({ category: 'category3', pageSize: 60 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((i) => i.category === 'category3')).toBe(true);
    expect(page.total).toBe(page.items.length);
  });

  it('inquiries.submit stores a valid inquiry and rejects an invalid one with field errors', async () => {
    const receipt = await caller().inquiries.submit({
      name: 'Ivan Petrov',
      phone: '01098765432',
      email: 'ivan@example.ru',
      content: 'Вопрос о визе F-6',
      consent: true,
      consent_version: '2026-11-01',
      lang: 'ru',
      altcha: await solve(await ctx.services.inquiryGuard.challenge()),
    });
    expect(receipt.id).toBeGreaterThan(0);
    await expect(caller().inquiries.submit({ name: 'x', phone: '12', email: 'x', content: 'y' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('over HTTP: queries, batching, and field errors in the error shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/trpc/notices.list,texts.mainTaskContents?batch=1&input={}' });
    expect(res.statusCode).toBe(200);
    const [notices, contents] = res.json();
    expect(notices.result.data.length).toBeGreaterThan(0);
    expect(contents.result.data).toHaveLength(6);

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/trpc/inquiries.submit',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'a', phone: 'abc', email: 'a@example.com', content: 'hi' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.data.fields).toEqual([expect.objectContaining({ field: 'phone' })]);
  });
});
