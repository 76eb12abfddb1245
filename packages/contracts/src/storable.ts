import { z } from 'zod';

/**
 * What Postgres can hold, checked where input enters so that a value storage would refuse is a
 * 400 naming its field, never a failed query (a 500 that once echoed the SQL and its values).
 *
 * - Text: `text` and `jsonb` refuse the NUL character, and an unpaired UTF-16 surrogate cannot be
 *   encoded as UTF-8. With the `u` flag a paired surrogate is one code point outside the range,
 *   so the class below matches only NUL and lone halves.
 * - Ids: `serial`/`integer` columns hold at most 2³¹−1.
 * - Dates: a calendar day Postgres and JavaScript agree on (year 0 does not exist in either).
 */
const unstorableCharacters = /[\u0000\uD800-\uDFFF]/u;

export const isStorableText = (value: string) => !unstorableCharacters.test(value);

export const unstorableTextMessage = 'must not contain NUL characters or unpaired UTF-16 surrogates';

/** `z.string()` that refuses what a text column cannot store; chain `.trim()`, `.min()`, … as usual. */
export const storableText = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, { error: unstorableTextMessage, abort: true });

/** The largest value of a Postgres `integer` (and `serial`) column. */
export const maxDatabaseInteger = 2_147_483_647;

/** A row id of an `integer`/`serial` column. */
export const databaseId = z.number().int().positive().max(maxDatabaseInteger, { error: 'is not a known id' });

/** A day as YYYY-MM-DD within years 1900–2999: the inbox filters and the CSV export take these. */
export const calendarDate = (error: string) =>
  z.iso.date({ error }).refine((day) => day >= '1900-01-01' && day <= '2999-12-31', { error: `${error}, between 1900 and 2999` });
