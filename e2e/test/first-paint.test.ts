import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { routeBundles } from '@office/web/bundles';
import { createServices } from '@office/api/services';
import { readWindowMarker, seedText, setWindowMarker, useSite, waitForHydration } from './support';
import { templatePage } from '@office/contracts';

const site = useSite();
// The web build this suite serves, found through the package (as the server finds it).
const clientDir = join(dirname(createRequire(import.meta.url).resolve('@office/web/package.json')), 'dist/client');

/**
 * The structure the first paint depends on (goals 1 and 2 of docs/performance.md, decision 0023). No timings:
 * Lighthouse's figures are the bench's; these are the choices that make them.
 */

interface ImageInfo {
  loading: string | null;
  fetchPriority: string | null;
  sources: Array<{ type: string | null; srcset: string | null; sizes: string | null }>;
}

const images = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((img) => ({
      loading: img.getAttribute('loading'),
      fetchPriority: img.getAttribute('fetchpriority'),
      sources: [...(img.parentElement?.querySelectorAll('source') ?? [])].map((source) => ({
        type: source.getAttribute('type'),
        srcset: source.getAttribute('srcset'),
        sizes: source.getAttribute('sizes'),
      })),
    })),
  ) as Promise<ImageInfo[]>;

const preloads = (page: Page) =>
  // All of them: React would add a plain one of its own for an eager `<img>` outside a `<picture>`
  // (the header's logo was one, decision 0028).
  page.locator('head link[rel="preload"][as="image"]').evaluateAll((links) =>
    links.map((link) => ({
      imagesrcset: link.getAttribute('imagesrcset'),
      imagesizes: link.getAttribute('imagesizes'),
      fetchPriority: link.getAttribute('fetchpriority'),
    })),
  );

