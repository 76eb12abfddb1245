import type { OfficeDetails } from '@office/contracts';
import { demoOffice } from '@office/db/seed';
import { auditLog } from '@office/db/schema';
import { backupMadeAction, type GoLiveItem } from '@office/api/services/go-live';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestSmtpServer } from '@office/testing/smtp';
import { testBackends } from '@office/testing/databases';
import { testMailSender } from '../../src/jobs/test-mail.js';
import { ConsoleClient, errorOf, signedIn } from '../support/console.js';
import { dataOf, useContentConsole } from '../support/content.js';

const byKey = (items: GoLiveItem[]) => Object.fromEntries(items.map((item) => [item.key, item])) as Record<GoLiveItem['key'], GoLiveItem>;

describe.each(testBackends)('before going live on $name', (backend) => {
  const { ctx, staff } = useContentConsole(backend);
  const checklist = async () => byKey(await dataOf<GoLiveItem[]>(staff.admin, 'goLive.checklist', 'query'));

  it('starts with nothing done on a demo database served at a test origin', async () => {
    const items = await checklist();
    expect(items.officeDetails).toEqual({ key: 'officeDetails', done: false, demo: true });
    expect(items.publicOrigin).toEqual({ key: 'publicOrigin', done: true, origin: ctx.publicOrigin });
    expect(items.mail).toEqual({ key: 'mail', done: false });
    expect(items.demoContent).toMatchObject({ done: false });
    expect((items.demoContent as { remaining: number }).remaining).toBeGreaterThan(0);
    expect(items.backups).toEqual({ key: 'backups', done: false, lastBackupAt: null });
    expect(items.staffSecurity).toEqual({
      key: 'staffSecurity',
      done: false,
      required: false,
      accountsWithoutFactor: 2,
      secretsKeyConfigured: false,
    });
  });

  it('staff security is done when a second factor is required, every active account has one and the secrets key is the server’s own', async () => {
    const host = { publicOrigin: ctx.publicOrigin, mailConfigured: false, staffSecretsKeyConfigured: true };
    const item = async () => (await ctx.services.goLive.checklist(host)).find((entry) => entry.key === 'staffSecurity');
    const accounts = await ctx.services.staff.accounts.list();
    for (const account of accounts) {
      const { token } = await ctx.services.staff.sessions.start(account.id);
      const { secret } = await ctx.services.staff.secondFactor.beginTotp(account);
      const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
        timestamp: ctx.clock.now().getTime(),
      });
      await ctx.services.staff.secondFactor.confirmTotp(account, token, code);
    }
    expect(await item()).toMatchObject({ done: false, required: false, accountsWithoutFactor: 0 });
    const admin = accounts.find((account) => account.role === 'admin')!;
    await ctx.services.staff.secondFactor.updateSettings({ secondFactorRequired: true, reviewFlagThreshold: 100 }, admin);
    expect(await item()).toMatchObject({ done: true, required: true });
    expect(
      (await ctx.services.goLive.checklist({ ...host, staffSecretsKeyConfigured: false })).find((entry) => entry.key === 'staffSecurity'),
    ).toMatchObject({
      done: false,
      secretsKeyConfigured: false,
    });
    // Back as the other tests expect: optional, no factors.
    await ctx.services.staff.secondFactor.updateSettings({ secondFactorRequired: false, reviewFlagThreshold: 100 }, admin);
    for (const account of accounts) await ctx.services.staff.secondFactor.reset(account.id, null, 'test');
    staff.admin = await signedIn(ctx, 'admin');
    staff.editor = await signedIn(ctx, 'editor');
  });

  it('ticks each item from where its truth lives', async () => {
    const own: OfficeDetails = {
      ...(structuredClone(demoOffice) as unknown as OfficeDetails),
      phone: '041-350-0000',
      email: 'desk@real-office.example',
    };
    await dataOf(staff.admin, 'office.update', 'mutation', own);
    const { removed } = await dataOf<{ removed: number }>(staff.admin, 'goLive.removeDemoContent', 'mutation');
    expect(removed).toBeGreaterThan(0);
    expect((await ctx.app.inject('/api/common/notices/')).json()).toEqual([]);
    await ctx.database.db.insert(auditLog).values({ action: backupMadeAction, at: ctx.clock.now() });

    const items = await checklist();
    expect(items.officeDetails.done).toBe(true);
    expect(items.demoContent).toMatchObject({ done: true, remaining: 0 });
    expect(items.backups).toMatchObject({ done: true, lastBackupAt: ctx.clock.now().toISOString() });
    // Each removed post is an audited console deletion.
    const deletions = await ctx.database.db.$count(auditLog);
    expect(deletions).toBeGreaterThan(removed);
  });

  it('takes no input: hostile bodies and queries are refused or ignored, never a 500', async () => {
    const hostile = ['garbage', '{"__proto__":{"x":1}}', JSON.stringify({ ids: [1, 2, 3] }), 'x'.repeat(100_000), '[', 'null'];
    for (const body of hostile) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/admin/trpc/goLive.removeDemoContent',
        headers: { 'content-type': 'application/json', origin: ctx.publicOrigin, 'x-csrf-token': staff.admin.csrfToken! },
        cookies: { [staff.admin.cookie!.name]: staff.admin.cookie!.value },
        payload: body,
      });
      expect(response.statusCode, body.slice(0, 40)).toBeLessThan(500);
    }
    const asQuery = await staff.admin.call('goLive.removeDemoContent', 'query');
    expect(asQuery.statusCode).toBe(405);
  });

  it('is for admins; the site address is for anyone, before signing in', async () => {
    expect((await staff.editor.call('goLive.checklist', 'query')).statusCode).toBe(403);
    expect((await staff.editor.call('goLive.removeDemoContent', 'mutation')).statusCode).toBe(403);
    const stranger = new ConsoleClient(ctx);
    const site = await stranger.call('goLive.site', 'query', { origin: 'http://192.0.2.10:3000' });
    expect(site.statusCode).toBe(200);
    expect(site.json().result.data).toEqual({ publicOrigin: ctx.publicOrigin });
    // Signing in from that address is refused as a foreign site (403), which the console words as such.
    const refused = await stranger.call('auth.signIn', 'mutation', {
      input: { email: 'admin@office.example', password: 'whatever-it-is-1' },
      origin: 'http://192.0.2.10:3000',
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).data.httpStatus).toBe(403);
  });

  it('without SMTP_URL the test e-mail says so', async () => {
    const result = await dataOf(staff.admin, 'goLive.sendTestMail', 'mutation');
    expect(result).toEqual({ sent: false, code: 'noSmtp', reason: expect.stringContaining('SMTP_URL') });
  });
});

