import { type CategoryKey, categoryKeys, type LanguageCode } from '@office/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mainTaskContents } from '@office/db/seed/main-task-contents';
import { axeViolations, readWindowMarker, seedText, setWindowMarker, useSite, waitForHydration, type ViewportName } from './support';

const site = useSite();

/** The first heading of a category's seeded HTML: what the panel must start with. */
const panelHeading = (category: CategoryKey, lang: LanguageCode) => mainTaskContents[category][lang].match(/<h2>(.*?)<\/h2>/)![1]!;

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('main-task tabs', () => {
  it.each(['ko', 'en'] as const)('a tab swaps the panel content; arrow keys move the focus (%s)', async (lang) => {
    const { page } = await site.newPage();
    await page.goto(site.url(lang === 'ko' ? '/mainTask' : '/mainTask?lang=en'));
    await waitForHydration(page);
    const tablist = page.getByRole('tablist', { name: seedText('주요업무', 'tabs.label', lang) });
    const tabs = tablist.getByRole('tab');
    const panel = page.locator('#main-task-panel');
    expect(await tabs.count()).toBe(6);
    expect(await tablist.getByRole('tab', { name: seedText('주요업무', 'category1', lang) }).getAttribute('aria-selected')).toBe('true');
    expect((await panel.locator('h2').first().innerText()).trim()).toBe(panelHeading('category1', lang));
    const firstText = await panel.innerText();

    await setWindowMarker(page);
    const third = tablist.getByRole('tab', { name: seedText('주요업무', 'category3', lang) });
    await third.click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'category3');
    await page.waitForFunction(() => document.querySelector('#main-task-panel')?.getAttribute('aria-labelledby') === 'tab-category3');
    expect(await third.getAttribute('aria-selected')).toBe('true');
    expect(await tablist.locator('[aria-selected="true"]').count()).toBe(1);
    expect((await panel.locator('h2').first().innerText()).trim()).toBe(panelHeading('category3', lang));
    expect(await panel.innerText()).not.toBe(firstText);
    expect(await readWindowMarker(page), 'a tab change reloaded the page').not.toBeNull();

    // Keyboard: from the selected tab, arrows move (and wrap), Home and End jump.
    await third.focus();
    await page.keyboard.press('ArrowRight');
    expect(await focusedId(page)).toBe('tab-category4');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedId(page)).toBe('tab-category2');
    await page.keyboard.press('End');
    expect(await focusedId(page)).toBe('tab-category6');
    await page.keyboard.press('ArrowRight');
    expect(await focusedId(page)).toBe('tab-category1');
    await page.keyboard.press('ArrowLeft');
    expect(await focusedId(page)).toBe('tab-category6');
    await page.keyboard.press('Home');
    expect(await focusedId(page)).toBe('tab-category1');

    // Enter on a focused tab selects it.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('#main-task-panel')?.getAttribute('aria-labelledby') === 'tab-category2');
    expect((await panel.locator('h2').first().innerText()).trim()).toBe(panelHeading('category2', lang));
  });

  it('on a phone, a link to the last tab shows that tab in the sideways-scrolling row', async () => {
    const { page } = await site.newPage({ viewport: 'mobile', locale: 'ja-JP' });
    await page.goto(site.url('/mainTask?tab=category6&lang=ja'));
    await waitForHydration(page);
    const selected = page.getByRole('tab', { name: seedText('주요업무', 'category6', 'ja') });
    expect(await selected.getAttribute('aria-selected')).toBe('true');
    // Wholly inside the viewport's width, and the page itself did not scroll.
    await expect
      .poll(() =>
        selected.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.left >= 0 && box.right <= window.innerWidth;
        }),
      )
      .toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('every tab URL renders its category', async () => {
    const { page } = await site.newPage();
    for (const category of categoryKeys) {
      await page.goto(site.url(category === 'category1' ? '/mainTask' : `/mainTask?tab=${category}`));
      expect(await page.locator(`#tab-${category}`).getAttribute('aria-selected')).toBe('true');
      expect((await page.locator('#main-task-panel h2').first().innerText()).trim()).toBe(panelHeading(category, 'ko'));
    }
  });
});

/** The real index (0-3) of Swiper's active slide. */
const activeIndex = (page: Page) =>
  page.evaluate(() => Number(document.querySelector('.swiper-slide-active')?.getAttribute('data-swiper-slide-index') ?? -1));

