import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { maskIdentifiers } from '@office/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '@office/db/client';
import { migrationsFolder } from '@office/db/migrations-folder';
import { testBackends } from '@office/testing/databases';
import { migrationsBefore } from '../support/migrations.js';

/**
 * Migration 0013 masks the registration and passport numbers of inquiries stored before the API
 * masked them (decision 0041), with the same patterns as `maskIdentifiers`: over every case below,
 * each column and each waiting e-mail's name must end up as `maskIdentifiers` makes it.
 */
const tag = '0013_mask_stored_identifiers';

/** What visitors and staff wrote: numbers of every shape the rules know, near misses, and ordinary text. */
const corpus = [
  // Registration numbers, by what stands between the halves, and dates that are not dates.
  '900101-1234567',
  '050228-4123456 and 010615-8123456',
  '9001011234567',
  '900101 1234567 / 900101.1234567 / 900101 - 1234567',
  '900101–1234567, 900101−1234567, 900101—1234567',
  '９００１０１－１２３４５６７',
  '９００１０１ー１２３４５６７',
  '900101\u30001234567 900101\u00a01234567',
  '000229-3123456 900430-2123456 991231-1123456',
  '900230-1234567 900431-1234567 901301-1234567 900100-1234567 900132-1234567',
  '900101-9234567 900101-0234567 900101-123456 19001011234567 90010112345678',
  '제 외국인등록번호는900101-5234567입니다.',
  'ARC900101-5234567a (900101-1234567)',
  '주민번호:\n900101-1234567\n감사합니다',
  '900101-1234567AB1234567',
  // Passport numbers of every length, and shapes that are not one.
  'M12345678 M123A4567 S12345678 R123B4567 G12345678 D123C4567',
  'E12345678, EA1234567, C1234567, AA1234567, P1234567A, AB12345678, PA12345678B',
  'm12345678 ea1234567',
  'ＴＫ１２３４５６７ Ｍ１２３Ａ４５６７',
  'My passport number is E12345678.',
  '여권번호M12345678입니다 护照号码：(EA1234567)',
  'E-9, F-2-7, D-10, M123456, M123456789, ABC1234567, 9M12345678, visaM12345678, P1234567AB, KE1234',
  'ab1234567@naver.com, ab1234567＠naver.com',
  // What inquiries hold besides: phones, dates, amounts, other numbers.
  '010-1234-5678 01012345678 +82 10 1234 5678 +821012345678 041-123-4567 02-1234-5678',
  '2024-01-15 20240115 900101 2024.01.15 14:30 1,234,567원 12345678원 31789',
  '123-45-67890 110-123-456789 1234-5678-9012-3456 9788901234567',
  'Passport: C1234567\nARC: 950505-6123456\nPhone 010-1234-5678',
  'E-7 비자 연장 문의드립니다.\n서류 목록을 알고 싶습니다.',
  "It's O'Brien's 'M12345678' — quotes and \\ backslashes \\1 stay",
  '',
];

interface StoredRow {
  name: string;
  content: string;
  staff_note: string | null;
  consent_version: string | null;
}

describe.each(testBackends)(`migration ${tag} on $name`, (backend) => {
  it('masks every inquiry and waiting e-mail stored before it as maskIdentifiers does', async () => {
    const folder = migrationsBefore(tag);
    const database = await backend.create({ migrated: false });
    try {
      await database.migrate(folder);
      const { db } = database;
      for (const text of corpus) {
        await db.execute(sql`
          with stored as (
            insert into inquiries (name, phone, email, content, staff_note, consent_version)
            values (${text}, '01012345678', 'a@example.com', ${text}, ${text}, ${text})
            returning id
          )
          insert into outbox (kind, inquiry_id, payload)
          select 'inquiry.received', id, jsonb_build_object('inquiryId', id, 'name', ${text}::text) from stored`);
      }
      // A note never written, and an e-mail already sent (its name gone): left as they are.
      await db.execute(sql`insert into inquiries (name, phone, email, content) values ('M12345678', '01012345678', 'a@example.com', 'x')`);
      await db.execute(sql`insert into outbox (kind, payload, sent_at) values ('inquiry.received', '{"inquiryId": 1}', now())`);

      await database.migrate();

      const inquiries = await rows<StoredRow & { id: number }>(
        db,
        sql`select id, name, content, staff_note, consent_version from inquiries order by id`,
      );
      expect(inquiries.slice(0, corpus.length)).toEqual(
        corpus.map((text, i) => ({
          id: inquiries[i]!.id,
          name: maskIdentifiers(text),
          content: maskIdentifiers(text),
          staff_note: maskIdentifiers(text),
          consent_version: maskIdentifiers(text),
        })),
      );
      expect(inquiries.at(-1)).toMatchObject({ name: '*********', content: 'x', staff_note: null, consent_version: null });

      const messages = await rows<{ payload: { inquiryId: number; name?: string } }>(db, sql`select payload from outbox order by id`);
      expect(messages.map((m) => m.payload.name)).toEqual([...corpus.map(maskIdentifiers), undefined]);

      // Used once: the migration leaves no function of its own behind.
      expect(await rows(db, sql`select 1 from pg_proc where proname = 'mask_identifiers_0013'`)).toEqual([]);

      // Run again (a restore, say, then the statements by hand), it changes nothing more.
      for (const statement of readFileSync(join(migrationsFolder, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) {
        await db.execute(sql.raw(statement));
      }
      expect(await rows(db, sql`select id, name, content, staff_note, consent_version from inquiries order by id`)).toEqual(inquiries);
    } finally {
      await database.drop();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('the cases', () => {
  it('hold texts the rules change and texts they keep, so agreeing on them means something', () => {
    expect(corpus.filter((text) => maskIdentifiers(text) !== text).length).toBeGreaterThan(15);
    expect(corpus.filter((text) => maskIdentifiers(text) === text).length).toBeGreaterThan(5);
  });
});

/** The rows of a query, from either driver's answer. */
async function rows<T = unknown>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
