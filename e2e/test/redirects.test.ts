import type { StaffMember } from '@office/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createServices } from '@office/api/services';
import { axeViolations, signInToConsole, useSite } from './support';

const site = useSite();

const account = {
  email: 'redirects-editor@office.example',
  displayName: '리다이렉트편집자',
  role: 'editor',
  password: 'maple-harbor-quill-27',
} as const;
let staff: StaffMember;

beforeAll(async () => {
  staff = await createServices(site.database.db).staff.accounts.create(account, null, 'test');
});

/** A GET that does not follow redirects: its status and Location. */
const get = async (path: string) => {
  const response = await fetch(site.url(path), { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location'), cacheControl: response.headers.get('cache-control') };
};

/** The console's redirects screen, opened whole. */
async function openRedirects(page: Page): Promise<void> {
  await page.goto(site.url('/admin/redirects'));
  await page.getByRole('heading', { name: '리다이렉트', level: 1 }).waitFor();
}

/** Accepts the next `window.confirm`. */
const acceptNextConfirm = (page: Page) => page.once('dialog', (dialog) => void dialog.accept());

describe('redirects and gone pages (decision 0047)', () => {
  it('staff add a redirect in the console; the from-path, its page kept first, answers 301 to the target; its hits show', async () => {
    // The page is kept by the page cache from its second request on.
    expect((await get('/terms?lang=en')).status).toBe(200);
    expect((await get('/terms?lang=en')).status).toBe(200);
    expect(site.pageCache.peek('en:/terms?lang=en')).toBeDefined();

    const page = await signInToConsole(site, account);
    await openRedirects(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('옮길 주소').fill('/terms/');
    await page.getByLabel('옮겨 갈 주소').fill('/privacy');
    await page.getByRole('radio', { name: '영구 (301)' }).check();
    await page.getByRole('button', { name: '추가', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '리다이렉트를 추가했습니다: /terms → /privacy' }).waitFor();
    const row = page.getByRole('row', { name: /\/terms/ });
    await expect.poll(() => row.textContent()).toContain('영구 301');

    const answer = await get('/terms?lang=en');
    expect(answer).toEqual({ status: 301, location: '/privacy?lang=en', cacheControl: 'public, max-age=3600' });
    // A browser lands on the target, in its language.
    const { page: visitor } = await site.newPage({ locale: 'en-US' });
    await visitor.goto(site.url('/terms?lang=en'));
    expect(new URL(visitor.url()).pathname + new URL(visitor.url()).search).toBe('/privacy?lang=en');

    // Hits are written every few seconds: the screen shows them once they are.
    await expect
      .poll(
        async () => {
          await openRedirects(page);
          return page
            .getByRole('row', { name: /\/terms/ })
            .getByRole('cell')
            .nth(2)
            .textContent();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toMatch(/^[2-9]\d*회$/);

    // Deleted (after confirming), the page answers again.
    acceptNextConfirm(page);
    await page.getByRole('button', { name: '지우기 /terms' }).click();
    await page.getByRole('status').filter({ hasText: '/terms 리다이렉트를 지웠습니다.' }).waitFor();
    expect((await get('/terms?lang=en')).status).toBe(200);
  });

  it('a deleted post answers 410 with a page saying so in the visitor’s language, and the way to the list', async () => {
    const [notice] = await site.publishedPosts('notice');
    await site.services.content.posts.delete(notice!.id, {
      id: staff.id,
      email: staff.email,
      displayName: staff.displayName,
      role: 'editor',
    });

    const { page } = await site.newPage({ locale: 'en-US' });
    const response = await page.goto(site.url(`/notice/${notice!.id}?lang=en`));
    expect(response!.status()).toBe(410);
    await page.getByRole('heading', { name: 'This post has been removed', level: 1 }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await page.getByRole('link', { name: 'Back to list' }).click();
    await page.waitForURL((url) => url.pathname === '/notice' && url.search === '?lang=en');

    const korean = await page.goto(site.url(`/notice/${notice!.id}?lang=ko`));
    expect(korean!.status()).toBe(410);
    await page.getByRole('heading', { name: '삭제된 글입니다', level: 1 }).waitFor();
    // An id that never existed is not found.
    expect((await page.goto(site.url('/notice/2000000000')))!.status()).toBe(404);
  });

  it('the 404 list shows a missing path visitors asked for; its button fills the form, and a redirect takes it off', async () => {
    const { page: visitor } = await site.newPage();
    expect((await visitor.goto(site.url('/old-price-list')))!.status()).toBe(404);

    const page = await signInToConsole(site, account);
    const missingRow = () => page.getByRole('region', { name: '자주 찾는 없는 주소' }).getByRole('row', { name: /\/old-price-list/ });
    await expect
      .poll(
        async () => {
          await openRedirects(page);
          return missingRow().count();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(1);
    expect(await missingRow().textContent()).toContain('1회');

    await page.getByRole('button', { name: '리다이렉트 만들기 /old-price-list' }).click();
    expect(await page.getByLabel('옮길 주소').inputValue()).toBe('/old-price-list');
    // The path to fill next has the focus.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('toPath');

    // A target elsewhere is refused beside its field, before anything is sent.
    await page.getByLabel('옮겨 갈 주소').fill('https://elsewhere.example/');
    await page.getByRole('button', { name: '추가', exact: true }).click();
    expect(await page.getByLabel('옮겨 갈 주소').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('옮겨 갈 주소').fill('/about');
    await page.getByRole('radio', { name: '임시 (302)' }).check();
    await page.getByRole('button', { name: '추가', exact: true }).click();
    await page.getByRole('status').filter({ hasText: '리다이렉트를 추가했습니다' }).waitFor();
    await expect.poll(() => missingRow().count()).toBe(0);
    expect(await get('/old-price-list')).toEqual({ status: 302, location: '/about', cacheControl: 'no-cache' });

    // The screen does not scroll sideways on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
