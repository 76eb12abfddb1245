// What a test reads from an open page: hydration, layout shifts, held requests, markers, axe.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Resolves once React has hydrated the page (its elements carry React's fiber keys): only then do
 * in-app links, the form and the language selector's handlers work.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const probe = document.querySelector('footer a, footer');
    return Boolean(probe && Object.keys(probe).some((key) => key.startsWith('__reactFiber$')));
  });
}

/**
 * Records each layout shift with what moved (tag, classes, rectangles before and after), so that
 * a failure says which element it was.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    const shifts: string[] = [];
    (window as unknown as { __shifts: string[] }).__shifts = shifts;
    const box = (rect: DOMRectReadOnly) => [rect.x, rect.y, rect.width, rect.height].map((n) => Math.round(n * 10) / 10).join(',');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { value, sources } = entry as PerformanceEntry & { value: number; sources?: Source[] };
        const moved = (sources ?? []).map(({ node, previousRect, currentRect }) => {
          const element = node instanceof Element ? node : node?.parentElement;
          return `${element?.tagName ?? '?'}.${element?.getAttribute('class') ?? ''} ${box(previousRect)} -> ${box(currentRect)}`;
        });
        shifts.push(`${value} at ${Math.round(entry.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded since the page started loading, once it has loaded. */
export async function layoutShifts(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { __shifts?: string[] }).__shifts);
  // Undefined if the observer never started (a script that threw would prove nothing).
  expect(shifts, 'the layout-shift observer ran').toBeDefined();
  return shifts!;
}

/**
 * Holds back every tRPC request the page makes from now on (a navigation's data), or those of one
 * procedure (a glob of its URL, as `page.route` takes), until the returned function is called, so
 * that what shows while a page loads stays long enough to be read.
 */
export async function holdDataRequests(page: Page, url = '**/trpc/**'): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Puts a marker on `window`; it survives in-app navigation and disappears on a full page load. */
export async function setWindowMarker(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker?: string }).__e2eMarker = 'still the same document';
  });
}

export async function readWindowMarker(page: Page): Promise<string | null> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker ?? null);
}

/** The WCAG A/AA rules the site must pass. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe's violations, one line each: rule id, impact, and every offending target with its summary.
 * Sections the site leaves unrendered until they near the viewport (`content-visibility: auto`:
 * the footer, the home page's lower sections) are rendered first, as a visitor who scrolls there
 * sees them. One CI run read the footer's light text as on white, probably in the frame the footer
 * turned visible; not reproduced locally.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  const results = await new AxeBuilder({ page }).withTags(axeTags).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    target ${JSON.stringify(node.target)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n'),
  );
}
