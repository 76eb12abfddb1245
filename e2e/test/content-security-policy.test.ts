import type { LanguageCode } from '@office/contracts';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { watchSecurityPolicy } from './security-policy-watch';
import {
  type E2E,
  localeFor,
  prepareConsoleScreens,
  readWindowMarker,
  routeExpectation,
  routeNames,
  type RouteName,
  setWindowMarker,
  useSite,
  waitForHydration,
  withLang,
} from './support';

const site = useSite();

/** How each page's scripts were vouched for, by the policy it came with. */
const trustSeen = new Set<'nonce' | 'hash'>();

async function openWatched(site: E2E, lang: LanguageCode = 'ko') {
  const { context, page } = await site.newPage({ locale: localeFor[lang] });
  const violations = await watchSecurityPolicy(context, page);
  return { page, violations };
}

function recordTrust(policy: string | undefined) {
  expect(policy, 'the page has a Content-Security-Policy').toBeTruthy();
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  if (/script-src[^;]*'nonce-/.test(policy!)) trustSeen.add('nonce');
  if (/script-src[^;]*'sha256-/.test(policy!)) trustSeen.add('hash');
}

/** A page's scripts ran in full: navigating from it happens in the app, not by a page load. */
async function expectClientNavigation(page: Page, selector: string) {
  await setWindowMarker(page);
  const before = page.url();
  await page.locator(selector).first().click();
  await page.waitForURL((url) => url.href !== before);
  await page.locator('h1').first().waitFor();
  expect(await readWindowMarker(page), `${before}: the click loaded a new document (not hydrated?)`).toBe('still the same document');
}

/**
 * Four languages: Korean by the bare URL (negotiated), English by `?lang=`, Russian and Chinese
 * with an unknown parameter too (redirected to the normal URL first, decision 0011).
 */
const visits: Array<{ lang: LanguageCode; viaUrl: boolean; extra: string }> = [
  { lang: 'ko', viaUrl: false, extra: '' },
  { lang: 'en', viaUrl: true, extra: '' },
  { lang: 'ru', viaUrl: true, extra: 'ref=csp-test' },
  { lang: 'zh', viaUrl: true, extra: 'ref=csp-test' },
];

describe.each(visits)('public pages under their policy ($lang $extra)', ({ lang, viaUrl, extra }) => {
  it.each(routeNames)('%s: no violation, hydrated, client navigation works', async (name: RouteName) => {
    const route = await routeExpectation(site, name);
    const { page, violations } = await openWatched(site, lang);
    let path = withLang(route.path, viaUrl ? lang : null);
    if (extra) path += `${path.includes('?') ? '&' : '?'}${extra}`;

    const response = await page.goto(site.url(path));
    expect(response?.status()).toBe(route.status);
    recordTrust(response?.headers()['content-security-policy']);
    await waitForHydration(page);
    if (name === 'home') {
      // Swiper (a lazy chunk) starts on the first interaction.
      await page.locator('[data-carousel]').scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 40);
      await page.waitForSelector('.swiper.swiper-initialized');
    }
    await page.locator('footer').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    // The footer's links are in-app (the header's load pages whole, on purpose).
    await expectClientNavigation(page, name === 'terms' ? 'footer a[href*="/privacy"]' : 'footer a[href*="/terms"]');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});

describe('how the pages vouch for their scripts', () => {
  it('by hash, every page above (they are rendered whole and cached; only the console uses nonces)', () => {
    expect([...trustSeen]).toEqual(['hash']);
  });
});

describe('the REST API reference page', () => {
  it('renders the document under its own policy without a single violation (no eval, no inline script)', async () => {
    const { page, violations } = await openWatched(site);
    const response = await page.goto(site.url('/api/docs/'));
    // Swagger UI's own files, by origin, and nothing else: no inline script to vouch for, no
    // 'unsafe-eval' (decision 0030).
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(/(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]).toBe("'self'");
    // It renders /api/openapi.json: the title, and the operations by their paths.
    await page.getByRole('heading', { name: /Office website REST API/ }).waitFor();
    await page.getByText('/api/common/notices/{id}/', { exact: true }).waitFor();
    // An operation opens and is tried against the server from the page (a fetch to its own origin).
    await page.getByText('All published notices', { exact: true }).click();
    await page.getByRole('button', { name: 'Try it out' }).click();
    await page.getByRole('button', { name: 'Execute' }).click();
    await page.locator('.live-responses-table .response-col_status').filter({ hasText: '200' }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});

const admin = { email: 'csp-admin@office.example', displayName: '정보안', role: 'admin', password: 'lantern-orchid-basalt-52' } as const;
const screens: string[] = [];

/** A small PNG for the thumbnail upload. */
const png = () =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: { r: 29, g: 53, b: 87 } } })
    .png()
    .toBuffer();

describe('the staff console under its policy', () => {
  beforeAll(async () => {
    screens.push(...(await prepareConsoleScreens(site, admin)));
  });

  it('signs in, opens every screen, edits and uploads without a violation', async () => {
    const { page, violations } = await openWatched(site);
    const response = await page.goto(site.url('/admin/'));
    const policy = response?.headers()['content-security-policy'];
    recordTrust(policy);
    expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    await page.getByLabel('이메일').fill(admin.email);
    await page.getByLabel('비밀번호').fill(admin.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('heading', { name: `안녕하세요, ${admin.displayName}님` }).waitFor();

    for (const path of screens) {
      await page.goto(site.url(path));
      await page.locator('main h1').first().waitFor();
      await page.waitForLoadState('networkidle');
    }

    // The editor (its own lazy chunk, injecting its styles) takes text; a thumbnail shows its preview.
    await page.goto(site.url('/admin/posts/new?kind=notice'));
    const body = page.getByRole('textbox', { name: '본문' });
    await body.click();
    await page.keyboard.type('정책 아래에서 입력합니다.');
    expect(await body.innerText()).toContain('정책 아래에서 입력합니다.');
    await page.getByLabel(/썸네일 이미지/).setInputFiles({ name: 'thumb.png', mimeType: 'image/png', buffer: await png() });
    const preview = page.getByRole('img', { name: '썸네일 미리보기' });
    await preview.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt="썸네일 미리보기"]');
      return Boolean(img?.complete && img.naturalWidth > 0);
    });

    // Moving between screens happens in the app.
    await setWindowMarker(page);
    await page.getByRole('navigation', { name: '콘솔 메뉴' }).getByRole('link', { name: '공지사항' }).click();
    await page.getByRole('heading', { name: '공지사항' }).waitFor();
    expect(await readWindowMarker(page)).toBe('still the same document');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });
});
