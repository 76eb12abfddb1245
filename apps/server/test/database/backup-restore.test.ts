import { randomBytes } from 'node:crypto';
import { createReadStream, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { createPostInput } from '@office/contracts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '@office/api/services/clock';
import { createServices } from '@office/api/services';
import {
  allTables,
  BackupError,
  type BackupHeader,
  currentMigration,
  knownMigrations,
  migrationsUpTo,
  restoreBackup,
  tablesFilledByMigrations,
  tablesLeftOut,
  writeBackupFile,
} from '@office/db/backup';
import { type Database, type Writer } from '@office/db/client';
import {
  auditLog,
  inquiries,
  postTranslations,
  rateLimits,
  serverSecrets,
  staffSessions,
  storedFiles,
  textValues,
  usedChallenges,
} from '@office/db/schema';
import { seedDatabase } from '@office/db/seed';
import { backupMadeAction } from '@office/api/services/go-live';
import { postgresBackends, type TestBackend, type TestDatabase, testBackends } from '@office/testing/databases';
import { sampleAttachments } from '@office/testing/sample-files';
import { serverPackageRoot } from '../../src/paths.js';
import { runCommand, runProcess, useCommandDatabase } from '../support/commands.js';

const rowsOf = <Row = Record<string, unknown>>(result: unknown) => (result as { rows: Row[] }).rows;

/** What an office makes, beyond the seed: staff, a post with a thumbnail, attachments, a translation, edited texts, inquiries with their outbox, and the odd values a format can lose. */
interface Office {
  files: Array<{ id: string; variant: 'original' | 'w800' | 'w400'; bytes: Buffer }>;
}

async function fillOffice(database: Database): Promise<Office> {
  const { db } = database;
  await seedDatabase(db);
  const services = createServices(db, systemClock);
  const admin = await services.staff.accounts.create(
    { email: 'boss@office.example', displayName: '김대표', role: 'admin', password: 'a long pass phrase for tests' },
    null,
    'command line',
  );
  const staff = { id: admin.id, email: admin.email, displayName: admin.displayName, role: admin.role };
  const actor = { id: admin.id, email: admin.email };

  // A PNG thumbnail (stored as the WebP sizes it is re-encoded to), a HWP attachment.
  const png = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#2a5d9f' } })
    .png()
    .toBuffer();
  const thumbnail = await services.content.files.saveThumbnail(png, actor);
  const post = await services.content.posts.create(
    createPostInput.parse({
      kind: 'library',
      category: 'category1',
      title: '위임장 "양식" \\ 백업',
      content: '<p>한국어 본문, 中文, 日本語, русский 😀</p>',
      thumbnailId: thumbnail.id,
      thumbnailAlt: '파란 사각형',
    }),
    staff,
  );
  const attachment = await services.content.files.addAttachment(
    post.id,
    { name: '위임장 양식.hwp', bytes: sampleAttachments.hwp() },
    actor,
  );
  await db
    .insert(postTranslations)
    .values({ postId: post.id, lang: 'en', title: 'Power of attorney "form"', content: '<p>Body</p>', sourceVersion: 1 });
  // Bytes no upload check would take: every byte value, and 3 MB of noise (a large row, several fetches).
  const allBytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  const noise = randomBytes(3 * 1024 * 1024);
  for (const [i, bytes] of [allBytes, noise].entries()) {
    await db.insert(storedFiles).values({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      variant: 'original',
      purpose: 'attachment',
      ownerPostId: post.id,
      originalName: `raw-${i}.bin`,
      contentType: 'application/octet-stream',
      byteSize: bytes.length,
      bytes,
    });
  }

  // A page text with characters JSON and SQL escape, and a time with microseconds.
  const [someText] = await db.select({ keyId: textValues.keyId }).from(textValues).limit(1);
  await db
    .update(textValues)
    .set({ value: `줄\n바꿈\t탭 "따옴표" 'apostrophe' \\ 백슬래시 😀 \u2028` })
    .where(sql`${textValues.keyId} = ${someText!.keyId} and ${textValues.lang} = 'ko'`);
  await db.execute(sql`update posts set created_at = '2024-02-29 23:59:59.123456+09' where id = ${post.id}`);
  // jsonb numbers no JavaScript number holds, nested values, nulls.
  await db.execute(
    sql`insert into audit_log (actor_id, actor_email, action, detail) values (${admin.id}, ${admin.email}, 'test.odd', '{"big": 123456789012345678901234567890.000001, "list": [1, null, "x", {"k": true}]}')`,
  );

  // Inquiries with their outbox rows; one closed, the newest deleted (its number must not be reused).
  const receipts = [];
  for (const [i, name] of ['왕웨이', 'Ivanov Ivan', '山田花子'].entries()) {
    receipts.push(
      await services.inquiries.submit({
        name,
        phone: `0101234567${i}`,
        email: `visitor${i}@example.com`,
        content: `문의 ${i}\n비자 연장`,
        consent: true,
        lang: 'ko',
      }),
    );
  }
  await db.execute(sql`update inquiries set status = 'closed', closed_at = now(), staff_note = '처리함' where id = ${receipts[0]!.id}`);
  await db.delete(inquiries).where(eq(inquiries.id, receipts[2]!.id));

  // What backups leave out.
  await db.insert(staffSessions).values({
    id: 'a'.repeat(64),
    staffId: admin.id,
    csrfToken: 'token',
    createdAt: new Date(),
    lastSeenAt: new Date(),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await db.insert(rateLimits).values({ key: 'inquiry:abc', windowStart: new Date(0), hits: 3, expiresAt: new Date(Date.now() + 60_000) });
  await db.insert(usedChallenges).values({ id: 'nonce', expiresAt: new Date(Date.now() + 60_000) });
  await db.insert(serverSecrets).values({ name: 'altcha-hmac-key', value: 'secret' }).onConflictDoNothing();

  return {
    files: [
      ...(['w800', 'w400'] as const).map((variant) => ({ id: thumbnail.id, variant, bytes: Buffer.alloc(0) })),
      { id: attachment.id, variant: 'original', bytes: sampleAttachments.hwp() },
      { id: '00000000-0000-4000-8000-000000000000', variant: 'original', bytes: allBytes },
      { id: '00000000-0000-4000-8000-000000000001', variant: 'original', bytes: noise },
    ],
  };
}

/**
 * Every table, every column (generated ones too), each row as Postgres's own jsonb text in UTC:
 * exact times, exact numbers, bytea as hex (so equal rows mean equal bytes).
 */
async function contentsOf(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(
    async (tx) => {
      await tx.execute(sql`select set_config('TimeZone', 'UTC', true)`);
      const tables: Record<string, string[]> = {};
      for (const table of allTables) {
        const order = sql.join(
          table.key.map((name) => sql.identifier(name)),
          sql`, `,
        );
        const result = await tx.execute(sql`select to_jsonb(t)::text as row from ${sql.identifier(table.name)} as t order by ${order}`);
        tables[table.name] = rowsOf<{ row: string }>(result).map((r) => r.row);
      }
      return tables;
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** How far each serial sequence has gone. */
async function sequencesOf(db: Writer): Promise<Record<string, string | null>> {
  const result = await db.execute(sql`
    select c.relname || '.' || a.attname as name, pg_sequence_last_value(pg_get_serial_sequence(quote_ident(c.relname), a.attname)::regclass)::text as last
    from pg_class c join pg_namespace n on n.oid = c.relnamespace join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    where n.nspname = 'public' and c.relkind = 'r' and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`);
  return Object.fromEntries(rowsOf<{ name: string; last: string | null }>(result).map((row) => [row.name, row.last]));
}

/** What the restored database must hold: the source's contents, without what backups leave out. */
const withoutLeftOut = (contents: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(contents).map(([name, rows]) => [name, name in tablesLeftOut ? [] : rows]));

const restoreFile = (database: Database, file: string) => restoreBackup(database, createReadStream(file), { file });

const workDir = mkdtempSync(join(tmpdir(), 'office-backup-test-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
let fileCount = 0;
const newFile = (name = 'backup.gz') => join(workDir, `${(fileCount += 1)}-${name}`);

/** A source database filled once per backend, with its backup. */
function useFilledSource(backend: TestBackend) {
  const source = {} as { database: TestDatabase; office: Office; file: string; contents: Record<string, string[]> };
  beforeAll(async () => {
    source.database = await backend.create();
    source.office = await fillOffice(source.database);
    source.contents = await contentsOf(source.database);
    source.file = newFile();
    await writeBackupFile(source.database, source.file);
  });
  afterAll(async () => {
    await source.database?.drop();
  });
  return source;
}

describe.each(testBackends)('backup and restore on $name', (backend) => {
  const source = useFilledSource(backend);

  it('restores every table row for row, files byte for byte, into a new database, and numbers go on where they were', async () => {
    const header = JSON.parse(gunzipSync(readFileSync(source.file)).toString('utf8').split('\n')[0]!) as BackupHeader;
    expect(header).toMatchObject({ format: 'office-backup', version: 1, source: backend.name });
    expect(header.tables.map((table) => table.name)).not.toContain('staff_sessions');
    for (const table of header.tables) expect(table.rows, table.name).toBe(source.contents[table.name]!.length);
    expect(statSync(source.file).mode & 0o777).toBe(0o600);
    expect(readdirSync(workDir).filter((name) => name.endsWith('.partial'))).toEqual([]);

    // A database no release ever started on: restore migrates it.
    const target = await backend.create({ migrated: false });
    try {
      const summary = await restoreFile(target, source.file);
      expect(summary.rows).toBe(header.tables.reduce((total, table) => total + table.rows, 0));
      expect(await contentsOf(target)).toEqual(withoutLeftOut(source.contents));
      expect(await sequencesOf(target.db)).toEqual(await sequencesOf(source.database.db));

      const restored = createServices(target.db, systemClock).content.files;
      for (const file of source.office.files) {
        const stored = await restored.read(file.id, file.variant);
        const bytes = await stored!.bytes();
        if (file.bytes.length) expect(bytes!.equals(file.bytes), `${file.id} ${file.variant}`).toBe(true);
        else expect(stored!.contentType).toBe('image/webp');
      }
      // The deleted newest inquiry's number is not handed out again.
      const receipt = await createServices(target.db, systemClock).inquiries.submit({
        name: 'New Visitor',
        phone: '01099998888',
        email: 'new@example.com',
        content: 'after the restore',
      });
      const highestBefore = Math.max(...source.contents.inquiries!.map((row) => (JSON.parse(row) as { id: number }).id));
      expect(receipt.id).toBeGreaterThan(highestBefore + 1);
    } finally {
      await target.drop();
    }
  }, 120_000);

  it('refuses a database that holds data, saying what to do, and leaves it as it was', async () => {
    const error = await restoreFile(source.database, source.file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackupError);
    expect((error as Error).message).toMatch(/already holds data \(.*posts: \d+.*\).*empty database.*new database/);
    expect(await contentsOf(source.database)).toEqual(source.contents);
  });

  it('refuses garbage, a cut file, a file without its end, a damaged one and a newer release’s, restoring nothing; then restores a good one', async () => {
    const target = await backend.create();
    try {
      const text = gunzipSync(readFileSync(source.file)).toString('utf8');
      const lines = text.split('\n');
      const header = JSON.parse(lines[0]!) as BackupHeader;
      const whole = readFileSync(source.file);
      const bad: Array<[name: string, bytes: Buffer, message: RegExp]> = [
        ['garbage', randomBytes(5000), /is not a backup written by `backup` \(not gzip data\)/],
        ['empty', Buffer.alloc(0), /not a backup|incomplete/],
        ['not-a-backup', gzipSync('{"hello":"world"}\n[1,2,3]\n'), /is not a backup written by `backup`/],
        ['cut', whole.subarray(0, Math.floor(whole.length / 2)), /is incomplete: it ends in the middle/],
        ['no-end', gzipSync(lines.slice(0, -2).join('\n') + '\n'), /is incomplete: its last line is missing/],
        [
          'miscounted',
          gzipSync(
            [
              JSON.stringify({ ...header, tables: header.tables.map((t) => (t.name === 'posts' ? { ...t, rows: t.rows + 1 } : t)) }),
              ...lines.slice(1),
            ].join('\n'),
          ),
          /is damaged: table posts has \d+ rows where its header says \d+/,
        ],
        ['broken-row', gzipSync(text.replace(/\n\[/, '\n[}')), /is damaged: row 1 of \w+ is not readable/],
        [
          'newer',
          gzipSync(
            [JSON.stringify({ ...header, migration: { tag: '9999_future', when: header.migration.when + 1 } }), ...lines.slice(1)].join(
              '\n',
            ),
          ),
          /was written by a newer release \(migration 9999_future; this release knows migrations up to /,
        ],
        [
          'other-version',
          gzipSync([JSON.stringify({ ...header, version: 2 }), ...lines.slice(1)].join('\n')),
          /is in backup format version 2/,
        ],
      ];
      for (const [name, bytes, message] of bad) {
        const file = newFile(`${name}.gz`);
        writeFileSync(file, bytes);
        const error = await restoreFile(target, file).catch((e: unknown) => e);
        expect(error, name).toBeInstanceOf(BackupError);
        expect((error as Error).message, name).toMatch(message);
      }
      const error = await restoreFile(target, join(workDir, 'missing.gz')).catch((e: unknown) => e);
      expect((error as Error).message).toMatch(/missing\.gz does not exist/);
      // Nothing of any of them stayed: the good file restores into the same database.
      // (The configured languages are the migration's own rows, there before any restore.)
      for (const [name, rows] of Object.entries(await contentsOf(target))) {
        if (!tablesFilledByMigrations.includes(name)) expect(rows, name).toEqual([]);
      }
      await restoreFile(target, source.file);
      expect(await contentsOf(target)).toEqual(withoutLeftOut(source.contents));
    } finally {
      await target.drop();
    }
  }, 120_000);
});

describe.each(testBackends)('a backup of an older release on $name', (backend) => {
  const source = useFilledSource(backend);

  it('is restored at its own migration, then this release’s newer migrations run over it', async () => {
    const [older, newest] = knownMigrations().slice(-2);
    // The backup an older release would have written: its header at the migration before the
    // newest, without the tables and columns that migration added.
    const folder = migrationsUpTo(older!);
    const then = await backend.create({ migrated: false });
    let header: BackupHeader;
    let body: string[];
    try {
      await then.migrate(folder);
      const columnsThen = async (table: string) =>
        rowsOf<{ name: string }>(
          await then.db.execute(
            sql`select attname as name from pg_attribute where attrelid = to_regclass(quote_ident(${table})) and attnum > 0 and not attisdropped`,
          ),
        ).map((row) => row.name);
      const lines = gunzipSync(readFileSync(source.file)).toString('utf8').split('\n');
      const current = JSON.parse(lines[0]!) as BackupHeader;
      // The languages the older release knew: rows of a language added since (Vietnamese came with
      // migration 0014, which made languages rows of their own) were not in its backups.
      const [languagesTable] = rowsOf<{ found: boolean }>(
        await then.db.execute(sql`select to_regclass('site_languages') is not null as found`),
      );
      const languagesThen = languagesTable?.found
        ? rowsOf<{ code: string }>(await then.db.execute(sql`select code from site_languages`)).map((row) => row.code)
        : ['ko', 'zh', 'ja', 'en', 'ru'];
      // The outbox kinds the older release knew (its check constraint names them): the visitor's
      // confirmation came with migration 0015 (decision 0045), and a release before it wrote none.
      const [kindCheck] = rowsOf<{ definition: string }>(
        await then.db.execute(sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'outbox_kind_check'`),
      );
      const knewKind = (kind: string) => !kindCheck || kindCheck.definition.includes(`'${kind}'`);
      const kept = new Map<string, number[]>();
      for (const table of current.tables) {
        const existing = await columnsThen(table.name);
        if (existing.length)
          kept.set(
            table.name,
            table.columns.flatMap((column, i) => (existing.includes(column) ? [i] : [])),
          );
      }
      header = {
        ...current,
        migration: older!,
        tables: current.tables
          .filter((table) => kept.has(table.name))
          .map((table) => {
            const columns = kept.get(table.name)!.map((i) => table.columns[i]!);
            return { ...table, columns, base64: table.base64.filter((column) => columns.includes(column)) };
          }),
      };
      body = [];
      let columns: number[] | undefined;
      let table: (typeof header.tables)[number] | undefined;
      for (const line of lines.slice(1, -1)) {
        if (line.startsWith('{"table"')) {
          const name = (JSON.parse(line) as { table: string }).table;
          columns = kept.get(name);
          table = header.tables.find((t) => t.name === name);
          if (columns) body.push(line);
        } else if (line.startsWith('[')) {
          if (!columns || !table) continue;
          const row = JSON.parse(line) as unknown[];
          const lang = ['text_values', 'post_translations'].includes(table.name) ? table.columns.indexOf('lang') : -1;
          if (lang >= 0 && !languagesThen.includes(row[columns[lang]!] as string)) {
            table.rows -= 1;
            continue;
          }
          const kind = table.name === 'outbox' ? table.columns.indexOf('kind') : -1;
          if (kind >= 0 && !knewKind(row[columns[kind]!] as string)) {
            table.rows -= 1;
            continue;
          }
          body.push(JSON.stringify(columns.map((i) => row[i])));
        } else {
          const rows = header.tables.reduce((total, t) => total + t.rows, 0);
          body.push(JSON.stringify({ end: true, rows }));
        }
      }
    } finally {
      await then.drop();
      rmSync(folder, { recursive: true, force: true });
    }
    const file = newFile('older.gz');
    writeFileSync(file, gzipSync([JSON.stringify(header), ...body].join('\n') + '\n'));

    const target = await backend.create({ migrated: false });
    try {
      const summary = await restoreFile(target, file);
      expect(summary.migration).toEqual(newest);
      expect(await currentMigration(target.db)).toEqual(newest);
      const restored = await contentsOf(target);
      for (const table of header.tables) expect(restored[table.name]!.length, table.name).toBe(table.rows);
    } finally {
      await target.drop();
    }
  }, 120_000);
});

// One format for both: an office moves from the embedded database to Postgres (and could move back).
describe.each(postgresBackends)('moving between PGlite and $name', (postgres) => {
  const pglite = testBackends.find((backend) => backend.name === 'pglite')!;
  const fromPglite = useFilledSource(pglite);
  const fromPostgres = useFilledSource(postgres);

  it('a PGlite backup restores into Postgres row for row, and a Postgres backup into PGlite', async () => {
    for (const [source, backend] of [
      [fromPglite, postgres],
      [fromPostgres, pglite],
    ] as const) {
      const target = await backend.create({ migrated: false });
      try {
        await restoreFile(target, source.file);
        expect(await contentsOf(target)).toEqual(withoutLeftOut(source.contents));
        expect(await sequencesOf(target.db)).toEqual(await sequencesOf(source.database.db));
      } finally {
        await target.drop();
      }
    }
  }, 120_000);
});

// On Postgres the site keeps serving while the backup runs: the backup must be one moment of the
// database, not tables read at different moments (an outbox row whose inquiry is not in the backup
// would not even restore), and must not hold up the writes.
describe.each(postgresBackends)('a backup while the content changes on $name', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await backend.create();
    await fillOffice(database);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('holds the database as it was when the backup began, and writes meanwhile are not held up', async () => {
    const before = await contentsOf(database);
    const services = createServices(database.db, systemClock);
    const file = newFile();
    let changes = 0;
    await writeBackupFile(database, file, {
      // After each table, from other connections: a new inquiry with its outbox row, an edited
      // post, and once a deleted inquiry and a deleted post (with its translations and files).
      onTable: async (table) => {
        await services.inquiries.submit({
          name: `During ${table.name}`,
          phone: '01011112222',
          email: 'during@example.com',
          content: 'meanwhile',
        });
        await database.db.execute(sql`update posts set title = title || ' (edited)' where id = (select min(id) from posts)`);
        if (table.name === 'inquiries') await database.db.execute(sql`delete from inquiries where id = (select min(id) from inquiries)`);
        if (table.name === 'outbox') await database.db.execute(sql`delete from posts where id = (select max(id) from posts)`);
        changes += 1;
      },
    });
    expect(changes).toBeGreaterThan(5);
    const after = await contentsOf(database);
    expect(after.inquiries!.length).toBe(before.inquiries!.length + changes - 1);

    const target = await backend.create({ migrated: false });
    try {
      await restoreFile(target, file);
      expect(await contentsOf(target)).toEqual(withoutLeftOut(before));
    } finally {
      await target.drop();
    }
  }, 120_000);
});

/** `node cli.js …` as the operator runs it: the dispatcher through tsx. */
const cli = ([command, ...args]: string[], env: Record<string, string>) => runCommand(command!, args, env);

/** A shell pipeline (bash, pipefail), for the commands' standard input and output. */
const shell = (script: string) => runProcess('bash', ['-o', 'pipefail', '-c', script], serverPackageRoot, {});

describe.each(testBackends)('the backup and restore commands on $name', (backend) => {
  const source = useCommandDatabase(backend, 'office-backup-source-');
  const target = useCommandDatabase(backend, 'office-backup-target-');
  const piped = useCommandDatabase(backend, 'office-backup-piped-');
  let contents: Record<string, string[]>;
  beforeAll(async () => {
    const database = await source.open();
    await database.migrate();
    await fillOffice(database);
    contents = await contentsOf(database);
    await source.release(database);
  });

  it('back up to a file, refuse what they should with a message and no stack trace, restore into an empty database', async () => {
    const file = newFile();
    const backup = await cli(['backup', file], source.env);
    expect(backup, backup.stderr).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^backed up \d+ rows of \d+ tables at migration \S+ .* in [\d.]+ s\n$/),
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const usage = await cli(['backup'], source.env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/usage: .*backup/);

    for (const [args, message] of [
      [['restore', join(workDir, 'nowhere.gz')], /restore failed: .*nowhere\.gz does not exist/],
      [['backup', join(workDir, 'no-such-dir', 'b.gz')], /backup failed: .*no-such-dir is not a directory/],
      [['restore', file], /restore failed: The database already holds data .* Nothing was restored\./],
    ] as const) {
      const result = await cli([...args], source.env);
      expect(result.code, result.stderr).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    }

    const restore = await cli(['restore', file], target.env);
    expect(restore, restore.stderr).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^restored \d+ rows of \d+ tables from .*staff sign in again/),
    });
    const database = await target.open();
    try {
      expect(await contentsOf(database)).toEqual(withoutLeftOut(contents));
    } finally {
      await target.release(database);
    }

    // The source records the backup for the console's go-live checklist (after the backup: not in it).
    const sourceDatabase = await source.open();
    try {
      expect(await sourceDatabase.db.$count(auditLog, eq(auditLog.action, backupMadeAction))).toBe(1);
      contents = await contentsOf(sourceDatabase);
    } finally {
      await source.release(sourceDatabase);
    }
  }, 180_000);

  it('`backup -` writes to standard output and `restore -` reads standard input (an encryption tool between them)', async () => {
    const quote = (env: Record<string, string>) =>
      Object.entries(env)
        .map(([name, value]) => `${name}='${value}'`)
        .join(' ');
    const tsx = join(serverPackageRoot, 'node_modules/.bin/tsx');
    const result = await shell(
      `${quote(source.env)} ${tsx} src/cli/main.ts backup - | cat | ${quote(piped.env)} ${tsx} src/cli/main.ts restore -`,
    );
    expect(result, result.stderr).toMatchObject({ code: 0, stdout: expect.stringMatching(/^restored \d+ rows .* from standard input/) });
    expect(result.stderr).toMatch(/backed up \d+ rows .* to standard output/);
    const database = await piped.open();
    try {
      expect(await contentsOf(database)).toEqual(withoutLeftOut(contents));
    } finally {
      await piped.release(database);
    }
    expect(existsSync(join(serverPackageRoot, '-'))).toBe(false);
  }, 120_000);
});
