import { type LanguageCode, languageCodes } from '@office/contracts';
import { demoOffice as office } from '@office/db/seed';
import { rateLimits } from '@office/db/schema';
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inquiries, seedText, useSite, waitForHydration } from './support';

// A day-long window: the limit test fills one window and must not see it roll over.
const site = useSite({ config: { INQUIRY_LIMIT_WINDOW_MINUTES: 24 * 60 } });

const labels = { name: 'form.name.label', phone: 'form.phone.label', email: 'form.email.label', content: 'form.content.label' } as const;

async function openContact(lang: LanguageCode, page: Page) {
  const submits: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/trpc/inquiries.submit') submits.push(request);
  });
  await page.goto(site.url(`/contact?lang=${lang}`));
  await waitForHydration(page);
  const form = page.locator('form').filter({ has: page.locator('[name="consent"]') });
  const field = (name: keyof typeof labels) => form.getByRole('textbox', { name: seedText('문의하기', labels[name], lang) });
  const fill = async (values: Record<keyof typeof labels, string>) => {
    for (const name of ['name', 'phone', 'email', 'content'] as const) await field(name).fill(values[name]);
    await form.getByRole('checkbox', { name: seedText('문의하기', 'form.check', lang) }).check();
  };
  const button = form.getByRole('button', { name: seedText('문의하기', 'form.button', lang) });
  return { form, field, fill, button, submits };
}

const rowsFor = async (email: string) => (await site.database.db.select().from(inquiries)).filter((row) => row.email === email);

