import {
  type CategoryKey,
  categoryKeys,
  fillOfficePlaceholders,
  type LanguageCode,
  languageColumns,
  emptyTranslationEntry,
  officeViews,
  type MainTaskContentEntry,
  type PageName,
  type TranslationEntry,
} from '@office/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@office/db/client';
import { mainTaskContentsNamespace, textKeys, textValues } from '@office/db/schema';
import { sanitizeHtml } from './html-sanitize.js';
import type { CachedResult, ReadCache } from './read-cache.js';
import type { OfficeService } from './office.js';

/**
 * Page texts and main-task contents, in the office API's entry shape (docs/api.md#shapes). Page
 * texts come with their `{office.…}` placeholders filled from the office's details (decision
 * 0038), once per cache fill: a change to either clears the cache in every process.
 */
export function createPublicTextsService(db: Db, cache: ReadCache, office: Pick<OfficeService, 'details'>) {
  async function loadEntries(namespace: string): Promise<TranslationEntry[]> {
    const rows = await db
      .select({ key: textKeys.key, lang: textValues.lang, value: textValues.value })
      .from(textKeys)
      .leftJoin(textValues, eq(textValues.keyId, textKeys.id))
      .where(eq(textKeys.namespace, namespace))
      .orderBy(asc(textKeys.id));

    const byKey = new Map<string, TranslationEntry>();
    for (const row of rows) {
      let entry = byKey.get(row.key);
      if (!entry) {
        entry = emptyTranslationEntry(row.key);
        byKey.set(row.key, entry);
      }
      if (row.lang) entry[languageColumns[row.lang]] = row.value;
    }
    return [...byKey.values()];
  }

  return {
    /** Every text of one page, e.g. `pageTexts(templatePage)`. An unknown-but-valid page has none. */
    pageTexts(pageName: PageName): Promise<CachedResult<TranslationEntry[]>> {
      return cache.get(`texts:${pageName}`, async () => {
        const [entries, details] = await Promise.all([loadEntries(pageName), office.details()]);
        const views = officeViews(details);
        return entries.map((entry) => fillEntry(entry, (text, lang) => fillOfficePlaceholders(text, views[lang])));
      });
    },

    /**
     * The six categories' HTML, category1 to category6 in order, each present even when empty.
     * Every language's HTML is sanitized (once per cache fill): clients render it as HTML.
     */
    mainTaskContents(): Promise<CachedResult<MainTaskContentEntry[]>> {
      return cache.get('main-task-contents', async () => {
        const entries = new Map((await loadEntries(mainTaskContentsNamespace)).map((e) => [e.key, e]));
        return categoryKeys.map((key: CategoryKey): MainTaskContentEntry => ({
          ...sanitizeEntry(entries.get(key) ?? emptyEntry(key)),
          key,
        }));
      });
    },
  };
}

/** The entry with each language's text passed through `change`; a missing translation stays null. */
function fillEntry(entry: TranslationEntry, change: (text: string, lang: LanguageCode) => string): TranslationEntry {
  const changed = { ...entry };
  for (const [lang, column] of Object.entries(languageColumns) as Array<[LanguageCode, (typeof languageColumns)[LanguageCode]]>) {
    const text = entry[column];
    changed[column] = text === null ? null : change(text, lang);
  }
  return changed;
}

/** The entry with each language's HTML sanitized. */
const sanitizeEntry = (entry: TranslationEntry) => fillEntry(entry, (html) => sanitizeHtml(html));

function emptyEntry(key: string): TranslationEntry {
  return emptyTranslationEntry(key);
}

export type PublicTextsService = ReturnType<typeof createPublicTextsService>;