describe('the test e-mail', () => {
  const smtp = new TestSmtpServer();
  let smtpUrl: string;
  beforeAll(async () => {
    smtpUrl = await smtp.start();
  });
  afterAll(() => smtp.stop());

  const office = (email: string) => ({ details: async () => ({ ...(demoOffice as unknown as OfficeDetails), email }) });
  const config = (overrides: object = {}) => ({
    SMTP_URL: smtpUrl,
    MAIL_FROM: undefined,
    MAIL_TO: undefined,
    PUBLIC_ORIGIN: 'https://office.example',
    ...overrides,
  });

  it("goes to the office's e-mail from its details, or to MAIL_TO", async () => {
    expect(await testMailSender(config(), office('desk@real-office.example'))()).toEqual({ sent: true, to: ['desk@real-office.example'] });
    const [first] = await smtp.waitFor(1);
    expect(first).toMatchObject({ envelopeTo: ['desk@real-office.example'], subject: expect.stringContaining('Test e-mail') });
    smtp.received.length = 0;
    const sent = await testMailSender(config({ MAIL_TO: ['a@office.example', 'b@office.example'] }), office('desk@real-office.example'))();
    expect(sent).toEqual({ sent: true, to: ['a@office.example', 'b@office.example'] });
  });

  it('says why it failed, with no address in the reason', async () => {
    expect(await testMailSender(config(), office(''))()).toEqual({
      sent: false,
      code: 'noAddress',
      reason: expect.stringContaining('No address'),
    });
    smtp.refuseNext = 1;
    const refused = await testMailSender(config(), office('desk@real-office.example'))();
    expect(refused).toMatchObject({ sent: false, code: 'refused' });
    expect(JSON.stringify(refused)).not.toContain('desk@real-office.example');
  });
});
