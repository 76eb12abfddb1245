import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inquiries, outbox } from '@office/db/schema';
import { testBackends } from '@office/testing/databases';
import { inquiryReceivedMail } from '../../src/jobs/outbox-worker.js';
import { useSeededApp } from '../support/app.js';
import { solvedChallenge } from '../support/challenge.js';
import { freshAddress } from '../support/console.js';

/**
 * Registration and passport numbers a visitor sends are masked before the inquiry is stored
 * (PIPA art. 24 and 24-2, decision 0041), whichever way it came: the REST facade and tRPC share
 * the one intake service, and this holds both to it.
 */

/** What the visitor sends; each clear number below must be nowhere afterwards. */
const sent = {
  name: 'Tran Thi Mai (EA1234567)',
  phone: '01012345678',
  email: 'mai@example.com',
  content: [
    '외국인등록번호는 900101-5234567이고 여권번호는 M123A4567입니다.',
    'Passport C7654321, ARC ９５０５０５－６１２３４５６.',
    '연락은 010-1234-5678로 주세요. 2024-01-15에 입국했습니다.',
  ].join('\n'),
};
const clearNumbers = ['EA1234567', '5234567', 'M123A4567', 'C7654321', '６１２３４５６'];

/** The same text as stored: the dates of birth kept, the rest starred; phone and date untouched. */
const stored = {
  name: 'Tran Thi Mai (*********)',
  content: [
    '외국인등록번호는 900101-*******이고 여권번호는 *********입니다.',
    'Passport ********, ARC ９５０５０５－*******.',
    '연락은 010-1234-5678로 주세요. 2024-01-15에 입국했습니다.',
  ].join('\n'),
};

describe.each(testBackends)('identifiers in an inquiry on $name', (backend) => {
  const ctx = useSeededApp(backend);

  const send = {
    async rest(body: object) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/common/inquiry/',
        headers: { 'content-type': 'application/json' },
        remoteAddress: freshAddress(),
        payload: JSON.stringify({ ...body, altcha: await solvedChallenge(ctx.app) }),
      });
      expect(response.statusCode, response.body).toBe(201);
      // The answer's shape is the facade's as before: the receipt only.
      expect(Object.keys(response.json()).sort()).toEqual(['created_at', 'id']);
      return response.json().id as number;
    },
    async trpc(body: object) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/trpc/inquiries.submit',
        headers: { 'content-type': 'application/json' },
        remoteAddress: freshAddress(),
        payload: JSON.stringify({ ...body, altcha: await solvedChallenge(ctx.app) }),
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(Object.keys(response.json().result.data).sort()).toEqual(['created_at', 'id']);
      return response.json().result.data.id as number;
    },
  };

  it.each(['rest', 'trpc'] as const)('over %s: stored masked, and the queued e-mail holds no clear number', async (transport) => {
    const id = await send[transport]({ ...sent, consent: true, consent_version: '2026-12-01', lang: 'en' });

    const [row] = await ctx.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row).toMatchObject({ ...stored, phone: sent.phone, email: sent.email, consentVersion: '2026-12-01' });

    const [message] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.inquiryId, id), eq(outbox.kind, 'inquiry.received')));
    expect(message!.payload).toEqual({ inquiryId: id, name: stored.name });
    // The visitor's confirmation copies nothing they wrote: its number and language only (decision 0045).
    const [confirmation] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.inquiryId, id), eq(outbox.kind, 'inquiry.confirmation')));
    expect(confirmation!.payload).toEqual({ inquiryId: id, lang: 'en' });
    const mail = inquiryReceivedMail(message!.id, message!.payload, {
      from: 'office@example.com',
      to: ['office@example.com'],
      publicOrigin: 'https://office.example',
    });
    expect(mail.text).toContain(`이름: ${stored.name}`);

    for (const written of [JSON.stringify(row), JSON.stringify(message), JSON.stringify(confirmation), mail.subject, mail.text]) {
      for (const number of clearNumbers) expect(written).not.toContain(number);
    }
  });

  it('masks the consent version too, the one other text a client names', async () => {
    const id = await send.trpc({ ...sent, consent: true, consent_version: 'v M12345678' });
    const [row] = await ctx.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row!.consentVersion).toBe('v *********');
  });

  it('leaves an inquiry without such numbers exactly as sent', async () => {
    const plain = { ...sent, name: 'Kim Minsu', content: 'E-7 비자 연장 문의드립니다.\n전화 010-1234-5678, 생년월일 900101.' };
    const id = await send.rest(plain);
    const [row] = await ctx.database.db.select().from(inquiries).where(eq(inquiries.id, id));
    expect(row).toMatchObject({ name: plain.name, content: plain.content });
  });
});