describe('the spam defence in the browser', () => {
  it.each(languageCodes)('a visitor sends an inquiry in %s: the check is solved in the background, in the page language', async (lang) => {
    // Every language from one address: each case starts with the address's day unspent (five a
    // day, decision 0013), or the sixth language would meet the limit instead of the check.
    await site.database.db.delete(rateLimits);
    const { page } = await site.newPage({ viewport: lang === 'ru' ? 'mobile' : 'desktop' });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const contact = await openContact(lang, page);
    const email = `spam-e2e-${lang}-${Date.now()}@example.com`;
    const started = Date.now();
    await contact.fill({ name: `Visitor ${lang}`, phone: '01055556666', email, content: `An inquiry in ${lang}.` });

    // Started by the first focus; it says so in the visitor's language, no click needed.
    const verified = page.getByText(seedText('문의하기', 'challenge.verified', lang), { exact: true });
    await verified.waitFor({ timeout: 30_000 });
    console.log(`[inquiry-spam] ${lang}: the check was solved ${Date.now() - started} ms after the first field was filled`);
    await contact.button.click();
    const alert = page.getByRole('alert').filter({ hasText: seedText('문의하기', 'alert.success', lang) });
    await alert.waitFor();

    expect(contact.submits).toHaveLength(1);
    // The batch link sends { "0": input }.
    const body = (contact.submits[0]!.postDataJSON() as Record<string, { altcha?: string; website?: string }>)['0']!;
    expect(body.altcha, 'the solved challenge is sent').toMatch(/^[A-Za-z0-9+/=]{100,}$/);
    expect(body.website, 'the honeypot stays empty').toBeUndefined();
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ lang, status: 'new' });
    expect(errors).toEqual([]);
  });

  it('the widget loads from this site only, as files (no inline script, style or other origin), on the contact page only', async () => {
    const { page } = await site.newPage();
    const origins = new Set<string>();
    const files: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      origins.add(url.origin);
      files.push(url.pathname);
    });
    await page.goto(site.url('/?lang=en'));
    await waitForHydration(page);
    expect(
      files.filter((f) => /inquiry-challenge|altcha|pbkdf2/.test(f)),
      'nothing of the widget on the home page',
    ).toEqual([]);

    const contact = await openContact('en', page);
    await contact.field('name').fill('Only Looking');
    await page.getByText(seedText('문의하기', 'challenge.verified', 'en'), { exact: true }).waitFor({ timeout: 30_000 });
    expect([...origins]).toEqual([site.origin]);
    expect(files.some((f) => /\/assets\/inquiry-challenge-[\w-]+\.js$/.test(f))).toBe(true);
    expect(files.some((f) => /\/assets\/altcha-[\w-]+\.css$/.test(f))).toBe(true);
    expect(
      files.some((f) => /\/assets\/pbkdf2-[\w-]+\.js$/.test(f)),
      'the proof of work runs in a worker file',
    ).toBe(true);
    expect(files).toContain('/api/common/inquiry/challenge');
  });

  it("works under a strict Content-Security-Policy: worker-src, style-src and connect-src 'self' only, no inline style", async () => {
    // What the widget itself needs (scripts are the page's business: its inline ones are allowed here).
    const policy = [
      "default-src 'none'",
      "script-src 'self' 'unsafe-inline'",
      "style-src 'self'",
      "worker-src 'self'",
      "connect-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "manifest-src 'self'",
      "base-uri 'none'",
      "object-src 'none'",
    ].join('; ');
    const { page } = await site.newPage();
    await page.route('**/contact?lang=en', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
    });
    await page.addInitScript(() => {
      (window as unknown as { violations: string[] }).violations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as unknown as { violations: string[] }).violations.push(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
        ),
      );
    });
    const contact = await openContact('en', page);
    await contact.fill({
      name: 'Strict Policy',
      phone: '01012341234',
      email: `csp-${Date.now()}@example.com`,
      content: 'Under a strict CSP.',
    });
    await page.getByText(seedText('문의하기', 'challenge.verified', 'en'), { exact: true }).waitFor({ timeout: 30_000 });
    const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    // The page's own server-rendered markup (the document itself as source) is not the widget's doing.
    const fromPage = (v: string) => / inline [^ ]+\/contact(\?[^:]*)?:\d+$/.test(v);
    expect(
      violations.filter((v) => !fromPage(v)),
      violations.join('\n'),
    ).toEqual([]);
    if (violations.length) console.log('[inquiry-spam] the page markup itself breaks this policy:', violations);
  });

  it("over the per-address limit: nothing stored, a message in the visitor's language naming the phone number, the input kept", async () => {
    // This address has already sent its five for the window (the tests above, and more now).
    const key = await site.services.limiter.keyOf('inquiry:address', '127.0.0.1');
    while ((await site.services.limiter.takeAll([{ key, windowMs: 24 * 60 * 60_000, limit: 5 }])).ok);

    const { page } = await site.newPage({ locale: 'ja-JP' });
    const contact = await openContact('ja', page);
    const email = `spam-e2e-limited-${Date.now()}@example.com`;
    const values = { name: '山田太郎', phone: '01077778888', email, content: 'もう一度送ります。' };
    await contact.fill(values);
    await contact.button.click();
    const message = seedText('문의하기', 'alert.tooMany', 'ja');
    expect(message).toContain(office.phone);
    const alert = page.getByRole('alert').filter({ hasText: message });
    await alert.waitFor({ timeout: 60_000 }); // after the proof of work
    // The phone number is a link the visitor can tap.
    expect(await alert.getByRole('link', { name: office.phone }).getAttribute('href')).toMatch(/^tel:/);
    for (const name of ['name', 'phone', 'email', 'content'] as const) expect(await contact.field(name).inputValue()).toBe(values[name]);
    expect(await rowsFor(email)).toHaveLength(0);
    const answers = await Promise.all(contact.submits.map(async (request) => (await request.response())?.status()));
    expect(answers).toEqual([429]);
  });

  it.each(['ko', 'en'] as const)(
    'without JavaScript (%s) the form says sending needs it and gives the phone and e-mail; nothing can be sent',
    async (lang) => {
      const { page } = await site.newPage({ javaScriptEnabled: false });
      await page.goto(site.url(`/contact?lang=${lang}`));
      const notice = page.getByText(seedText('문의하기', 'form.noscript', lang));
      expect(await notice.isVisible()).toBe(true);
      expect(await notice.innerText()).toContain(office.phone);
      expect(await notice.innerText()).toContain(office.email);
      expect(await notice.getByRole('link', { name: office.email }).getAttribute('href')).toBe(`mailto:${office.email}`);
      // The button cannot send the visitor's data anywhere (a plain GET would put it in the URL).
      expect(await page.getByRole('button', { name: seedText('문의하기', 'form.button', lang) }).isDisabled()).toBe(true);
    },
  );

  it('with JavaScript the no-JavaScript notice is not shown, and the honeypot is neither seen nor reachable', async () => {
    const { page } = await site.newPage();
    await page.goto(site.url('/contact?lang=en'));
    await waitForHydration(page);
    // The form removes the notice in its own effect, a moment after the page has hydrated.
    await expect.poll(() => page.getByText(seedText('문의하기', 'form.noscript', 'en')).count()).toBe(0);
    const honeypot = page.locator('[name="website"]');
    expect(await honeypot.count()).toBe(1);
    expect(await page.getByRole('textbox', { name: seedText('문의하기', 'form.honeypot', 'en') }).count()).toBe(0);
    // Tabbing through the whole form never lands on it.
    const visited = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      visited.add(await page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.tagName ?? ''));
    }
    expect(visited.has('website')).toBe(false);
    expect(visited.has('name')).toBe(true);
  });
});
