import { isLanguageCode, type LanguageCode, languageCodes, sourceLanguage } from '@office/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@office/db/client';
import { siteLanguages, staffAccounts } from '@office/db/schema';
import { DomainError } from '../errors/index.js';
import type { ContentWriter } from './content/writes.js';
import { lastKnownValue } from './last-known.js';
import type { ReadCache } from './read-cache.js';
import type { SignedInStaff } from './staff/sessions.js';

export interface SiteLanguageRecord {
  code: LanguageCode;
  offered: boolean;
  /** Null until an admin has switched it (a language offered since it was added). */
  updatedAt: string | null;
  updatedBy: string | null;
}

/**
 * Which of the configured languages visitors are offered (decision 0043): the console's 언어
 * setting, read through the read cache like every content, so a switch reaches every process
 * with the content-changed notice (and clears their rendered pages). Korean, the source, is
 * always offered. A language of the list that the database does not know yet (never, after a
 * start: migrating adds it) counts as offered.
 */
export function createSiteLanguagesService(db: Db, cache: ReadCache, write: ContentWriter) {
  /** The offered languages as last read: kept through cache clears, for what must answer without a query. */
  const lastKnown = lastKnownValue<readonly LanguageCode[]>(languageCodes, async () => {
    const rows = await db.select({ code: siteLanguages.code, offered: siteLanguages.offered }).from(siteLanguages);
    const switchedOff = new Set(rows.filter((row) => !row.offered).map((row) => row.code));
    return languageCodes.filter((code) => code === sourceLanguage || !switchedOff.has(code));
  });
  const load = () => lastKnown.load();

  cache.onInvalidate(() => {
    load().catch(() => {});
  });

  async function list(): Promise<SiteLanguageRecord[]> {
    const rows = await db
      .select({ code: siteLanguages.code, offered: siteLanguages.offered, updatedAt: siteLanguages.updatedAt, by: staffAccounts.email })
      .from(siteLanguages)
      .leftJoin(staffAccounts, eq(staffAccounts.id, siteLanguages.updatedBy));
    const byCode = new Map(rows.map((row) => [row.code, row]));
    return languageCodes.map((code) => {
      const row = byCode.get(code);
      return {
        code,
        offered: code === sourceLanguage || (row?.offered ?? true),
        updatedAt: row?.by ? row.updatedAt.toISOString() : null,
        updatedBy: row?.by ?? null,
      };
    });
  }

  return {
    /**
     * The languages visitors are offered, in the list's order (read through the cache). When the
     * database cannot be asked, the last ones read: the page that says so (503, in the visitor's
     * language, naming the office's phone) must not fail on this first.
     */
    async offered(): Promise<readonly LanguageCode[]> {
      try {
        return (await cache.get('site-languages', load)).value;
      } catch {
        return lastKnown.get();
      }
    },

    /** What `offered()` last read in this process (all configured languages before the first read). */
    lastKnown(): readonly LanguageCode[] {
      return lastKnown.get();
    },

    /** Each configured language, whether it is offered, and who switched it last. */
    list,

    /** An admin switches a language on or off for visitors; Korean cannot be switched off. */
    async setOffered(code: string, offered: boolean, staff: SignedInStaff): Promise<SiteLanguageRecord[]> {
      if (!isLanguageCode(code)) throw new DomainError('not_found', 'no such language');
      if (code === sourceLanguage) throw new DomainError('source_language', 'Korean, the source language, is always offered');
      await write({ id: staff.id, email: staff.email }, async (tx) => {
        const [before] = await tx
          .select({ offered: siteLanguages.offered })
          .from(siteLanguages)
          .where(eq(siteLanguages.code, code))
          .for('update');
        if (before?.offered === offered) return { result: undefined, audit: null };
        await tx
          .insert(siteLanguages)
          .values({ code, offered, updatedBy: staff.id })
          .onConflictDoUpdate({ target: siteLanguages.code, set: { offered, updatedBy: staff.id, updatedAt: sql`now()` } });
        return {
          result: undefined,
          audit: { action: offered ? 'language.offer' : 'language.withdraw', target: { type: 'language', id: code }, detail: {} },
        };
      });
      return list();
    },
  };
}

export type SiteLanguagesService = ReturnType<typeof createSiteLanguagesService>;