/**
 * Until slide `index` is active and the transition to it has ended (in loop mode Swiper ignores a
 * click while it is still sliding, as a person would wait for the slide to settle).
 */
const waitForActive = (page: Page, index: number) =>
  page.waitForFunction((i) => {
    const swiper = (document.querySelector('.swiper') as (Element & { swiper?: { animating: boolean } }) | null)?.swiper;
    return (
      swiper?.animating === false && document.querySelector('.swiper-slide-active')?.getAttribute('data-swiper-slide-index') === String(i)
    );
  }, index);

describe('home carousel', () => {
  const slideTitle = (n: number) => seedText('홈', `section1.slide${n}.title` as 'section1.slide1.title', 'ko');

  it('is a static row of the four slides in the server HTML', async () => {
    const html = await (await fetch(site.url('/'))).text();
    expect(html).toMatch(/aria-roledescription="carousel"[^>]*data-carousel="static"/);
    // No Swiper markup before Swiper runs (the inlined stylesheet names its classes in selectors).
    expect(html).not.toMatch(/class="[^"]*swiper/);
    for (let n = 1; n <= 4; n++) expect(html).toContain(slideTitle(n));
    // Each static slide is a named group.
    for (let n = 1; n <= 4; n++) expect(html).toContain(`role="group" aria-roledescription="slide" aria-label="${slideTitle(n)}"`);
  });

  it('passes axe as the static row too (what a visitor has before any interaction, or without JavaScript)', async () => {
    const { page } = await site.newPage({ viewport: 'mobile', reducedMotion: 'reduce' });
    await page.goto(site.url('/?lang=ru'));
    await waitForHydration(page);
    expect(await page.locator('[data-carousel]').getAttribute('data-carousel')).toBe('static');
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each(['desktop', 'mobile'] as ViewportName[])(
    'turns into Swiper near the viewport once the visitor acts: next, bullets, loop (%s)',
    async (viewport) => {
      const { page } = await site.newPage({ viewport });
      await page.goto(site.url('/'));
      await waitForHydration(page);
      const carousel = page.locator('[data-carousel]');
      expect(await carousel.getAttribute('aria-label')).toBe(seedText('홈', 'section1.title', 'ko'));

      // Until the visitor does anything, the first load stays without Swiper (a first visit's budget).
      await page.waitForTimeout(300);
      expect(await carousel.getAttribute('data-carousel')).toBe('static');

      const staticHeight = (await carousel.boundingBox())!.height;
      await carousel.scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 40);
      await page.waitForSelector('[data-carousel="live"] .swiper.swiper-initialized');
      await page.waitForSelector('.swiper-button-next');
      // Swiper takes over in the same space (room for the dots kept), with its arrows over the image.
      expect(Math.abs((await carousel.boundingBox())!.height - staticHeight)).toBeLessThanOrEqual(1);
      const arrow = (await page.locator('.swiper-button-next').boundingBox())!;
      const image = (await page.locator('.swiper-slide-active img').boundingBox())!;
      expect(arrow.y + arrow.height / 2).toBeGreaterThan(image.y);
      expect(arrow.y + arrow.height / 2).toBeLessThan(image.y + image.height);
      await waitForActive(page, 0);
      expect(await activeIndex(page)).toBe(0);
      expect((await page.locator('.swiper-slide-active h3').innerText()).trim()).toBe(slideTitle(1));

      await page.locator('.swiper-button-next').click();
      await waitForActive(page, 1);
      expect((await page.locator('.swiper-slide-active h3').innerText()).trim()).toBe(slideTitle(2));

      const bullets = page.locator('.swiper-pagination-bullet');
      expect(await bullets.count()).toBe(4);
      // The bullets are buttons named by their slides' titles, in the page's language.
      for (let n = 1; n <= 4; n++) await page.getByRole('button', { name: slideTitle(n), exact: true }).waitFor();
      await bullets.nth(3).click();
      await waitForActive(page, 3);
      expect(await bullets.nth(3).getAttribute('class')).toContain('swiper-pagination-bullet-active');
      expect((await page.locator('.swiper-slide-active h3').innerText()).trim()).toBe(slideTitle(4));

      // Loop: next from the last is the first; previous from the first is the last.
      await page.locator('.swiper-button-next').click();
      await waitForActive(page, 0);
      expect((await page.locator('.swiper-slide-active h3').innerText()).trim()).toBe(slideTitle(1));
      await page.locator('.swiper-button-prev').click();
      await waitForActive(page, 3);
    },
  );
});
