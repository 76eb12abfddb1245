import { describe, expect, it } from 'vitest';
import { watchSecurityPolicy } from './security-policy-watch';
import { useSite, waitForHydration } from './support';

// A key of the configured shape; Google is not reachable from the tests, so its script is answered here.
const mapsKey = 'AIzaSyTestKey-0123456789abcdefghijkl';
const site = useSite({ mapsKey });

/**
 * Stands in for the Maps JavaScript API: it reaches each kind of origin the real one uses (per
 * Google's CSP guide) in the ways it does, so the page's policy is checked against all of them.
 */
const fakeMapsScript = `(() => {
  const img = new Image(); img.src = 'https://maps.gstatic.com/mapfiles/transparent.png'; document.body.append(img);
  const tile = new Image(); tile.src = 'https://maps.googleapis.com/maps/vt?pb=csp-test'; document.body.append(tile);
  const photo = new Image(); photo.src = 'https://lh3.googleusercontent.com/csp-test'; document.body.append(photo);
  const css = document.createElement('link'); css.rel = 'stylesheet'; css.href = 'https://fonts.googleapis.com/css?family=Roboto'; document.head.append(css);
  const style = document.createElement('style');
  style.textContent = "@font-face{font-family:MapsTest;src:url(https://fonts.gstatic.com/s/roboto/csp-test.woff2)} .maps-csp-test{font-family:MapsTest}";
  document.head.append(style);
  const label = document.createElement('div'); label.className = 'maps-csp-test'; label.textContent = 'map label'; document.body.append(label);
  fetch('https://maps.googleapis.com/maps/api/mapsjs/gen_204?csp_test').catch(() => {});
  const more = document.createElement('script'); more.src = 'https://maps.googleapis.com/maps-api-v3/api/js/csp-test/main.js'; document.head.append(more);
  new Worker(URL.createObjectURL(new Blob([''], { type: 'text/javascript' })));
  new Function('return 1')();
})();`;

/** With GOOGLE_MAPS_API_KEY set, the contact page loads the live map with it (decision 0006). */
describe('office map with a key', () => {
  it('asks Google for its script with the configured key once the map is near', async () => {
    const { context, page } = await site.newPage({ viewport: 'mobile' });
    const violations = await watchSecurityPolicy(context, page);
    const scriptRequests: string[] = [];
    await page.route('https://maps.googleapis.com/**', async (route) => {
      scriptRequests.push(route.request().url());
      await route.fulfill({ status: 503, body: '' });
    });
    await page.goto(site.url('/contact?lang=en'));
    await waitForHydration(page);
    await page.locator('address').first().scrollIntoViewIfNeeded();
    await expect.poll(() => scriptRequests.length).toBeGreaterThan(0);
    expect(new URL(scriptRequests[0]!).searchParams.get('key')).toBe(mapsKey);
    // The fallback block of links stays usable when Google cannot be reached.
    expect(await page.getByRole('link', { name: /Google Maps/ }).count()).toBeGreaterThan(0);
    expect(violations).toEqual([]);
  });

  it.each(['/contact?lang=en', '/contact?lang=ko&ref=csp-test'])(
    'the page policy (%s) lets the map reach every origin it uses, and nothing is refused',
    async (path) => {
      const { context, page } = await site.newPage({ viewport: 'desktop' });
      const violations = await watchSecurityPolicy(context, page);
      const requested: string[] = [];
      const google = /^https:\/\/([a-z0-9-]+\.)*(googleapis|gstatic|googleusercontent|google)\.com\//;
      await context.route(google, async (route) => {
        const url = route.request().url();
        requested.push(url);
        const isLoader = url.startsWith('https://maps.googleapis.com/maps/api/js?');
        await route.fulfill({
          status: 200,
          contentType: isLoader ? 'text/javascript' : 'text/plain',
          body: isLoader ? fakeMapsScript : '',
        });
      });
      await page.goto(site.url(path));
      await waitForHydration(page);
      await page.locator('address').first().scrollIntoViewIfNeeded();
      // Blocked requests never reach the network (nor this route): each must have been asked for.
      for (const expected of [
        'https://maps.googleapis.com/maps/api/js?',
        'https://maps.gstatic.com/mapfiles/',
        'https://maps.googleapis.com/maps/vt',
        'https://lh3.googleusercontent.com/',
        'https://fonts.googleapis.com/css',
        'https://fonts.gstatic.com/s/roboto/',
        'https://maps.googleapis.com/maps/api/mapsjs/gen_204',
        'https://maps.googleapis.com/maps-api-v3/api/js/',
      ]) {
        await expect.poll(() => requested.some((url) => url.startsWith(expected)), { message: expected }).toBe(true);
      }
      // Not `networkidle`: a page with workers may never be reported idle (see inquiry.test.ts). A
      // request the policy blocked would be missing above; its report comes as it is refused.
      expect(violations).toEqual([]);
    },
  );
});
