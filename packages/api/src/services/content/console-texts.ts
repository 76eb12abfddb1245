import {
  type CategoryKey,
  type LanguageCode,
  languageCodes,
  type MainTaskContent,
  mainTaskRevisionSubject,
  type PageName,
  pageNames,
  pageTextKeys,
  sourceLanguage,
  type TextCell,
  type TextGridInput,
  textGridInput,
  type TextGridRow,
  textRevisionSubject,
  type Revision,
} from '@office/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '@office/db/client';
import { mainTaskContentsNamespace, textKeys, textValues } from '@office/db/schema';
import { sanitizeHtml } from '../html-sanitize.js';
import type { SignedInStaff } from '../staff/sessions.js';
import { DomainError } from '../../errors/index.js';
import type { RevisionsService } from './revisions.js';
import type { ContentWriter } from './writes.js';

type Cells = Record<LanguageCode, TextCell | null>;

const emptyCells = (): Cells => Object.fromEntries(languageCodes.map((lang) => [lang, null])) as Cells;

/** The keys the website reads on a page: they are always in the grid and cannot be removed. */
const isCatalogueKey = (pageName: PageName, key: string) => (pageTextKeys[pageName] as readonly string[]).includes(key);

/** Languages without a text; languages whose text is older than the Korean it translates. */
function translationState(cells: Cells): { missing: LanguageCode[]; outdated: LanguageCode[] } {
  const source = cells[sourceLanguage];
  return {
    missing: languageCodes.filter((lang) => cells[lang] === null),
    outdated: languageCodes.filter((lang) => {
      const cell = cells[lang];
      return lang !== sourceLanguage && source !== null && cell !== null && Date.parse(source.updatedAt) > Date.parse(cell.updatedAt);
    }),
  };
}

const actorOf = (staff: SignedInStaff) => ({ id: staff.id, email: staff.email });

/** The revision a text's write is kept as: its subject, the field's name, who, and why. */
interface KeptAs {
  subject: string;
  field: 'value' | 'content';
  staff: SignedInStaff;
  reason?: Revision['reason'];
  restoredFrom?: number;
}

/**
 * Page texts and main-task contents as the console edits them. Update times come from the
 * database's clock (`now()`), one clock for every app process, so "outdated" compares like with like.
 */
