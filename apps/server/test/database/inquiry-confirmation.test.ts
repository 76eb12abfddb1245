import type { InquiryDetail, InquiryPage, LanguageCode } from '@office/contracts';
import { demoOffice } from '@office/db/seed';
import { inquiries, outbox } from '@office/db/schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startInquiryJobs } from '../../src/jobs/inquiry-jobs.js';
import { createSmtpMailer } from '../../src/jobs/mailer.js';
import { createOutboxWorker } from '../../src/jobs/outbox-worker.js';
import type { JobLog } from '../../src/jobs/periodic.js';
import { solvedChallenge } from '../support/challenge.js';
import { type ConsoleClient, freshAddress, signedIn } from '../support/console.js';
import { dataOf, eventually, useContentConsole } from '../support/content.js';
import { testBackends } from '@office/testing/databases';
import { useMailTests } from '../support/mail.js';
import type { ReceivedMail } from '@office/testing/smtp';

/**
 * The visitor's confirmation e-mail (decision 0045), end to end: the website's REST path stores the
 * inquiry with both messages, the outbox worker sends them to a real SMTP server on loopback, and the
 * console shows what was asked and what was sent.
 */

/** Distinctive strings: none of them may reach the visitor's confirmation. */
const visitor = {
  name: 'Zebulon Quartzfeld',
  phone: '01044448888',
  email: 'zq.visitor@example.com',
  content: 'Noi dung bi mat XYZZY-4417 ve thi thuc',
};
const officeAddress = 'desk@office.example';
const hangul = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

/** The body with its line ends as written (over the wire they are CRLF or LF, as the transfer encoding keeps them). */
const plain = (mail: ReceivedMail) => mail.text.replace(/\r\n/g, '\n');

const quietLog: JobLog = { debug() {}, info() {}, warn() {}, error() {} };

