import { currentConsentVersion, type LanguageCode } from '@office/contracts';
import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inquiries, seedText, useSite, waitForHydration } from './support';

const site = useSite();

const submitUrl = '**/trpc/inquiries.submit**';

type Field = 'name' | 'phone' | 'email' | 'content';
const labelKey = { name: 'form.name.label', phone: 'form.phone.label', email: 'form.email.label', content: 'form.content.label' } as const;

/** The contact page, hydrated, with every request to the submit procedure recorded. */
async function openForm(lang: LanguageCode, viewport: 'desktop' | 'mobile' = 'desktop') {
  const { page } = await site.newPage({ viewport });
  const submits: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/trpc/inquiries.submit') submits.push(request);
  });
  await page.goto(site.url(lang === 'ko' ? '/contact' : `/contact?lang=${lang}`));
  await waitForHydration(page);
  // Counts the submit events the browser lets through, before React's own listener sees them.
  await page.evaluate(() => {
    const counted = window as unknown as { submitEvents: number };
    counted.submitEvents = 0;
    window.addEventListener('submit', () => (counted.submitEvents += 1), { capture: true });
  });
  const form = page.locator('form').filter({ has: page.locator('[name="consent"]') });
  const field = (name: Field) => form.getByRole('textbox', { name: seedText('문의하기', labelKey[name], lang) });
  const consent = form.getByRole('checkbox', { name: seedText('문의하기', 'form.check', lang) });
  const button = form.getByRole('button', { name: seedText('문의하기', 'form.button', lang) });
  return { page, form, field, consent, button, submits };
}

type Form = Awaited<ReturnType<typeof openForm>>;

const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function fillValid(form: Form, values: Record<Field, string>) {
  for (const name of ['name', 'phone', 'email', 'content'] as const) await form.field(name).fill(values[name]);
  await form.consent.check();
}

const submitEvents = (form: Form) => form.page.evaluate(() => (window as unknown as { submitEvents: number }).submitEvents);

const validationMessage = (locator: Form['consent']) => locator.evaluate((el) => (el as HTMLInputElement).validationMessage);

async function valuesOf(form: Form) {
  return {
    name: await form.field('name').inputValue(),
    phone: await form.field('phone').inputValue(),
    email: await form.field('email').inputValue(),
    content: await form.field('content').inputValue(),
    consent: await form.consent.isChecked(),
  };
}

async function rowsFor(email: string) {
  return (await site.database.db.select().from(inquiries)).filter((row) => row.email === email);
}

