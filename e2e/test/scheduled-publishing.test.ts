import { isoToKoreaLocal } from '@office/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { type Database, openDatabase } from '@office/db/client';
import { type App, buildApp } from '@office/server/app';
import { freePort } from '@office/testing/local-browser';
import { signInToConsole, useSite } from './support';

const site = useSite();

/**
 * A second app process on the same database, as another server behind the load balancer: its own
 * connections (on Postgres), its own caches and its own scheduler.
 */
const second = {} as { app: App; origin: string; database: Database };
beforeAll(async () => {
  second.database = site.database.url ? await openDatabase({ url: site.database.url, poolMax: 2 }) : site.database;
  const port = await freePort();
  second.origin = `http://127.0.0.1:${port}`;
  second.app = (
    await buildApp({
      config: { LOG_LEVEL: 'silent', TRUST_PROXY: false, PUBLIC_ORIGIN: second.origin, GOOGLE_MAPS_API_KEY: undefined },
      database: second.database,
    })
  ).app;
  await second.app.listen({ port, host: '127.0.0.1' });
});
afterAll(async () => {
  await second.app?.close();
  if (second.database && second.database !== site.database) await second.database.close();
});

const minute = 60_000;
/** The start of the minute `ms` from now: what a `datetime-local` (to the minute) can name. */
const minuteFromNow = (ms: number) => new Date(Math.floor((Date.now() + ms) / minute) * minute);

/** Whether the title is on the notice list, in the sitemap and in the Korean feed of one process. */
async function shownBy(origin: string, title: string, id: number) {
  const text = async (path: string) => (await fetch(new URL(path, origin))).text();
  const [list, sitemap, feed] = await Promise.all([text('/notice'), text('/sitemap.xml'), text('/notice/rss.xml')]);
  return { list: list.includes(title), sitemap: sitemap.includes(`/notice/${id}`), feed: feed.includes(title) };
}

const everywhere = (shown: boolean) => ({ list: shown, sitemap: shown, feed: shown });

describe('scheduled publishing (decision 0046)', () => {
  it(
    'a notice planned two minutes ahead appears in every process without a click, and goes at its time',
    async () => {
      const account = {
        email: 'planner@office.example',
        displayName: '예약자',
        role: 'editor',
        password: 'cedar-lantern-orbit-52',
      } as const;
      await createServices(site.database.db).staff.accounts.create(account, null, 'test');
      const page: Page = await signInToConsole(site, account);

      const title = `설 연휴 휴무 안내 ${Date.now()}`;
      await page.goto(site.url('/admin/posts/new?kind=notice'));
      await page.getByLabel('제목', { exact: true }).fill(title);
      await page.getByRole('textbox', { name: '본문' }).click();
      await page.keyboard.type('설 연휴에는 사무소를 닫습니다.');
      await page.getByRole('button', { name: '저장', exact: true }).click();
      await page.getByRole('heading', { name: '공지사항 글 수정' }).waitFor();
      const id = Number(/\/posts\/(\d+)/.exec(page.url())?.[1]);
      expect(id).toBeGreaterThan(0);

      // Korea time, to the minute: published at least two minutes from now, taken down a minute later.
      const publishAt = minuteFromNow(3 * minute);
      const unpublishAt = new Date(publishAt.getTime() + minute);
      const card = page.getByRole('region', { name: '예약' });
      await card.getByLabel('게시할 때 (한국 시간)').fill(isoToKoreaLocal(publishAt.toISOString()));
      await card.getByLabel('내릴 때 (한국 시간)').fill(isoToKoreaLocal(unpublishAt.toISOString()));
      await card.getByRole('button', { name: '예약 저장' }).click();
      await expect.poll(() => card.innerText()).toContain('예약했습니다');
      const koreaTime = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Seoul' });
      expect(await card.innerText()).toContain(`${koreaTime.format(publishAt)} 게시 예약`);

      // Staff see it planned in the list; visitors of either process do not see it yet.
      await page.goto(site.url('/admin/posts/notice'));
      const row = page.getByRole('row').filter({ hasText: title });
      expect(await row.innerText()).toContain('예약');
      expect(await row.innerText()).toContain(`${koreaTime.format(publishAt)} 게시 예약`);
      for (const origin of [site.origin, second.origin]) expect(await shownBy(origin, title, id)).toEqual(everywhere(false));

      // Nobody clicks anything from here on. Each process's scheduler looks every 15 s.
      const within = (moment: Date) => ({ timeout: moment.getTime() - Date.now() + minute, interval: 2_000 });
      for (const origin of [site.origin, second.origin])
        await expect.poll(() => shownBy(origin, title, id), within(publishAt)).toEqual(everywhere(true));
      expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());
      // A visitor of the second process finds it on the list.
      const { page: visitor } = await site.newPage({ viewport: 'mobile' });
      await visitor.goto(new URL('/notice', second.origin).href);
      await visitor.getByRole('link', { name: title }).waitFor();

      for (const origin of [site.origin, second.origin])
        await expect.poll(() => shownBy(origin, title, id), within(unpublishAt)).toEqual(everywhere(false));
      expect(Date.now()).toBeGreaterThanOrEqual(unpublishAt.getTime());

      // Back in the console: a draft again, nothing planned, and the scheduler's two changes in the audit log.
      await page.goto(site.url(`/admin/posts/${id}`));
      await page.getByRole('heading', { name: '공지사항 글 수정' }).waitFor();
      expect(await page.getByRole('region', { name: '예약' }).innerText()).toContain('예약 없음');
    },
    6 * minute,
  );
});