export function createConsoleTextsService(db: Db, write: ContentWriter, revisions: RevisionsService) {
  /** Every text of the namespaces, by namespace and key, in key order. */
  async function cellsOf(namespaces: string[]) {
    const rows = await db
      .select({
        id: textKeys.id,
        namespace: textKeys.namespace,
        key: textKeys.key,
        lang: textValues.lang,
        value: textValues.value,
        updatedAt: textValues.updatedAt,
      })
      .from(textKeys)
      .leftJoin(textValues, eq(textValues.keyId, textKeys.id))
      .where(inArray(textKeys.namespace, namespaces))
      .orderBy(asc(textKeys.id));
    const byNamespace = new Map<string, Map<string, Cells>>();
    const ids = new Map<string, number>();
    for (const row of rows) {
      const keys = byNamespace.get(row.namespace) ?? new Map<string, Cells>();
      byNamespace.set(row.namespace, keys);
      const cells = keys.get(row.key) ?? emptyCells();
      keys.set(row.key, cells);
      ids.set(`${row.namespace}|${row.key}`, row.id);
      if (row.lang && row.value !== null && row.updatedAt) cells[row.lang] = { value: row.value, updatedAt: row.updatedAt.toISOString() };
    }
    return Object.assign(byNamespace, { idOf: (namespace: string, key: string) => ids.get(`${namespace}|${key}`) ?? null });
  }

  /** The key's id, creating the row for a catalogue key the database does not have yet. */
  async function keyId(tx: Tx, namespace: string, key: string, createIfMissing: boolean): Promise<number | null> {
    const [found] = await tx
      .select({ id: textKeys.id })
      .from(textKeys)
      .where(and(eq(textKeys.namespace, namespace), eq(textKeys.key, key)));
    if (found || !createIfMissing) return found?.id ?? null;
    const [created] = await tx.insert(textKeys).values({ namespace, key }).onConflictDoNothing().returning({ id: textKeys.id });
    return created?.id ?? keyId(tx, namespace, key, false);
  }

  /**
   * Writes one language's text (null removes it). An unchanged value is not written again, so
   * re-saving the Korean does not make every translation look outdated. True when it changed. The
   * change is kept as a revision of `keep.subject` (decision 0049), in the same transaction; before
   * the first change of a text saved before revisions were kept, what it held is kept too.
   */
  async function setValue(tx: Tx, id: number, lang: LanguageCode, value: string | null, keep: KeptAs): Promise<boolean> {
    if (value === null && lang === sourceLanguage) {
      throw new DomainError(
        'korean_text_required',
        'The Korean text is the source of the translations and cannot be removed; remove the key instead.',
        { field: 'value' },
      );
    }
    const [current] = await tx
      .select({ value: textValues.value, updatedAt: textValues.updatedAt })
      .from(textValues)
      .where(and(eq(textValues.keyId, id), eq(textValues.lang, lang)));
    const changed = (current?.value ?? null) !== value;
    // A restore is kept even when it brings back what is there: it is an act of its own, audited.
    if (changed || keep.reason === 'restore') {
      if (current) await revisions.recordBaseline(tx, keep.subject, { [keep.field]: current.value }, current.updatedAt);
      await revisions.record(tx, keep.subject, { [keep.field]: value }, keep.staff, keep.reason, keep.restoredFrom);
    }
    if (!changed) return false;
    if (value === null) {
      await tx.delete(textValues).where(and(eq(textValues.keyId, id), eq(textValues.lang, lang)));
    } else {
      await tx
        .insert(textValues)
        .values({ keyId: id, lang, value, updatedAt: sql`now()` })
        .onConflictDoUpdate({ target: [textValues.keyId, textValues.lang], set: { value, updatedAt: sql`now()` } });
    }
    return true;
  }

  async function gridRow(pageName: PageName, key: string): Promise<TextGridRow> {
    const stored = await cellsOf([pageName]);
    const cells = stored.get(pageName)?.get(key) ?? emptyCells();
    return {
      pageName,
      key,
      keyId: stored.idOf(pageName, key),
      inCatalogue: isCatalogueKey(pageName, key),
      values: cells,
      ...translationState(cells),
    };
  }

  async function mainTaskContent(category: CategoryKey): Promise<MainTaskContent> {
    const cells = (await cellsOf([mainTaskContentsNamespace])).get(mainTaskContentsNamespace)?.get(category) ?? emptyCells();
    return { category, values: cells, ...translationState(cells) };
  }

  return {
    /**
     * Rows of page × key: the catalogue's keys first (in the website's order, even before the
     * database has them), then keys staff added. Filtered to rows missing a text or with a
     * translation older than its Korean, in any language or in `lang`.
     */
    async grid(input: TextGridInput = {}): Promise<TextGridRow[]> {
      const { pageName, filter, lang } = textGridInput.parse(input);
      const pages = pageName ? [pageName] : [...pageNames];
      const stored = await cellsOf(pages);
      const rows: TextGridRow[] = [];
      for (const page of pages) {
        const keys = stored.get(page) ?? new Map<string, Cells>();
        const ordered = [...new Set([...pageTextKeys[page], ...keys.keys()])];
        for (const key of ordered) {
          const cells = keys.get(key) ?? emptyCells();
          rows.push({
            pageName: page,
            key,
            keyId: stored.idOf(page, key),
            inCatalogue: isCatalogueKey(page, key),
            values: cells,
            ...translationState(cells),
          });
        }
      }
      if (filter === 'all') return rows;
      return rows.filter((row) => {
        const flagged = filter === 'missing' ? row.missing : row.outdated;
        return lang ? flagged.includes(lang) : flagged.length > 0;
      });
    },

    async set(
      input: { pageName: PageName; key: string; lang: LanguageCode; value: string | null },
      staff: SignedInStaff,
    ): Promise<TextGridRow> {
      const { pageName, key, lang, value } = input;
      await write(actorOf(staff), async (tx) => {
        const id = await keyId(tx, pageName, key, isCatalogueKey(pageName, key));
        if (id === null)
          throw new DomainError('not_found', `The page ${pageName} has no text "${key}"; add the key first.`, { field: 'key' });
        const changed = await setValue(tx, id, lang, value, { subject: textRevisionSubject(id, lang), field: 'value', staff });
        return {
          result: undefined,
          audit: changed ? { action: 'text.updated', target: { type: 'text', id }, detail: { page: pageName, key, lang } } : null,
        };
      });
      return gridRow(pageName, key);
    },

    /** A new key on a page (with its Korean text, when given); 409 when the page has it already. */
    async addKey(input: { pageName: PageName; key: string; korean?: string | undefined }, staff: SignedInStaff): Promise<TextGridRow> {
      const { pageName, key, korean } = input;
      await write(actorOf(staff), async (tx) => {
        const [created] = await tx
          .insert(textKeys)
          .values({ namespace: pageName, key })
          .onConflictDoNothing()
          .returning({ id: textKeys.id });
        if (!created) throw new DomainError('text_key_exists', `The page ${pageName} already has the text "${key}".`, { field: 'key' });
        if (korean !== undefined)
          await setValue(tx, created.id, sourceLanguage, korean, {
            subject: textRevisionSubject(created.id, sourceLanguage),
            field: 'value',
            staff,
          });
        return {
          result: undefined,
          audit: { action: 'text.key_added', target: { type: 'text', id: created.id }, detail: { page: pageName, key } },
        };
      });
      return gridRow(pageName, key);
    },

    /** Removes a key and its texts, unless the website reads it (409: the page would show a hole). */
    async removeKey(input: { pageName: PageName; key: string }, staff: SignedInStaff): Promise<{ pageName: PageName; key: string }> {
      const { pageName, key } = input;
      if (isCatalogueKey(pageName, key)) {
        throw new DomainError(
          'text_key_in_use',
          `The website's ${pageName} page reads "${key}", so it cannot be removed; change its texts instead (a developer removes it from the page first).`,
          { field: 'key' },
        );
      }
      return write(actorOf(staff), async (tx) => {
        const [removed] = await tx
          .delete(textKeys)
          .where(and(eq(textKeys.namespace, pageName), eq(textKeys.key, key)))
          .returning({ id: textKeys.id });
        if (!removed) throw new DomainError('not_found', `The page ${pageName} has no text "${key}".`, { field: 'key' });
        // Its revisions go with it (every language's): there is nothing left to restore them into.
        await revisions.forget(tx, `text:${removed.id}`);
        return {
          result: { pageName, key },
          audit: { action: 'text.key_removed', target: { type: 'text', id: removed.id }, detail: { page: pageName, key } },
        };
      });
    },

    mainTask: {
      get: (category: CategoryKey) => mainTaskContent(category),

      /** One category's HTML in one language, sanitized with the site's allow-list (null removes a translation). */
      async set(input: { category: CategoryKey; lang: LanguageCode; html: string | null }, staff: SignedInStaff): Promise<MainTaskContent> {
        const { category, lang, html } = input;
        await write(actorOf(staff), async (tx) => {
          const id = (await keyId(tx, mainTaskContentsNamespace, category, true))!;
          const changed = await setValue(tx, id, lang, html === null ? null : sanitizeHtml(html), {
            subject: mainTaskRevisionSubject(category, lang),
            field: 'content',
            staff,
          });
          return {
            result: undefined,
            audit: changed ? { action: 'main_task.updated', target: { type: 'text', id }, detail: { category, lang } } : null,
          };
        });
        return mainTaskContent(category);
      },

      /** Saves a revision's content again (decision 0049), audited; a restored Korean makes the translations outdated, as an edit does. */
      async restoreRevision(revision: Revision, category: CategoryKey, lang: LanguageCode, staff: SignedInStaff): Promise<MainTaskContent> {
        const content = revision.fields.content ?? null;
        await write(actorOf(staff), async (tx) => {
          const id = (await keyId(tx, mainTaskContentsNamespace, category, true))!;
          await setValue(tx, id, lang, content === null ? null : sanitizeHtml(content), {
            subject: mainTaskRevisionSubject(category, lang),
            field: 'content',
            staff,
            reason: 'restore',
            restoredFrom: revision.id,
          });
          return {
            result: undefined,
            audit: { action: 'main_task.restored', target: { type: 'text', id }, detail: { category, lang, revisionId: revision.id } },
          };
        });
        return mainTaskContent(category);
      },
    },

    /** Saves a revision's value again (decision 0049), audited; a restored Korean makes the translations outdated, as an edit does. */
    async restoreRevision(revision: Revision, keyId: number, lang: LanguageCode, staff: SignedInStaff): Promise<TextGridRow> {
      const value = revision.fields.value ?? null;
      const where = await write(actorOf(staff), async (tx) => {
        const [found] = await tx
          .select({ namespace: textKeys.namespace, key: textKeys.key })
          .from(textKeys)
          .where(eq(textKeys.id, keyId))
          .for('update');
        const pageName = found?.namespace as PageName | undefined;
        if (!found || !pageName || !(pageNames as readonly string[]).includes(pageName))
          throw new DomainError('not_found', `There is no page text ${keyId}.`, { field: 'subject' });
        await setValue(tx, keyId, lang, value, {
          subject: textRevisionSubject(keyId, lang),
          field: 'value',
          staff,
          reason: 'restore',
          restoredFrom: revision.id,
        });
        return {
          result: { pageName, key: found.key },
          audit: {
            action: 'text.restored',
            target: { type: 'text', id: keyId },
            detail: { page: pageName, key: found.key, lang, revisionId: revision.id },
          },
        };
      });
      return gridRow(where.pageName, where.key);
    },
  };
}

export type ConsoleTextsService = ReturnType<typeof createConsoleTextsService>;
