import { z } from 'zod';
import { isStorableText, unstorableTextMessage } from './storable-text.js';
import { isFilterDate } from './console-rules.js';

export { isStorableText, unstorableTextMessage };

/*
 * The schemas of what Postgres can hold (storable-text.ts says why for text): ids of `serial` and
 * `integer` columns hold at most 2³¹−1; dates are calendar days Postgres and JavaScript agree on
 * (year 0 does not exist in either).
 */

/**
 * `z.string()` that refuses what a text column cannot store, and stores text in Unicode NFC; chain
 * `.trim()`, `.min()`, … as usual. NFC: the one form search and comparison read (decision 0043). A
 * Vietnamese keyboard that types tone marks as combining characters ("thực" as t h ư ◌̣ c) would
 * otherwise store words that neither "thực" nor "thuc" finds.
 */
export const storableText = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine(isStorableText, { error: unstorableTextMessage, abort: true })
    .overwrite((value) => value.normalize('NFC'));

/** The largest value of a Postgres `integer` (and `serial`) column. */
export const maxDatabaseInteger = 2_147_483_647;

/** A row id of an `integer`/`serial` column. */
export const databaseId = z.number().int().positive().max(maxDatabaseInteger, { error: 'is not a known id' });

/** A day as YYYY-MM-DD within years 1900–2999: the inbox filters and the CSV export take these. */
export const calendarDate = (error: string) =>
  z.iso.date({ error, abort: true }).refine(isFilterDate, { error: `${error}, between 1900 and 2999` });