describe.each(['ko', 'en'] as const)('validation messages (%s)', (lang) => {
  const message = (key: 'validation.name' | 'validation.phone' | 'validation.email' | 'validation.content' | 'validation.consent') =>
    seedText('문의하기', key, lang);

  it('an empty form: each field gets its own message and nothing is sent', async () => {
    const form = await openForm(lang);
    const before = form.page.url();
    await form.button.click();
    await form.page.waitForFunction(() => (document.querySelector('[name="name"]') as HTMLInputElement).validationMessage !== '');
    expect(await validationMessage(form.field('name'))).toBe(message('validation.name'));
    expect(await validationMessage(form.field('phone'))).toBe(message('validation.phone'));
    expect(await validationMessage(form.field('email'))).toBe(message('validation.email'));
    expect(await validationMessage(form.field('content'))).toBe(message('validation.content'));
    expect(await validationMessage(form.consent)).toBe(message('validation.consent'));
    // The browser focuses the first invalid field.
    expect(await form.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
    // The browser refused to submit: no submit event reached the form, so its handler (the only
    // code that sends) never ran, and nothing was sent.
    expect(await submitEvents(form), 'submit events').toBe(0);
    expect(form.submits, 'requests to /trpc/inquiries.submit').toHaveLength(0);
    expect(form.page.url()).toBe(before);
  });

  const valid = { name: 'Hong Gildong', phone: '01012345678', email: 'hong@example.com', content: 'I need to extend my E-9 visa.' };
  const cases: Array<{
    what: string;
    field: Field | 'consent';
    values: Partial<Record<Field, string>>;
    consent: boolean;
    key: Parameters<typeof message>[0];
  }> = [
    { what: 'a missing name', field: 'name', values: { name: '' }, consent: true, key: 'validation.name' },
    { what: 'a phone with letters', field: 'phone', values: { phone: '010-1234-5678' }, consent: true, key: 'validation.phone' },
    { what: 'a phone of 9 digits', field: 'phone', values: { phone: '010123456' }, consent: true, key: 'validation.phone' },
    {
      what: 'an e-mail without a top-level domain',
      field: 'email',
      values: { email: 'hong@example' },
      consent: true,
      key: 'validation.email',
    },
    { what: 'an e-mail without @', field: 'email', values: { email: 'hong.example.com' }, consent: true, key: 'validation.email' },
    { what: 'a missing inquiry', field: 'content', values: { content: '' }, consent: true, key: 'validation.content' },
    { what: 'no consent', field: 'consent', values: {}, consent: false, key: 'validation.consent' },
  ];

  it.each(cases)('$what: its message on that field only, nothing sent', async ({ field, values, consent, key }) => {
    const form = await openForm(lang);
    const all = { ...valid, ...values };
    for (const name of ['name', 'phone', 'email', 'content'] as const) if (all[name]) await form.field(name).fill(all[name]);
    if (consent) await form.consent.check();
    await form.button.click();
    const target = field === 'consent' ? form.consent : form.field(field);
    await target.evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const check = () => ((el as HTMLInputElement).validationMessage ? resolve() : requestAnimationFrame(check));
          check();
        }),
    );
    expect(await validationMessage(target)).toBe(message(key));
    for (const other of ['name', 'phone', 'email', 'content'] as const) {
      if (other !== field) expect(await validationMessage(form.field(other)), `${other} is valid`).toBe('');
    }
    // The browser refused to submit: no submit event reached the form, so its handler (the only
    // code that sends) never ran, and nothing was sent.
    expect(await submitEvents(form), 'submit events').toBe(0);
    expect(form.submits, 'requests to /trpc/inquiries.submit').toHaveLength(0);

    // Correcting the field clears the message and the form can be sent.
    if (field === 'consent') await form.consent.check();
    else await form.field(field).fill(valid[field]);
    expect(await validationMessage(target)).toBe('');
    expect(await form.form.evaluate((el) => (el as HTMLFormElement).checkValidity())).toBe(true);
  });
});

