import { languageCodes, type LanguageCode, maskIdentifiers, templatePage } from '@office/contracts';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inquiries, seedText, useSite, waitForHydration } from './support';

// Five inquiries from one address in one run: above the default per-address limit's margin.
const site = useSite({ config: { INQUIRY_LIMIT_PER_ADDRESS: 50 } });

const labels = { name: 'form.name.label', phone: 'form.phone.label', email: 'form.email.label', content: 'form.content.label' } as const;

async function openContact(lang: LanguageCode) {
  const { page } = await site.newPage({ viewport: lang === 'ja' ? 'mobile' : 'desktop' });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(site.url(`/contact?lang=${lang}`));
  await waitForHydration(page);
  const form = page.locator('form').filter({ has: page.locator('[name="consent"]') });
  const field = (name: keyof typeof labels) => form.getByRole('textbox', { name: seedText('문의하기', labels[name], lang) });
  return { page, form, field, errors };
}

/** The note the form shows beside a field, as the visitor's assistive technology finds it. */
async function noteOf(field: Locator) {
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const notes = await Promise.all(
    ids.map((id) =>
      field.page().evaluate((id) => {
        const note = document.getElementById(id);
        return (
          note && {
            text: note.textContent?.trim(),
            live: note.closest('[aria-live]')?.getAttribute('aria-live'),
            shown: note.checkVisibility(),
          }
        );
      }, id),
    ),
  );
  return notes.filter(Boolean);
}

const registrationNumber = '900101-1234567';
const passportNumber = 'M123A4567';

describe('registration and passport numbers in the inquiry form', () => {
  it.each(languageCodes)('%s: a note in the page language as one is typed; sent, it is stored masked', async (lang) => {
    const { page, form, field, errors } = await openContact(lang);
    const warning = seedText('문의하기', 'form.identifierWarning', lang);
    expect(warning).not.toBe('form.identifierWarning');

    // Ordinary words and a phone number: no note.
    await field('content').pressSequentially('Visa question, phone 010-1234-5678. ARC ');
    expect(await noteOf(field('content'))).toEqual([]);
    expect(await page.getByText(warning).count()).toBe(0);

    // The number, typed key by key: the note appears beside the message, in the page's language.
    await field('content').pressSequentially(registrationNumber);
    await page.getByText(warning, { exact: true }).waitFor();
    expect(await noteOf(field('content'))).toEqual([{ text: warning, live: 'polite', shown: true }]);
    expect(await noteOf(field('name'))).toEqual([]);

    const content = await field('content').inputValue();
    const email = `identifiers-${lang}-${Date.now()}@example.com`;
    await field('name').fill(`Visitor ${lang}`);
    await field('phone').fill('01055556666');
    await field('email').fill(email);
    await form.getByRole('checkbox', { name: seedText('문의하기', 'form.check', lang) }).check();
    await form.getByRole('button', { name: seedText('문의하기', 'form.button', lang) }).click();
    // After the proof of work: seconds of CPU on a busy machine.
    await page
      .getByRole('alert')
      .filter({ hasText: seedText('문의하기', 'alert.success', lang) })
      .waitFor({ timeout: 60_000 });
    // The form is cleared, and its note with it.
    expect(await page.getByText(warning).count()).toBe(0);

    const rows = (await site.database.db.select().from(inquiries)).filter((row) => row.email === email);
    expect(rows.map((row) => row.content)).toEqual([maskIdentifiers(content)]);
    expect(rows[0]!.content).toContain('900101-*******');
    expect(rows[0]!.content).not.toContain('1234567');
    expect(errors).toEqual([]);
  });

  it('the name too, and the note goes when the number does', async () => {
    const { page, field } = await openContact('en');
    const warning = seedText('문의하기', 'form.identifierWarning', 'en');
    await field('name').pressSequentially(`Kim ${passportNumber}`);
    await page.getByText(warning, { exact: true }).waitFor();
    expect(await noteOf(field('name'))).toEqual([{ text: warning, live: 'polite', shown: true }]);
    expect(await noteOf(field('content'))).toEqual([]);

    for (let i = 0; i < passportNumber.length; i++) await field('name').press('Backspace');
    await page.getByText(warning).waitFor({ state: 'detached' });
    expect(await field('name').getAttribute('aria-describedby')).toBeNull();
  });

  it.each(languageCodes)('%s: the consent text and the privacy policy state the same two texts', async (lang) => {
    const shared = [seedText(templatePage, 'inquiry.identifiers', lang), seedText(templatePage, 'inquiry.retention', lang)];
    const { page } = await openContact(lang);
    const consent = page.getByRole('region', { name: seedText('문의하기', 'form.consent.title', lang) });
    for (const text of shared) expect(await consent.getByText(text, { exact: true }).count(), text).toBe(1);

    await page.goto(site.url(`/privacy?lang=${lang}`));
    const articles = page.locator('article section');
    expect(await articles.nth(1).getByText(shared[0]!, { exact: true }).count(), 'after article 2').toBe(1);
    expect(await articles.nth(2).getByText(shared[1]!, { exact: true }).count(), 'after article 3').toBe(1);
  });
});
