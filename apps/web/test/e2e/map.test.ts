import { describe, expect, it } from 'vitest';
import { useSite, waitForHydration } from './support';

// A key of the configured shape; Google is not reachable from the tests, so its script is answered here.
const mapsKey = 'AIzaSyTestKey-0123456789abcdefghijkl';
const site = useSite({ mapsKey });

/** With GOOGLE_MAPS_API_KEY set, the contact page loads the live map with it (issue 3 §6). */
describe('office map with a key', () => {
  it('asks Google for its script with the configured key once the map is near', async () => {
    const { page } = await site.newPage({ viewport: 'mobile' });
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
  });
});
