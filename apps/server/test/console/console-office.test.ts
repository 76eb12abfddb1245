import type { OfficeDetails } from '@office/contracts';
import { demoOffice, seedDatabase } from '@office/db/seed';
import { openDatabase } from '@office/db/client';
import { auditLog } from '@office/db/schema';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorOf, signedIn, useConsoleApp } from '../support/console.js';
import { dataOf, eventually, useContentConsole, useOtherApp } from '../support/content.js';
import { buildTestApp } from '../support/app.js';
import { testBackends } from '@office/testing/databases';

/** The demo office with what an admin changes: a new phone, and a messenger for Vietnamese visitors. */
const changed = (phone: string): OfficeDetails => ({
  ...(structuredClone(demoOffice) as unknown as OfficeDetails),
  phone,
  messengers: [
    { kind: 'kakao', url: 'https://pf.kakao.com/_hanbitoffice' },
    { kind: 'zalo', url: 'https://zalo.me/0413572480' },
  ],
  closures: [{ from: '2099-09-24', to: '2099-09-26', note: { ko: '추석 연휴', en: 'Chuseok holidays' } }],
});

const jsonLdOf = (html: string) => {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
};

describe.each(testBackends)("the office's details on $name", (backend) => {
  const { ctx, staff } = useContentConsole(backend);
  const other = useOtherApp(ctx);

  it('an admin changes the phone: the footer texts, the contact page, the JSON-LD and every process show it', async () => {
    const before = await ctx.app.inject('/contact?lang=en');
    expect(before.body).toContain(demoOffice.phone);

    const record = await dataOf(staff.admin, 'office.update', 'mutation', changed('041-999-1234'));
    expect(record).toMatchObject({ details: { phone: '041-999-1234' }, updatedBy: 'admin@office.example' });

    // The spec's footer keys answer with the new number in the REST facade.
    const template = (await ctx.app.inject(`/api/translation/page?page_name=${encodeURIComponent('템플릿')}`)).json() as Array<
      Record<string, string>
    >;
    const footerPhone = template.find((entry) => entry.key === 'footer.phone')!;
    expect(footerPhone.english).toBe(`Tel. 041-999-1234 · Fax ${demoOffice.fax}`);
    expect(footerPhone.korean).toContain('041-999-1234');

    const contact = await ctx.app.inject('/contact?lang=en');
    expect(contact.body).toContain('041-999-1234');
    expect(contact.body).not.toContain(demoOffice.phone.replace('041-', '041-357'));
    expect(contact.body).toContain('https://zalo.me/0413572480');
    expect(contact.body).toContain('Chuseok holidays');
    expect(jsonLdOf(contact.body)).toMatchObject({
      telephone: '+82-41-999-1234',
      address: { postalCode: demoOffice.postalCode, addressCountry: 'KR' },
      specialOpeningHoursSpecification: [{ validFrom: '2099-09-24', validThrough: '2099-09-26', opens: '00:00', closes: '00:00' }],
    });
    const home = await ctx.app.inject('/?lang=ko');
    expect(jsonLdOf(home.body)).toMatchObject({ name: demoOffice.name.ko, telephone: '+82-41-999-1234' });

    // Another process on the same database (Postgres: through the change notice) and its 503 page's phone.
    await eventually(async () => (await other.app.inject('/contact?lang=ru')).body.includes('041-999-1234'), 2000);
    await eventually(async () => ctx.services.office.lastKnown()?.phone === '041-999-1234', 1000);

    const [entry] = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'office.update', actorEmail: 'admin@office.example' });
    expect(entry!.detail).toEqual({ fields: 'phone, closures, messengers' });
  });

  it('an editor reads the details but cannot change them', async () => {
    const read = await dataOf<{ details: OfficeDetails }>(staff.editor, 'office.get', 'query');
    expect(read.details.name.ko).toBe(demoOffice.name.ko);
    const refused = await staff.editor.call('office.update', 'mutation', { input: changed('041-111-2222') });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses what is not a detail, naming the field', async () => {
    const cases: Array<[Partial<Record<keyof OfficeDetails, unknown>>, string]> = [
      [{ phone: '12345' }, 'phone'],
      [{ email: 'not-an-address' }, 'email'],
      [{ geo: { lat: 126.63, lng: 36.89 } }, 'geo.lat'],
      [{ messengers: [{ kind: 'zalo', url: 'javascript:alert(1)' }] }, 'messengers.0.url'],
      [{ messengers: [{ kind: 'myspace', url: 'https://example.com' }] }, 'messengers.0.kind'],
      [{ closures: [{ from: '2099-02-02', to: '2099-02-01', note: null }] }, 'closures.0.to'],
      [{ name: { ko: '' } }, 'name.ko'],
      [{ address: { ko: 'x'.repeat(201) } }, 'address.ko'],
      [{ openingHours: ['weekdays nine to six'] }, 'openingHours.0'],
      [{ hours: { ko: 'a\u0000b' } }, 'hours.ko'],
    ];
    for (const [patch, field] of cases) {
      const response = await staff.admin.call('office.update', 'mutation', { input: { ...changed('041-357-2480'), ...patch } });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(JSON.stringify(errorOf(response).data.fields ?? errorOf(response).message), JSON.stringify(patch)).toContain(field);
    }
  });

  it('refuses a page text naming a detail that does not exist', async () => {
    const response = await staff.editor.call('texts.set', 'mutation', {
      input: { pageName: '문의하기', key: 'info2.text', lang: 'en', value: 'Call {office.phon}' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('{office.phone}');
  });
});

describe.each(testBackends)('a production start on $name', (backend) => {
  const ctx = useConsoleApp(backend);

  it('has page texts but no demo posts and no office details; the pages show no placeholder', async () => {
    await seedDatabase(ctx.database.db, { demoContent: false });
    const notices = (await ctx.app.inject('/api/common/notices/')).json() as unknown[];
    expect(notices).toEqual([]);
    const admin = await signedIn(ctx, 'admin');
    const record = await dataOf<{ details: OfficeDetails; updatedAt: string | null }>(admin, 'office.get', 'query');
    expect(record.updatedAt).toBeNull();
    expect(record.details.phone).toBe('');
    const contact = await ctx.app.inject('/contact?lang=en');
    expect(contact.statusCode).toBe(200);
    expect(contact.body).not.toContain('{office.');
    expect(contact.body).not.toContain(demoOffice.phone);
  });
});

describe('the 503 page while the database is down', () => {
  it('names the phone the office last saved', async () => {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await database.migrate();
    await seedDatabase(database.db);
    const { app, services } = await buildTestApp(database);
    await app.ready();
    try {
      const staff = await services.staff.accounts.create(
        { email: 'admin@office.example', displayName: 'Admin', role: 'admin', password: 'plum-orbit-canvas-71' },
        null,
        'test',
      );
      await services.office.update(changed('041-888-7777'), { id: staff.id, email: staff.email, role: 'admin', displayName: 'Admin' });
      await eventually(async () => services.office.lastKnown()?.phone === '041-888-7777', 1000);
      await database.close();
      const outage = await app.inject('/library?lang=en');
      expect(outage.statusCode).toBe(503);
      expect(outage.body).toContain('041-888-7777');
      expect(outage.body).toContain('tel:+82418887777');
      expect(outage.body).toContain(demoOffice.name.en);
    } finally {
      await app.close();
    }
  });
});
