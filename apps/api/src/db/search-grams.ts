import {
  searchHangulGramLength,
  searchHangulRunPattern,
  searchHanKanaGramLength,
  searchHanKanaRunPattern,
  searchJoiners,
  searchPrefixLength,
  searchWordTokenPattern,
} from '@office/contracts';

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The grams a post's searchable text is indexed by (decision 0020), by the contracts' rules:
 * - of each Hangul run, every substring of up to 8 characters, and of each Han or kana run, of up
 *   to 3 (so a Korean word, or a Chinese or Japanese one of up to three characters, is one gram,
 *   found exactly inside longer words too; a longer one is found by its grams, then checked);
 * - of each word token, from each place a word starts in it, every prefix of up to 24 characters
 *   (so a word, or a beginning of one, is one gram: `visa` in `e-visa`, `e-7` in `e-7-1`).
 *
 * A GIN index over this array answers `@>` exactly, without reading the text again; that keeps a
 * search fast when most posts match (a common word), where trigram LIKE rechecked every one.
 *
 * Migration 0008 holds this text (a test compares them): a change to the rules is a new migration
 * that replaces the function and rebuilds both indexes. The function takes a few milliseconds for a
 * 2,000-character post, so no plan may call it row by row: `COST` prices it far above reading the
 * index (whose answers are exact, never rechecked), and the index has no statistics, so the planner
 * always takes `@>` as selective (with them it saw a common gram in most posts and filtered every
 * row through the function: seconds). `jit = off` keeps the body's generous row estimates from
 * compiling it on each call.
 */
export const searchGramsFunction = `CREATE OR REPLACE FUNCTION post_search_grams(document text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 100000 SET jit = off
AS $grams$
  SELECT coalesce(array_agg(gram), '{}') FROM (
    SELECT substr(run[1], i, n) AS gram
    FROM (VALUES (${quoted(searchHangulRunPattern)}, ${searchHangulGramLength}), (${quoted(searchHanKanaRunPattern)}, ${searchHanKanaGramLength})) AS kinds(pattern, longest),
      regexp_matches(document, kinds.pattern, 'g') AS runs(run),
      generate_series(1, length(run[1])) AS i,
      generate_series(1, least(kinds.longest, length(run[1]) - i + 1)) AS n
    UNION ALL
    SELECT left(substr(token[1], start), n)
    FROM regexp_matches(document, ${quoted(searchWordTokenPattern)}, 'g') AS tokens(token),
      LATERAL (
        SELECT 1 AS start
        UNION ALL
        SELECT i + 1 FROM generate_series(1, length(token[1]) - 1) AS i
        WHERE strpos(${quoted(searchJoiners)}, substr(token[1], i, 1)) > 0
      ) AS words,
      generate_series(1, least(${searchPrefixLength}, length(token[1]) - start + 1)) AS n
  ) AS grams
$grams$`;
