-- Search grams in time linear in the text, each gram once, at most 50,000 per text, the shortest
-- first (decision 0032). The function is packages/db/src/search-grams.ts's searchGramsFunction,
-- verbatim (a test compares them, and another that it gives 0008's grams for texts below the cap).
-- 0008's took each gram with substr() of the whole run, which walks a UTF-8 text from its start:
-- one long run without spaces made a console save run past the query timeout. The indexes are
-- rebuilt, so that a text over the cap is indexed as the new function indexes it.
CREATE OR REPLACE FUNCTION post_search_grams(document text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 100000 SET jit = off
AS $grams$
  WITH RECURSIVE runs AS MATERIALIZED (
    SELECT pattern, longest, r, run[1] AS run
    FROM (VALUES ('[\uac00-\ud7a3\u3131-\u318e]+', 8), ('[\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff\u3041-\u3096\u309d-\u309f\u30a1-\u30fa\u30fc-\u30ff\uff66-\uff9f\u3005\u3006]+', 3)) AS kinds(pattern, longest),
      regexp_matches(document, kinds.pattern, 'g') WITH ORDINALITY AS found(run, r)
  ),
  tokens AS MATERIALIZED (
    SELECT t, token[1] AS token FROM regexp_matches(document, '[0-9a-z\u00df-\u00f6\u00f8-\u00ff\u0100-\u024f\u0370-\u03ff\u0400-\u04ff\u1e00-\u1eff\uff10-\uff19\uff41-\uff5a]+(?:[-./&''_:@+#][0-9a-z\u00df-\u00f6\u00f8-\u00ff\u0100-\u024f\u0370-\u03ff\u0400-\u04ff\u1e00-\u1eff\uff10-\uff19\uff41-\uff5a]+)*', 'g') WITH ORDINALITY AS found(token, t)
  ),
  starts AS MATERIALIZED (
    SELECT longest, substr(run, i, longest) AS tail
    FROM runs, generate_series(1, length(run)) AS i
    WHERE length(run) <= 64
    UNION
    SELECT longest, left(string_agg(c, '') OVER (PARTITION BY pattern, r ORDER BY p ROWS BETWEEN CURRENT ROW AND 7 FOLLOWING), longest)
    FROM runs, unnest(string_to_array(run, NULL)) WITH ORDINALITY AS chars(c, p)
    WHERE length(run) > 64
    UNION
    SELECT 24, substr(token, start, 24)
    FROM tokens, LATERAL (
      SELECT 1 AS start
      UNION ALL
      SELECT i + 1 FROM generate_series(1, length(token) - 1) AS i WHERE strpos('-./&''_:@+#', substr(token, i, 1)) > 0
    ) AS words
    WHERE length(token) <= 64
    UNION
    SELECT 24, tail FROM (
      SELECT string_agg(c, '') OVER (PARTITION BY t ORDER BY p ROWS BETWEEN CURRENT ROW AND 23 FOLLOWING) AS tail,
        lag(c) OVER (PARTITION BY t ORDER BY p) AS before
      FROM tokens, unnest(string_to_array(token, NULL)) WITH ORDINALITY AS chars(c, p)
      WHERE length(token) > 64
    ) AS word_characters
    WHERE before IS NULL OR strpos('-./&''_:@+#', before) > 0
  ),
  by_length(n, grams, total) AS (
    SELECT 0, '{}'::text[] COLLATE "C", 0
    UNION ALL
    SELECT n + 1, of_length, total + cardinality(of_length)
    FROM by_length, LATERAL (
      SELECT array(SELECT DISTINCT left(tail, n + 1) COLLATE "C" FROM starts WHERE longest > n AND length(tail) > n ORDER BY 1) AS of_length
      OFFSET 0
    ) AS next
    WHERE n < 24 AND total < 50000
  )
  SELECT coalesce(array_agg(gram), '{}') FROM (
    SELECT gram FROM by_length, unnest(grams) WITH ORDINALITY AS each_gram(gram, i) ORDER BY n, i LIMIT 50000
  ) AS grams
$grams$;--> statement-breakpoint
REINDEX INDEX "posts_search_idx";--> statement-breakpoint
REINDEX INDEX "post_translations_search_idx";
