/**
 * What Postgres can hold, checked where input enters so that a value storage would refuse is a
 * 400 naming its field, never a failed query (a 500 that once echoed the SQL and its values).
 * Zod-free, so the browser's rules (the search box's) can use it too; `storable.ts` has the schemas.
 *
 * Text: `text` and `jsonb` refuse the NUL character, and an unpaired UTF-16 surrogate cannot be
 * encoded as UTF-8. With the `u` flag a paired surrogate is one code point outside the range,
 * so the class below matches only NUL and lone halves.
 */
const unstorableCharacters = /[\u0000\uD800-\uDFFF]/u;

export const isStorableText = (value: string) => !unstorableCharacters.test(value);

export const unstorableTextMessage = 'must not contain NUL characters or unpaired UTF-16 surrogates';
