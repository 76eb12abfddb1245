import { desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditLog, inquiries } from '@office/db/schema';
import { csvCell } from '../../src/http/csv.js';
import { ConsoleClient, signedIn, useConsoleApp } from '../support/console.js';
import { testBackends } from '@office/testing/databases';

describe('CSV cells', () => {
  it('quote what RFC 4180 says to quote and double the quotes inside', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
  });

  it('keep text that a spreadsheet would run as a formula as text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://evil.example","클릭")')).toBe(`"'=HYPERLINK(""http://evil.example"",""클릭"")"`);
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-5)).toBe('-5');
  });
});

describe.each(testBackends)('GET /admin/api/inquiries.csv on $name', (backend) => {
  const ctx = useConsoleApp(backend);
  const url = '/admin/api/inquiries.csv';

  /** Why the tests export, unless a test says otherwise (the export asks for a reason). */
  const testReason = '월말 상담 현황 정리';

  /**
   * A GET as the browser sends it for the console's export form on its own page, with `reason`
   * added to the query (null: none).
   */
  const download = (
    client: ConsoleClient,
    query = '',
    headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
    reason: string | null = testReason,
  ) => {
    const withReason = reason === null ? query : `${query}${query ? '&' : '?'}reason=${encodeURIComponent(reason)}`;
    return ctx.app.inject({
      method: 'GET',
      url: `${url}${withReason}`,
      headers,
      cookies: client.cookie ? { [client.cookie.name]: client.cookie.value } : {},
      remoteAddress: client.address,
    });
  };

  let tricky: number;
  let plain: number;
  beforeEach(async () => {
    await ctx.database.db.delete(inquiries);
    tricky = (
      await ctx.services.inquiries.submit({
        name: '=HYPERLINK("http://evil.example","김, 민수")',
        phone: '0413572480',
        email: 'minsu@example.com',
        content: '+82 연락 주세요\n"급함", 감사합니다',
        consent: true,
        consent_version: '2026-11-01',
        lang: 'ko',
      })
    ).id;
    plain = (await ctx.services.inquiries.submit({ name: '이영희', phone: '01098765432', email: 'yh@example.com', content: '@문의' })).id;
    await ctx.database.db
      .update(inquiries)
      .set({ createdAt: new Date('2026-02-10T01:02:03Z') })
      .where(eq(inquiries.id, tricky));
    await ctx.database.db
      .update(inquiries)
      .set({ createdAt: new Date('2026-02-11T16:00:00Z'), staffNote: '-회신 완료' })
      .where(eq(inquiries.id, plain));
    await ctx.services.inquiryInbox.setStatus(plain, 'closed', null);
  });

  it('refuses anonymous callers (401), editors (403) and requests from other sites (403)', async () => {
    const anonymous = await download(new ConsoleClient(ctx));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });

    const editor = await signedIn(ctx, 'editor');
    const refused = await download(editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: 'Only admins may do this.' });
    expect(refused.body).not.toContain('이영희');

    const admin = await signedIn(ctx, 'admin');
    const foreignHeaders: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of foreignHeaders) {
      const foreign = await download(admin, '', headers);
      expect(foreign.statusCode, JSON.stringify(headers)).toBe(403);
      expect(foreign.body).not.toContain('이영희');
    }
    // A same-origin request, or one without fetch metadata (a script, an older browser), is served.
    expect((await download(admin, '', { origin: ctx.publicOrigin })).statusCode).toBe(200);
    expect((await download(admin, '', {})).statusCode).toBe(200);

    const forged = new ConsoleClient(ctx);
    forged.cookie = { name: '__Host-office_session', value: 'A'.repeat(43) };
    expect((await download(forged)).statusCode).toBe(401);
  });

  it('is UTF-8 with a BOM and CRLF, Korean headers and text intact, quoted per RFC 4180, formulas defused', async () => {
    const admin = await signedIn(ctx, 'admin');
    const response = await download(admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toMatch(/noindex/);
    // Named after the day of the download in Korea.
    const day = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="inquiries-${day}.csv"; filename*=UTF-8''%EB%AC%B8%EC%9D%98-${day}.csv`,
    );

    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const closedAt = new Date(ctx.clock.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(bytes.subarray(3).toString('utf8')).toBe(
      [
        '번호,접수 일시,상태,이름,전화번호,이메일,문의 내용,언어,답변 언어,답변 방법,개인정보 수집·이용 동의,동의서 버전,종결 일시,직원 메모',
        // No language given: no reply language either; the reply channel defaults to e-mail (decision 0045).
        `${plain},2026-02-12 01:00:00,종결,이영희,010-9876-5432,yh@example.com,'@문의,,,이메일,기록 없음,,${closedAt},'-회신 완료`,
        // The reply language defaults to the page's, named in Korean for staff.
        `${tricky},2026-02-10 10:02:03,신규,"'=HYPERLINK(""http://evil.example"",""김, 민수"")",041-357-2480,minsu@example.com,"'+82 연락 주세요\n""급함"", 감사합니다",ko,한국어,이메일,동의,2026-11-01,,`,
        '',
      ].join('\r\n'),
    );
  });

  it('applies the status and day filters, refuses bad ones, and audits the export with its count only', async () => {
    const admin = await signedIn(ctx, 'admin');
    const rows = async (query: string) => {
      const response = await download(admin, query);
      expect(response.statusCode, query).toBe(200);
      return response.rawPayload.subarray(3).toString('utf8').split('\r\n').slice(1, -1);
    };
    expect(await rows('?status=closed')).toEqual([expect.stringMatching(new RegExp(`^${plain},`))]);
    expect(await rows('?status=&from=2026-02-10&to=2026-02-10')).toEqual([expect.stringMatching(new RegExp(`^${tricky},`))]);
    expect(await rows('?from=2026-03-01')).toEqual([]);

    const [entry] = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'inquiry.exported',
      actorEmail: 'admin@office.example',
      targetId: null,
      detail: { count: 0, status: null, from: '2026-03-01', to: null },
      subjects: { count: 0, inquiryIds: [], filter: { status: null, from: '2026-03-01', to: null } },
      reason: testReason,
      address: admin.address,
    });
    const exports = (await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'inquiry.exported'))).map((e) =>
      JSON.stringify(e),
    );
    for (const text of exports) expect(text).not.toMatch(/이영희|minsu|0109876/);

    for (const query of ['?status=spam', '?from=yesterday', '?from=2026-02-11&to=2026-02-10', '?from=2026-13-01', '?to=2026-02-30']) {
      const bad = await download(admin, query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    // A day not on the calendar: one reason, naming the field.
    expect((await download(admin, '?to=2026-02-30')).json().fields).toEqual([
      { field: 'to', code: 'invalid_format', message: 'to must be a date (YYYY-MM-DD)' },
    ]);
  });

  it('asks why: a reason of 2–500 characters once trimmed, or a 400 naming `reason`; the record keeps it with the ids and the address', async () => {
    const admin = await signedIn(ctx, 'admin');
    const exportsBefore = await ctx.database.db.$count(auditLog, eq(auditLog.action, 'inquiry.exported'));
    for (const [query, reason] of [
      ['', null],
      ['?reason=', null],
      ['', ''],
      ['', '   '],
      ['', ' 가 '],
      ['', 'x'.repeat(501)],
      ['', 'bad\u0000reason'],
      ['?reason=a&reason=bb', null],
      ['?status=closed', null],
    ] as const) {
      const refused = await download(admin, query, undefined, reason);
      expect(refused.statusCode, `${query} ${reason}`).toBe(400);
      expect(refused.json(), `${query} ${reason}`).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: [expect.objectContaining({ field: 'reason' })],
      });
      expect(refused.body).not.toContain('이영희');
    }
    // Nothing was exported, so nothing was recorded.
    expect(await ctx.database.db.$count(auditLog, eq(auditLog.action, 'inquiry.exported'))).toBe(exportsBefore);

    const longest = `  ${'가'.repeat(500)}  `;
    expect((await download(admin, '?status=closed', undefined, longest)).statusCode).toBe(200);
    const [longRecord] = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(longRecord!.reason).toBe('가'.repeat(500));

    expect((await download(admin, '', undefined, ' 고객 회신 ')).statusCode).toBe(200);
    const [entry] = await ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'inquiry.exported',
      actorEmail: 'admin@office.example',
      address: admin.address,
      reason: '고객 회신',
      detail: { count: 2, status: null, from: null, to: null },
      subjects: { count: 2, inquiryIds: [plain, tricky], filter: { status: null, from: null, to: null } },
    });
    expect(entry!.seq).toBeGreaterThan(0);
    expect(JSON.stringify(entry)).not.toMatch(/이영희|minsu|0109876|HYPERLINK/);
  });
});
