import {
  searchHangulGramLength,
  searchHangulRunPattern,
  searchHanKanaGramLength,
  searchHanKanaRunPattern,
  searchJoiners,
  searchPrefixLength,
  searchGramsPerText,
  searchWordTokenPattern,
} from '@office/contracts';

const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
/** A long run's window reaches as far as the longest gram either kind of run keeps. */
const longestRunGram = Math.max(searchHangulGramLength, searchHanKanaGramLength);
const longestGram = Math.max(longestRunGram, searchPrefixLength);
/** Runs and tokens up to this many characters are cut with `substr()`; longer ones a character at a time (see below). */
const shortRun = 64;

/**
 * The grams a post's searchable text is indexed by (decision 0020), by the contracts' rules:
 * - of each Hangul run, every substring of up to 8 characters, and of each Han or kana run, of up
 *   to 3 (so a Korean word, or a Chinese or Japanese one of up to three characters, is one gram,
 *   found exactly inside longer words too; a longer one is found by its grams, then checked);
 * - of each word token, from each place a word starts in it, every prefix of up to 24 characters
 *   (so a word, or a beginning of one, is one gram: `visa` in `e-visa`, `e-7` in `e-7-1`);
 * - each gram once, and at most `searchGramsPerText` of them, the shortest first (then by code
 *   point). No real post comes near (the largest body allowed, of the seed's words in five
 *   languages each once, has 18,000; all 155 seed posts and translations together, 46,000), but a
 *   made-up text of random letters joined by dashes has seven new grams per character, and each is
 *   one more entry the GIN index writes on a save (about 10 µs each): 450,000 of them made a 64 KiB
 *   body's save take 5 s. Such a text is found by its shortest grams only.
 *
 * A GIN index over this array answers `@>` exactly, without reading the text again; that keeps a
 * search fast when most posts match (a common word), where trigram LIKE rechecked every one.
 *
 * How, in time linear in the text (decision 0032): each place a gram starts (`starts`) gets the
 * characters that follow it in its run or token, at most as many as its longest gram (`tail`); the
 * grams are the tails' prefixes, taken one length at a time (`by_length`; `OFFSET 0` keeps the
 * planner from computing each length twice), all the 1-character ones first, and no longer ones
 * once the cap is reached (a made-up text stops after 5 of the 24 lengths). A tail is a `substr()`
 * of its run or token where that is short; a long one is split into its characters once and a
 * window gives each character the ones after it, because a UTF-8 `substr` walks from the text's
 * start. The first version (migration 0008) took every gram with
 * `substr()` of the whole run: quadratic in a run's length, so one 20,000-character Hangul run
 * (text pasted without spaces) took 45 s, and a console save ran past the query timeout.
 *
 * Migration 0010 holds this text (a test compares them, and another that it gives 0008's grams): a
 * change to the rules is a new migration that replaces the function and rebuilds both indexes. The
 * function takes milliseconds for a real post, so no plan may call it row by row: `COST` prices it
 * far above reading the index (whose answers are exact, never rechecked), and the index has no
 * statistics, so the planner always takes `@>` as selective (with them it saw a common gram in most
 * posts and filtered every row through the function: seconds). `jit = off` keeps the body's
 * generous row estimates from compiling it on each call.
 */
export const searchGramsFunction = `CREATE OR REPLACE FUNCTION post_search_grams(document text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 100000 SET jit = off
AS $grams$
  WITH RECURSIVE runs AS MATERIALIZED (
    SELECT pattern, longest, r, run[1] AS run
    FROM (VALUES (${quoted(searchHangulRunPattern)}, ${searchHangulGramLength}), (${quoted(searchHanKanaRunPattern)}, ${searchHanKanaGramLength})) AS kinds(pattern, longest),
      regexp_matches(document, kinds.pattern, 'g') WITH ORDINALITY AS found(run, r)
  ),
  tokens AS MATERIALIZED (
    SELECT t, token[1] AS token FROM regexp_matches(document, ${quoted(searchWordTokenPattern)}, 'g') WITH ORDINALITY AS found(token, t)
  ),
  starts AS MATERIALIZED (
    SELECT longest, substr(run, i, longest) AS tail
    FROM runs, generate_series(1, length(run)) AS i
    WHERE length(run) <= ${shortRun}
    UNION
    SELECT longest, left(string_agg(c, '') OVER (PARTITION BY pattern, r ORDER BY p ROWS BETWEEN CURRENT ROW AND ${longestRunGram - 1} FOLLOWING), longest)
    FROM runs, unnest(string_to_array(run, NULL)) WITH ORDINALITY AS chars(c, p)
    WHERE length(run) > ${shortRun}
    UNION
    SELECT ${searchPrefixLength}, substr(token, start, ${searchPrefixLength})
    FROM tokens, LATERAL (
      SELECT 1 AS start
      UNION ALL
      SELECT i + 1 FROM generate_series(1, length(token) - 1) AS i WHERE strpos(${quoted(searchJoiners)}, substr(token, i, 1)) > 0
    ) AS words
    WHERE length(token) <= ${shortRun}
    UNION
    SELECT ${searchPrefixLength}, tail FROM (
      SELECT string_agg(c, '') OVER (PARTITION BY t ORDER BY p ROWS BETWEEN CURRENT ROW AND ${searchPrefixLength - 1} FOLLOWING) AS tail,
        lag(c) OVER (PARTITION BY t ORDER BY p) AS before
      FROM tokens, unnest(string_to_array(token, NULL)) WITH ORDINALITY AS chars(c, p)
      WHERE length(token) > ${shortRun}
    ) AS word_characters
    WHERE before IS NULL OR strpos(${quoted(searchJoiners)}, before) > 0
  ),
  by_length(n, grams, total) AS (
    SELECT 0, '{}'::text[] COLLATE "C", 0
    UNION ALL
    SELECT n + 1, of_length, total + cardinality(of_length)
    FROM by_length, LATERAL (
      SELECT array(SELECT DISTINCT left(tail, n + 1) COLLATE "C" FROM starts WHERE longest > n AND length(tail) > n ORDER BY 1) AS of_length
      OFFSET 0
    ) AS next
    WHERE n < ${longestGram} AND total < ${searchGramsPerText}
  )
  SELECT coalesce(array_agg(gram), '{}') FROM (
    SELECT gram FROM by_length, unnest(grams) WITH ORDINALITY AS each_gram(gram, i) ORDER BY n, i LIMIT ${searchGramsPerText}
  ) AS grams
$grams$`;