describe.each(testBackends)("the visitor's confirmation on $name", (backend) => {
  // Seeded: the demo office's details (its phone, e-mail, hours, messengers) are what the confirmation names.
  const { ctx } = useContentConsole(backend);
  const mail = useMailTests(() => ctx.database);
  const { smtp } = mail;

  /** The website's way: a solved challenge, from an address of its own. */
  const submit = async (body: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/common/inquiry/',
      remoteAddress: freshAddress(),
      payload: { ...body, altcha: await solvedChallenge(ctx.app) },
    });
  const submitted = async (body: object): Promise<number> => {
    const response = await submit(body);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as number;
  };
  const outboxRows = () => ctx.database.db.select().from(outbox).orderBy(outbox.id);
  const confirmationRows = async () => (await outboxRows()).filter((row) => row.kind === 'inquiry.confirmation');

  /** A worker as the server runs it (the office's details read at each send), to a given SMTP server. */
  const worker = (url = mail.url) =>
    createOutboxWorker({
      store: ctx.services.outbox,
      mailer: createSmtpMailer(url),
      settings: async () => ({
        from: 'site@office.example',
        to: [officeAddress],
        publicOrigin: ctx.publicOrigin,
        office: await ctx.services.office.details(),
      }),
      log: quietLog,
    });

  const to = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
  const confirmationOf = (id: number) => smtp.received.filter((mail) => mail.messageId.startsWith(`<inquiry-${id}.confirmation-`));

  /** Nothing the visitor wrote: not the name, the message, the phone, nor the address in the text. */
  const expectNothingOfTheVisitor = (mail: ReceivedMail) => {
    for (const secret of [visitor.name, 'Quartzfeld', visitor.content, 'XYZZY', visitor.phone]) {
      expect(mail.raw, secret).not.toContain(secret);
      expect(mail.text, secret).not.toContain(secret);
      expect(mail.subject, secret).not.toContain(secret);
    }
    expect(mail.text).not.toContain(visitor.email);
  };

  it('a visitor writing in Vietnamese gets one confirmation in Vietnamese, naming the office and its contact page; the office gets its notification', async () => {
    expect(await ctx.services.office.details()).toMatchObject({ phone: demoOffice.phone, email: demoOffice.email });
    const id = await submitted({ ...visitor, lang: 'vi', reply_channel: 'messenger' });

    // The server's own wiring: SMTP_URL set, no MAIL_FROM or MAIL_TO: the office's e-mail sends and receives.
    const jobs = startInquiryJobs({
      outbox: ctx.services.outbox,
      inbox: ctx.services.inquiryInbox,
      office: ctx.services.office,
      config: {
        SMTP_URL: mail.url,
        MAIL_FROM: undefined,
        MAIL_TO: undefined,
        PUBLIC_ORIGIN: ctx.publicOrigin,
        INQUIRY_RETENTION_DAYS: 365,
      },
      log: quietLog,
    });
    try {
      await smtp.waitFor(2);
      await eventually(async () => (await outboxRows()).every((row) => row.sentAt !== null));
    } finally {
      await jobs.stop();
    }
    expect(smtp.received).toHaveLength(2);

    const [confirmation] = to(visitor.email);
    expect(to(visitor.email)).toHaveLength(1);
    expect(confirmation!.envelopeTo).toEqual([visitor.email]);
    expect(confirmation!.raw).toMatch(/^From: contact@hanbit-office\.kr\r?$/m);
    expect(confirmation!.subject).toBe(`[Văn phòng Hành chính sư Hanbit] Chúng tôi đã nhận được yêu cầu tư vấn số #${id}`);
    expect(plain(confirmation!)).toBe(
      [
        `Chúng tôi đã nhận được yêu cầu tư vấn của bạn. Mã số yêu cầu là #${id}.`,
        'Chúng tôi sẽ trả lời trong vòng 1 ngày làm việc theo cách bạn đã chọn. Nếu có việc gấp, vui lòng gọi điện cho chúng tôi.',
        '',
        'Thông tin liên hệ của văn phòng: Văn phòng Hành chính sư Hanbit',
        'Điện thoại: 041-357-2480',
        'Email: contact@hanbit-office.kr',
        `Giờ làm việc: ${demoOffice.hours.vi}`,
        'Ứng dụng nhắn tin: KakaoTalk https://pf.kakao.com/_hanbitoffice',
        'https://office.example/contact?lang=vi',
        '',
        'Email này được gửi tự động. Nếu bạn không gửi yêu cầu tư vấn nào, vui lòng bỏ qua email này.',
        '',
      ].join('\n'),
    );
    expect(`${confirmation!.subject}\n${confirmation!.text}`).not.toMatch(hangul);
    expect(confirmation!.messageId).toMatch(new RegExp(`^<inquiry-${id}\\.confirmation-\\d+@office\\.example>$`));
    expectNothingOfTheVisitor(confirmation!);

    // The office's notification, to the office only: its number and the name (as before), never the message.
    const [notification] = to(demoOffice.email);
    expect(to(demoOffice.email)).toHaveLength(1);
    expect(notification!.envelopeTo).toEqual([demoOffice.email]);
    expect(notification!.subject).toBe(`새 문의 #${id}`);
    for (const secret of [visitor.content, 'XYZZY', visitor.phone, visitor.email]) expect(notification!.raw, secret).not.toContain(secret);

    const [row] = await confirmationRows();
    expect(row).toMatchObject({ attempts: 1, lastError: null, sentAt: expect.any(Date), inquiryId: id });
    expect(row!.payload).toStrictEqual({ inquiryId: id, lang: 'vi' });
  });

  it('is written in the reply language the visitor chose, not the page’s: zh on a Korean page is Simplified Chinese', async () => {
    const id = await submitted({ ...visitor, lang: 'ko', reply_lang: 'zh' });
    expect((await confirmationRows()).map((row) => row.payload)).toStrictEqual([{ inquiryId: id, lang: 'zh' }]);
    expect(await worker().runOnce()).toEqual({ sent: 2, failed: 0 });
    const [mail] = await smtp.waitFor(2).then(() => to(visitor.email));
    expect(to(visitor.email)).toHaveLength(1);
    expect(mail!.subject).toBe(`[韩光行政士事务所] 已收到您的咨询 #${id}`);
    for (const line of [
      `我们已收到您的咨询，咨询编号为 #${id}。`,
      '我们将在1个工作日内按您选择的方式答复。',
      '事务所联系方式: 韩光行政士事务所',
      '电话: 041-357-2480',
      '电子邮件: contact@hanbit-office.kr',
      `办公时间: ${demoOffice.hours.zh}`,
      '即时通讯: KakaoTalk https://pf.kakao.com/_hanbitoffice',
      'https://office.example/contact?lang=zh\n',
      '如果您没有提交过咨询，请忽略本邮件。',
    ]) {
      expect(plain(mail!)).toContain(line);
    }
    // Simplified, not Traditional; and nothing Korean although the page was.
    expect(mail!.text).not.toMatch(/諮詢|電話|辦公|郵件/);
    expect(`${mail!.subject}\n${mail!.text}`).not.toMatch(hangul);
    expectNothingOfTheVisitor(mail!);
  });

  it('names the office in each of the six languages and links to the contact page in it', async () => {
    const expected: Record<LanguageCode, { subject: string; phrase: string }> = {
      ko: { subject: `[${demoOffice.name.ko}] 문의 #ID가 접수되었습니다`, phrase: '영업일 기준 1일 안에' },
      zh: { subject: `[${demoOffice.name.zh}] 已收到您的咨询 #ID`, phrase: '1个工作日内' },
      ja: { subject: `[${demoOffice.name.ja}] お問い合わせ #ID を受け付けました`, phrase: '1営業日以内' },
      en: { subject: `[${demoOffice.name.en}] We have received your inquiry #ID`, phrase: 'within one business day' },
      ru: { subject: `[${demoOffice.name.ru}] Ваш запрос №ID получен`, phrase: 'в течение одного рабочего дня' },
      vi: { subject: `[${demoOffice.name.vi}] Chúng tôi đã nhận được yêu cầu tư vấn số #ID`, phrase: 'trong vòng 1 ngày làm việc' },
    };
    const ids = new Map<LanguageCode, number>();
    for (const lang of Object.keys(expected) as LanguageCode[]) {
      ids.set(lang, await submitted({ ...visitor, email: `visitor-${lang}@example.com`, reply_lang: lang }));
    }
    expect(await worker().runOnce()).toEqual({ sent: 12, failed: 0 });
    await smtp.waitFor(12);
    for (const [lang, id] of ids) {
      const mails = to(`visitor-${lang}@example.com`);
      expect(mails, lang).toHaveLength(1);
      expect(mails[0]!.subject, lang).toBe(expected[lang].subject.replace('ID', String(id)));
      expect(mails[0]!.text, lang).toContain(expected[lang].phrase);
      expect(plain(mails[0]!), lang).toContain(`https://office.example/contact?lang=${lang}\n`);
      expect(mails[0]!.text, lang).toContain(demoOffice.phone);
      if (lang !== 'ko') expect(`${mails[0]!.subject}\n${mails[0]!.text}`, lang).not.toMatch(hangul);
      expectNothingOfTheVisitor(mails[0]!);
    }
  });

  it('is sent once: after a refused first attempt it is retried and delivered, and no later run sends it again', async () => {
    const id = await submitted({ ...visitor, lang: 'vi' });
    const sender = worker();
    // The server refuses both messages' first attempts.
    smtp.refuseNext = 2;
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 2 });
    let [row] = await confirmationRows();
    expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringMatching(/^EENVELOPE 451: /) });
    expect(row!.lastError).not.toMatch(/zq\.visitor|example\.com|Quartzfeld/);
    expect(row!.nextAttemptAt).toEqual(new Date(ctx.clock.now().getTime() + 30_000));
    expect(smtp.received).toEqual([]);

    // Not before its time; then both go.
    ctx.clock.advance(29_000);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    ctx.clock.advance(1_000);
    expect(await sender.runOnce()).toEqual({ sent: 2, failed: 0 });
    await smtp.waitFor(2);
    expect(confirmationOf(id)).toHaveLength(1);
    [row] = await confirmationRows();
    expect(row).toMatchObject({ attempts: 2, lastError: null, sentAt: ctx.clock.now() });
    // Sent: the language is kept (the detail's record of it), nothing else was ever there.
    expect(row!.payload).toStrictEqual({ inquiryId: id, lang: 'vi' });
    const sentAt = row!.sentAt!;

    // Two workers at once, then a day later: nothing is due any more.
    expect(await Promise.all([sender.runOnce(), worker().runOnce()])).toEqual([
      { sent: 0, failed: 0 },
      { sent: 0, failed: 0 },
    ]);
    ctx.clock.advance(24 * 60 * 60_000);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(smtp.received).toHaveLength(2);
    expect(to(visitor.email)).toHaveLength(1);

    const admin = await signedIn(ctx, 'admin');
    const detail = await dataOf<InquiryDetail>(admin, 'inquiries.get', 'query', { id });
    expect(detail.confirmation).toEqual({ sentAt: sentAt.toISOString(), attempts: 2, lastError: null });
    expect(detail.notification).toEqual({ sentAt: sentAt.toISOString(), attempts: 2, lastError: null });
  });

  it('goes to an address at most three times in 24 hours: the fourth inquiry is stored and notified, without a confirmation', async () => {
    const same = [];
    for (let i = 0; i < 4; i++) same.push(await submitted({ ...visitor, lang: 'en' }));
    const other = await submitted({ ...visitor, email: 'someone.else@example.com', lang: 'en' });
    expect(await ctx.database.db.$count(inquiries)).toBe(5);

    const rows = await outboxRows();
    const kindsOf = (id: number) => rows.filter((row) => row.inquiryId === id).map((row) => row.kind);
    for (const id of same.slice(0, 3)) expect(kindsOf(id), String(id)).toEqual(['inquiry.received', 'inquiry.confirmation']);
    expect(kindsOf(same[3]!)).toEqual(['inquiry.received']);
    expect(kindsOf(other)).toEqual(['inquiry.received', 'inquiry.confirmation']);

    expect(await worker().runOnce()).toEqual({ sent: 9, failed: 0 });
    await smtp.waitFor(9);
    expect(to(officeAddress).map((mail) => mail.subject)).toEqual([...same, other].map((id) => `새 문의 #${id}`));
    expect(to(visitor.email).map((mail) => mail.subject)).toEqual(
      same.slice(0, 3).map((id) => `[${demoOffice.name.en}] We have received your inquiry #${id}`),
    );
    expect(to('someone.else@example.com')).toHaveLength(1);

    const admin = await signedIn(ctx, 'admin');
    const fourth = await dataOf<InquiryDetail>(admin, 'inquiries.get', 'query', { id: same[3] });
    expect(fourth.confirmation).toBeNull();
    expect(fourth.notification).toMatchObject({ sentAt: expect.any(String), lastError: null });
  });

  it('counts the last 24 hours: inquiries of 23 h 59 min ago still count, those of 24 h 1 min ago no longer', async () => {
    // The limit reads the inquiries' created_at, which the database sets (not the app's clock):
    // the earlier inquiries are moved back in time where they are stored.
    const ago = (interval: string) =>
      ctx.database.db
        .update(inquiries)
        .set({ createdAt: sql`now() - ${interval}::interval` })
        .where(eq(inquiries.email, visitor.email));
    const confirmed = async () => (await confirmationRows()).map((row) => row.payload.inquiryId);

    const first = [];
    for (let i = 0; i < 3; i++) first.push(await submitted(visitor));
    expect(await confirmed()).toEqual(first);

    await ago('23 hours 59 minutes');
    const within = await submitted(visitor);
    expect(await confirmed()).toEqual(first);

    await ago('24 hours 1 minute');
    const after = await submitted(visitor);
    expect(await confirmed()).toEqual([...first, after]);
    expect(within).toBeLessThan(after);
    expect(await ctx.database.db.$count(inquiries)).toBe(5);
  });

  it('is dropped when the inquiry is deleted before it goes: by staff in the console, or in the database', async () => {
    const admin = await signedIn(ctx, 'admin');
    const deletedByStaff = await submitted({ ...visitor, lang: 'vi' });
    expect(await dataOf(admin, 'inquiries.delete', 'mutation', { id: deletedByStaff })).toEqual({ id: deletedByStaff, deleted: true });
    // The console's delete takes its messages with it: nothing left to send.
    expect(await outboxRows()).toEqual([]);
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });

    const deletedInTheDatabase = await submitted({ ...visitor, lang: 'vi' });
    await ctx.database.db.delete(inquiries).where(eq(inquiries.id, deletedInTheDatabase));
    const [waiting] = await confirmationRows();
    expect(waiting).toMatchObject({ inquiryId: null, payload: { inquiryId: deletedInTheDatabase, lang: 'vi' }, sentAt: null });
    // No address to send it to: marked sent without sending (the office's notification still goes).
    expect(await worker().runOnce()).toEqual({ sent: 2, failed: 0 });
    await smtp.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(to(visitor.email)).toEqual([]);
    expect(confirmationOf(deletedInTheDatabase)).toEqual([]);
    expect(smtp.received.map((mail) => mail.envelopeTo)).toEqual([[officeAddress]]);
    const [dropped] = await confirmationRows();
    expect(dropped).toMatchObject({ attempts: 1, lastError: null, sentAt: ctx.clock.now() });
    expect(dropped!.payload).toStrictEqual({ inquiryId: deletedInTheDatabase, lang: 'vi' });
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });
  });

  it('refuses a reply channel or language it does not know with a 400 naming the field, storing nothing', async () => {
    for (const [field, patch] of [
      ['reply_channel', { reply_channel: 'fax' }],
      ['reply_channel', { reply_channel: 'EMAIL' }],
      ['reply_lang', { reply_lang: 'de' }],
      ['reply_lang', { reply_lang: 'zh-Hans' }],
    ] as const) {
      const response = await submit({ ...visitor, ...patch });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      const body = response.json();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.fields.map((f: { field: string }) => f.field)).toEqual([field]);
      expect(body.fields[0].message).toEqual(expect.any(String));
    }
    expect((await submit({ ...visitor, reply_channel: 'fax' })).json().fields[0].message).toBe(
      'reply_channel must be one of email, phone, messenger',
    );
    expect(await ctx.database.db.$count(inquiries)).toBe(0);
    expect(await outboxRows()).toEqual([]);
  });

  it('shows the reply language and channel in the inbox and the CSV export, and when the confirmation went', async () => {
    const vi = await submitted({ ...visitor, lang: 'vi', reply_channel: 'messenger' });
    const zh = await submitted({ ...visitor, email: 'zh.visitor@example.com', lang: 'ko', reply_lang: 'zh' });
    const phone = await submitted({ ...visitor, email: 'phone.visitor@example.com', lang: 'en', reply_lang: 'ru', reply_channel: 'phone' });
    const admin = await signedIn(ctx, 'admin');

    // Before sending: the confirmation waits.
    const waiting = await dataOf<InquiryDetail>(admin, 'inquiries.get', 'query', { id: vi });
    expect(waiting.reply).toEqual({ lang: 'vi', channel: 'messenger' });
    expect(waiting.confirmation).toEqual({ sentAt: null, attempts: 0, lastError: null });

    expect(await worker().runOnce()).toEqual({ sent: 6, failed: 0 });
    await smtp.waitFor(6);
    const [sentRow] = (await confirmationRows()).filter((row) => row.inquiryId === vi);
    const detail = await dataOf<InquiryDetail>(admin, 'inquiries.get', 'query', { id: vi });
    expect(detail.reply).toEqual({ lang: 'vi', channel: 'messenger' });
    expect(detail.confirmation).toEqual({ sentAt: sentRow!.sentAt!.toISOString(), attempts: 1, lastError: null });
    expect(detail.notification).toEqual({ sentAt: expect.any(String), attempts: 1, lastError: null });
    expect((await dataOf<InquiryDetail>(admin, 'inquiries.get', 'query', { id: zh })).reply).toEqual({ lang: 'zh', channel: 'email' });

    const page = await dataOf<InquiryPage>(admin, 'inquiries.list', 'query', {});
    expect(Object.fromEntries(page.items.map((item) => [item.id, item.reply]))).toEqual({
      [vi]: { lang: 'vi', channel: 'messenger' },
      [zh]: { lang: 'zh', channel: 'email' },
      [phone]: { lang: 'ru', channel: 'phone' },
    });

    const csv = await download(admin);
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.rawPayload.subarray(3).toString('utf8').split('\r\n').slice(0, -1);
    const columns = header!.split(',');
    expect(columns).toEqual(expect.arrayContaining(['언어', '답변 언어', '답변 방법']));
    // The reply columns follow the page's language.
    expect(columns.indexOf('답변 언어')).toBe(columns.indexOf('언어') + 1);
    expect(columns.indexOf('답변 방법')).toBe(columns.indexOf('언어') + 2);
    const cells = (id: number) => {
      const line = lines.find((l) => l.startsWith(`${id},`))!;
      const values = line.split(',');
      expect(values).toHaveLength(columns.length);
      return {
        lang: values[columns.indexOf('언어')],
        replyLang: values[columns.indexOf('답변 언어')],
        channel: values[columns.indexOf('답변 방법')],
      };
    };
    expect(cells(vi)).toEqual({ lang: 'vi', replyLang: '베트남어', channel: '메신저' });
    expect(cells(zh)).toEqual({ lang: 'ko', replyLang: '중국어', channel: '이메일' });
    expect(cells(phone)).toEqual({ lang: 'en', replyLang: '러시아어', channel: '전화' });
  });

  /** The console's CSV export, as an admin's browser asks for it (with the reason the export requires). */
  const download = (client: ConsoleClient) =>
    ctx.app.inject({
      method: 'GET',
      url: `/admin/api/inquiries.csv?reason=${encodeURIComponent('답변 방법 확인')}`,
      headers: { 'sec-fetch-site': 'same-origin' },
      cookies: client.cookie ? { [client.cookie.name]: client.cookie.value } : {},
      remoteAddress: client.address,
    });
});