describe('sending', () => {
  it.each([
    ['ko', 'desktop'],
    ['en', 'mobile'],
  ] as const)(
    'success (%s, %s): alert, fields cleared, the inquiry stored with its language and consent version',
    async (lang, viewport) => {
      const form = await openForm(lang, viewport);
      const email = uniqueEmail(`ok-${lang}`);
      const values = { name: `E2E 홍길동 ${lang}`, phone: '01098765432', email, content: `E2E inquiry in ${lang}.\nSecond line.` };
      await fillValid(form, values);
      // How to answer: the defaults (the page's language, e-mail) in Korean; chosen in English.
      const reply = lang === 'en' ? { replyLang: 'vi', replyChannel: 'phone' } : { replyLang: lang, replyChannel: 'email' };
      if (lang === 'en') {
        await form.form.getByRole('combobox', { name: seedText('문의하기', 'form.replyLang.label', lang) }).selectOption('vi');
        await form.form.getByRole('radio', { name: seedText('문의하기', 'form.replyChannel.phone', lang) }).check();
      }
      await form.button.click();

      const alert = form.page.getByRole('alert').filter({ hasText: seedText('문의하기', 'alert.success', lang) });
      // The browser solves the spam check's proof of work first: seconds of CPU on a busy machine.
      await alert.waitFor({ timeout: 60_000 });
      // The success message, and where the confirmation e-mail went.
      const confirmation = seedText('문의하기', 'form.confirmationSent', lang).replace('{email}', email);
      expect((await alert.innerText()).trim()).toBe(`${seedText('문의하기', 'alert.success', lang)}\n${confirmation}`);
      expect(await valuesOf(form)).toEqual({ name: '', phone: '', email: '', content: '', consent: false });
      expect(form.submits).toHaveLength(1);

      const rows = await rowsFor(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: values.name,
        phone: values.phone,
        email,
        content: values.content,
        lang,
        consentGiven: true,
        consentVersion: currentConsentVersion,
        ...reply,
        status: 'new',
      });
    },
  );

  it.each([
    ['ko', 'the API answers 500'],
    ['en', 'the API answers 500'],
    ['ko', 'the network is down'],
    ['en', 'the network is down'],
  ] as const)('failure (%s, %s): failure alert in the page language, every value kept', async (lang, failure) => {
    const form = await openForm(lang);
    await form.page.route(submitUrl, (route) =>
      failure === 'the network is down'
        ? route.abort('internetdisconnected')
        : route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify([
              { error: { message: 'Internal server error', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } },
            ]),
          }),
    );
    const email = uniqueEmail(`fail-${lang}`);
    const values = { name: 'Kim Minsu', phone: '0413572480', email, content: 'Please keep what I typed.' };
    await fillValid(form, values);
    await form.button.click();

    const alert = form.page.getByRole('alert').filter({ hasText: seedText('문의하기', 'alert.failure', lang) });
    // After the proof of work: seconds of CPU on a busy machine.
    await alert.waitFor({ timeout: 60_000 });
    expect((await alert.innerText()).trim()).toBe(seedText('문의하기', 'alert.failure', lang));
    expect(await valuesOf(form)).toEqual({ ...values, consent: true });
    expect(form.submits.length).toBeGreaterThan(0);
    expect(await form.button.isEnabled()).toBe(true);
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it('two quick clicks send one inquiry; the button is disabled while sending', async () => {
    const form = await openForm('ko');
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let routed = 0;
    await form.page.route(submitUrl, async (route) => {
      routed++;
      await released;
      await route.continue();
    });
    const email = uniqueEmail('double');
    await fillValid(form, { name: 'Double Click', phone: '01011112222', email, content: 'Clicked twice.' });

    await form.button.dblclick();
    // Held by the route: the button is disabled and says it is sending.
    const sending = form.page.locator('form button[type="submit"]');
    await form.page.waitForFunction(
      () => (document.querySelector('form button[type="submit"]') as HTMLButtonElement | null)?.disabled === true,
    );
    expect((await sending.innerText()).trim()).toBe(seedText('문의하기', 'form.sending', 'ko'));
    // The loading overlay is on while sending (docs/product.md#the-inquiry-form), and off again afterwards.
    const overlay = form.page.getByRole('status').filter({ hasText: seedText('문의하기', 'form.sending', 'ko') });
    await overlay.waitFor({ state: 'visible' });
    // A third click on the disabled button does nothing either.
    await sending.click({ force: true });
    release();

    await form.page
      .getByRole('alert')
      .filter({ hasText: seedText('문의하기', 'alert.success', 'ko') })
      .waitFor({ timeout: 60_000 });
    await overlay.waitFor({ state: 'detached' });
    // The send is over once the button is back: a second send from the same clicks would have
    // reached the route before the answer. Not `networkidle`: the proof of work's two workers load
    // one script, and now and then Chromium never reports the second load finished, so the page
    // is never idle (seen in CI and under two parallel test files here).
    await expect.poll(() => form.button.isEnabled()).toBe(true);
    expect(routed, 'submit requests').toBe(1);
    expect(form.submits).toHaveLength(1);
    expect(await rowsFor(email)).toHaveLength(1);
  });
});