/** A site picture offers AVIF then WebP, each in two or three widths, with `sizes`. */
function expectResponsive(image: ImageInfo) {
  expect(image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  for (const source of image.sources) {
    expect(source.srcset!.split(', ').length).toBeGreaterThanOrEqual(2);
    expect(source.srcset!.split(', ').length).toBeLessThanOrEqual(3);
    expect(source.sizes).toBeTruthy();
  }
}

async function open(path: string, viewport: 'mobile' | 'desktop' = 'mobile'): Promise<Page> {
  const { page } = await site.newPage({ viewport });
  await page.goto(site.url(path));
  return page;
}

describe('first paint', () => {
  it('home: the hero is eager with high priority, responsive, and preloaded with the same srcset and sizes; the rest is lazy', async () => {
    const page = await open('/');
    const [hero, ...others] = await images(page, 'main img');
    expect(hero).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
    expectResponsive(hero!);
    expect(others.length).toBeGreaterThan(0);
    for (const image of others) {
      expect(image).toMatchObject({ loading: 'lazy', fetchPriority: null });
      expectResponsive(image);
    }
    const avif = hero!.sources[0]!;
    expect(await preloads(page)).toEqual([{ imagesrcset: avif.srcset, imagesizes: avif.sizes, fetchPriority: 'high' }]);
  });

  it('every page arrives whole: its content in place, never a streamed Suspense boundary revealed later', async () => {
    const [notice] = await site.publishedPosts('notice');
    const [item] = await site.publishedPosts('library');
    for (const path of [
      '/',
      '/about',
      '/mainTask',
      '/contact',
      '/notice',
      `/notice/${notice!.id}`,
      '/library',
      `/library/${item!.id}`,
      '/terms',
    ]) {
      for (const lang of ['ko', 'en']) {
        const html = await (await fetch(site.url(`${path}?lang=${lang}`))).text();
        // React reveals a boundary that suspended on the server by a script, in batches: the
        // largest paint would then wait for it (a route's pending component that suspended did).
        expect(html, path).not.toContain('<template id="B:');
        expect(html.slice(html.indexOf('<main'), html.indexOf('</main>')), path).toContain('<h1');
      }
    }
  });

  // On a desktop the slide is a row of image and text: the held-back picture's box once made every
  // slide 552 px tall where the images make it 378, and the row shrank when they came.
  it.each(['mobile', 'desktop'] as const)(
    'home (%s): the off-screen slides’ images are asked for only once the page has been shown, in the box they will fill; without JavaScript at once',
    async (viewport) => {
      const { page } = await site.newPage({ viewport });
      // When <html> was marked shown, and the carousel's height once parsed and at every later frame.
      await page.addInitScript(() => {
        const record = { paintedAt: -1, heights: [] as number[] };
        (window as unknown as { __slides: typeof record }).__slides = record;
        const carouselHeight = () => (document.querySelector('[aria-roledescription="carousel"]') as HTMLElement | null)?.offsetHeight;
        new MutationObserver(() => {
          if (record.paintedAt < 0 && document.documentElement.hasAttribute('data-painted')) record.paintedAt = performance.now();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-painted'] });
        const frame = () => {
          const height = carouselHeight();
          if (height !== undefined && height !== record.heights.at(-1)) record.heights.push(height);
          if (record.heights.length < 5 && performance.now() < 10_000) requestAnimationFrame(frame);
        };
        // From the parsed document on (a frame shown while the HTML is still arriving may hold only
        // some of the slides), long before the page is marked.
        document.addEventListener('DOMContentLoaded', () => frame(), { once: true });
      });
      await page.goto(site.url('/'));
      await waitForHydration(page);
      const slideImages = page.locator('[aria-roledescription="slide"] img');
      expect(await slideImages.count()).toBe(4);
      // The second slide is near enough for the browser's lazy loading to fetch it at once.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[aria-roledescription="slide"] img')]
          .slice(0, 2)
          .every((img) => img.complete && img.naturalWidth > 0),
      );
      const { paintedAt, heights, starts } = await page.evaluate(() => {
        const { paintedAt, heights } = (window as unknown as { __slides: { paintedAt: number; heights: number[] } }).__slides;
        const starts = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/images\/(slides|hero)\//.test(entry.name))
          .map((entry) => ({ file: new URL(entry.name).pathname.split('/').pop()!.split('-')[0]!, startTime: entry.startTime }));
        return { paintedAt, heights, starts };
      });
      expect(paintedAt).toBeGreaterThan(0);
      const startOf = (file: string) => starts.find((entry) => entry.file === file)?.startTime;
      for (const early of ['home', 'slide1']) expect(startOf(early), early).toBeLessThan(paintedAt);
      expect(startOf('slide2')).toBeGreaterThanOrEqual(paintedAt);
      // The farther ones, if the browser fetched them yet, came after too.
      for (const { file, startTime } of starts.filter((entry) => /^slide[34]$/.test(entry.file)))
        expect(startTime, file).toBeGreaterThanOrEqual(paintedAt);
      // One height from the parsed document on: the pictures held the images' boxes.
      expect(heights).toHaveLength(1);

      // Without scripts nothing marks the page: the rule that holds the images back does not apply.
      const { page: plain } = await site.newPage({ viewport, javaScriptEnabled: false });
      await plain.goto(site.url('/'));
      const displays = await plain
        .locator('[aria-roledescription="slide"] img')
        .evaluateAll((images) => images.map((img) => getComputedStyle(img).display));
      expect(displays).toHaveLength(4);
      expect(displays).not.toContain('none');
    },
  );

  it('every file a srcset names exists', async () => {
    const page = await open('/');
    const files = (await images(page, 'main img')).flatMap((image) =>
      image.sources.flatMap((source) => source.srcset!.split(', ').map((candidate) => candidate.split(' ')[0]!)),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of new Set(files)) expect((await fetch(site.url(file))).status, file).toBe(200);
  });

  it.each(['/notice', '/library'])(
    '%s: the first card is eager with high priority and preloaded, the rest of the first row eager at the browser’s priority, the rest lazy',
    async (path) => {
      const page = await open(path);
      const cards = await images(page, 'main article img');
      expect(cards.length).toBeGreaterThan(3);
      cards.forEach((card, index) => {
        expect(card).toMatchObject(
          index === 0
            ? { loading: 'eager', fetchPriority: 'high' }
            : index < 3
              ? { loading: 'eager', fetchPriority: null }
              : { loading: 'lazy', fetchPriority: null },
        );
        expectResponsive(card);
      });
      const [preload, ...others] = await preloads(page);
      expect(others).toEqual([]);
      expect(preload).toEqual({
        imagesrcset: cards[0]!.sources[0]!.srcset,
        imagesizes: cards[0]!.sources[0]!.sizes,
        fetchPriority: 'high',
      });
    },
  );

  /** The inline `<style>` of a page's head, as served. */
  const inlineStyle = async (path: string) => {
    const html = await (await fetch(site.url(path))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
    return [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join('');
  };

  it('each page blocks on no stylesheet: it inlines the rules its own classes use, never Swiper’s, never another page’s', async () => {
    // Classes that only one page has: the inquiry form's (contact) and the legal text's (terms).
    const classOf = async (path: string, selector: string) => {
      const page = await open(path);
      return (await page.locator(selector).first().getAttribute('class'))!.split(' ')[0]!;
    };
    const formClass = await classOf('/contact', 'main form');
    const legalClass = await classOf('/terms', 'main article');
    const whole = readFileSync(
      join(
        clientDir,
        'assets',
        readdirSync(join(clientDir, 'assets')).find((file) => /^style-.+\.css$/.test(file))!,
      ),
      'utf8',
    );
    expect(whole).toContain(`.${formClass}{`);
    expect(whole).toContain(`.${legalClass}{`);
    for (const path of ['/', '/about', '/notice', '/contact', '/terms']) {
      const style = await inlineStyle(path);
      expect(style.length, path).toBeGreaterThan(3_000);
      expect(style.length, path).toBeLessThan(whole.length);
      expect(style.includes(`.${formClass}{`), path).toBe(path === '/contact');
      expect(style.includes(`.${legalClass}{`), path).toBe(path === '/terms');
      // Swiper's own rules (its wrapper's flex layout) come only with its chunk, on the home page.
      expect(style, path).not.toContain('.swiper-wrapper{');
    }
  });

  it('once loaded, a page links the whole stylesheet before its scripts: a page reached in the app is styled as if loaded', async () => {
    const page = await open('/', 'desktop');
    await waitForHydration(page);
    const linked = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(linked).toEqual([expect.stringMatching(/^\/assets\/style-.+\.css$/)]);
    // The legal text's rules are not in the home page's <style>; the footer's link is followed in the app.
    const documentStyle = (target: Page) =>
      target
        .locator('main article')
        .first()
        .evaluate((article) => {
          const style = getComputedStyle(article);
          return { maxWidth: style.maxWidth, paddingTop: style.paddingTop };
        });
    await setWindowMarker(page);
    await page
      .locator('footer')
      .getByRole('link', { name: seedText(templatePage, 'footer.terms', 'ko'), exact: true })
      .click();
    await page.waitForURL(/\/terms/);
    await page.waitForFunction((text) => document.querySelector('h1')?.textContent?.trim() === text, seedText('이용약관', 'title', 'ko'));
    expect(await readWindowMarker(page), 'reached in the app, not loaded').toBe('still the same document');
    const loaded = await documentStyle(await open('/terms', 'desktop'));
    expect(loaded.maxWidth).not.toBe('none');
    expect(await documentStyle(page)).toEqual(loaded);
  });

  it('the carousel links Swiper’s stylesheet when it starts, not before', async () => {
    const page = await open('/');
    await waitForHydration(page);
    const linkedNow = () => page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    // The site's own stylesheet only, linked once the page had loaded.
    expect(await linkedNow()).toEqual([expect.stringMatching(/^\/assets\/style-.+\.css$/)]);
    await page.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 50);
    await page.waitForSelector('[data-carousel="live"] .swiper.swiper-initialized');
    const linked = await linkedNow();
    expect(linked.length).toBeGreaterThan(1);
    for (const href of linked) expect(href).toMatch(/^\/assets\/.+\.css$/);
  });

  it("a first visit loads exactly the bundle report's scripts for its route: no query cache or tRPC client, no inquiry widget before the visitor acts", async () => {
    const bundles = Object.fromEntries(routeBundles(clientDir).map((bundle) => [bundle.route, bundle]));
    for (const [path, route] of [
      ['/', '/'],
      ['/notice', '/notice'],
      ['/contact', '/contact'],
      ['/terms', '/terms'],
    ] as const) {
      const { page } = await site.newPage({ viewport: 'mobile' });
      const scripts: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname.slice(1));
      });
      // The scripts are inserted after the paints (up to 3 s later): wait for the page to be
      // hydrated, then for anything it loads after, before counting.
      await page.goto(site.url(path));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.sort(), path).toEqual(bundles[route]!.chunks.map((chunk) => chunk.file).sort());
      expect(scripts.filter((file) => /browser-data|query-client|inquiry-challenge|carousel-swiper/.test(file))).toEqual([]);
    }
  });

  it.each(['/', '/notice', '/terms'])(
    '%s requests its first script only after the page has painted its first and largest content',
    async (path) => {
      const page = await open(path);
      await waitForHydration(page);
      const timings = await page.evaluate(
        () =>
          new Promise<{ paint: number; largest: number; scripts: number[] }>((resolve) => {
            // Buffered: the entries recorded before this observer existed.
            new PerformanceObserver((list) => {
              const largest = Math.max(...list.getEntries().map((entry) => entry.startTime));
              const paint = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
              const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
                .filter((entry) => entry.initiatorType === 'script' || /\/assets\/.+\.js$/.test(entry.name))
                .map((entry) => entry.startTime);
              resolve({ paint, largest, scripts });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(timings.scripts.length).toBeGreaterThan(0);
      for (const start of timings.scripts) {
        expect(start).toBeGreaterThanOrEqual(timings.paint);
        expect(start).toBeGreaterThanOrEqual(timings.largest);
      }
    },
  );

  it('hydrates without making an Intl formatter (its dates and file sizes come formatted with the page); a page reached in the app formats its own the same', async () => {
    const [item] = await site.publishedPosts('library');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5000, 0x20), Buffer.from('\n%%EOF\n')]);
    await createServices(site.database.db).content.files.addAttachment(item!.id, { name: 'form.pdf', bytes: pdf }, null);
    // The item was rendered earlier in this file: its kept answer goes now, not when Postgres's notice arrives.
    site.services.cache.invalidate();
    // Counts the Intl formatters the page makes; the first one loads its locale's data (20–40 ms).
    const countFormatters = `window.__formatters = 0;
      for (const name of ['DateTimeFormat', 'NumberFormat']) {
        const Original = Intl[name];
        Intl[name] = new Proxy(Original, {
          construct(target, args) { window.__formatters += 1; return Reflect.construct(target, args); },
          apply(target, self, args) { window.__formatters += 1; return Reflect.apply(target, self, args); },
        });
      }`;
    const formatters = (page: Page) => page.evaluate(() => (window as unknown as { __formatters: number }).__formatters);
    const shown = (page: Page) => page.locator('main time, main li span').allTextContents();

    const detail = `/library/${item!.id}?lang=ru`;
    const direct: Record<string, string[]> = {};
    const [notice] = await site.publishedPosts('notice');
    const search = `/notice?q=${encodeURIComponent(notice!.title.split(' ')[0]!)}&lang=ja`;
    for (const path of ['/library?lang=ru', detail, '/notice?lang=en', search]) {
      const { page } = await site.newPage({ viewport: 'mobile' });
      await page.addInitScript({ content: countFormatters });
      await page.goto(site.url(path));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await formatters(page), path).toBe(0);
      direct[path] = await shown(page);
    }
    const kilobytes = new Intl.NumberFormat('ru-RU', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(5);
    expect(direct[detail]).toContain(`(${kilobytes})`);
    expect(direct['/notice?lang=en']!.join(' ')).toMatch(/\b20\d\d\b/);
    expect(direct[search]!.join(' ')).toMatch(/20\d\d年/);

    // From the list to the item in the app: the browser's loader formats them, as the server did.
    const { page } = await site.newPage({ viewport: 'mobile' });
    await page.addInitScript({ content: countFormatters });
    await page.goto(site.url('/library?lang=ru'));
    await waitForHydration(page);
    await setWindowMarker(page);
    await page.locator(`main article a[href^="/library/${item!.id}"]`).click();
    await page.waitForURL((url) => url.pathname === `/library/${item!.id}`);
    await page.getByRole('link', { name: 'form.pdf' }).waitFor();
    expect(await readWindowMarker(page)).not.toBeNull();
    expect(await formatters(page)).toBeGreaterThan(0);
    expect(await shown(page)).toEqual(direct[detail]);
  });

  it('the first-visit JavaScript of every route is within its 100 KiB goal (brotli bytes of the built files)', () => {
    for (const bundle of routeBundles(clientDir)) expect(bundle.brotli, bundle.route).toBeLessThanOrEqual(budgetBytes);
  });
});

/**
 * Goal 2 of docs/performance.md, 100 KiB as Lighthouse counts it. The build reaches 95.6–98.5 KiB of brotli files
 * per route (117–119 KiB before decision 0023): React DOM and the router are 82 KiB of it, and the
 * query cache loads with the first navigation (decisions 0023, 0025).
 */
const budgetBytes = 100 * 1024;
