-- Search (decision 0020): each post's and translation's searchable text (title, line break,
-- text without markup, lower-cased), and a GIN index of its grams. The function is
-- packages/db/src/search-grams.ts's searchGramsFunction, verbatim (a test compares them).
CREATE OR REPLACE FUNCTION post_search_grams(document text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 100000 SET jit = off
AS $grams$
  SELECT coalesce(array_agg(gram), '{}') FROM (
    SELECT substr(run[1], i, n) AS gram
    FROM (VALUES ('[\uac00-\ud7a3\u3131-\u318e]+', 8), ('[\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff\u3041-\u3096\u309d-\u309f\u30a1-\u30fa\u30fc-\u30ff\uff66-\uff9f\u3005\u3006]+', 3)) AS kinds(pattern, longest),
      regexp_matches(document, kinds.pattern, 'g') AS runs(run),
      generate_series(1, length(run[1])) AS i,
      generate_series(1, least(kinds.longest, length(run[1]) - i + 1)) AS n
    UNION ALL
    SELECT left(substr(token[1], start), n)
    FROM regexp_matches(document, '[0-9a-z\u00df-\u00f6\u00f8-\u00ff\u0100-\u024f\u0370-\u03ff\u0400-\u04ff\u1e00-\u1eff\uff10-\uff19\uff41-\uff5a]+(?:[-./&''_:@+#][0-9a-z\u00df-\u00f6\u00f8-\u00ff\u0100-\u024f\u0370-\u03ff\u0400-\u04ff\u1e00-\u1eff\uff10-\uff19\uff41-\uff5a]+)*', 'g') AS tokens(token),
      LATERAL (
        SELECT 1 AS start
        UNION ALL
        SELECT i + 1 FROM generate_series(1, length(token[1]) - 1) AS i
        WHERE strpos('-./&''_:@+#', substr(token[1], i, 1)) > 0
      ) AS words,
      generate_series(1, least(24, length(token[1]) - start + 1)) AS n
  ) AS grams
$grams$;--> statement-breakpoint
-- Long values (the texts, the searchable texts) out of the row: a search that finds thousands of
-- posts reads each row's id and title, and narrow rows are several to a page instead of one.
ALTER TABLE "posts" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "post_translations" SET (toast_tuple_target = 128);--> statement-breakpoint
ALTER TABLE "post_translations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("post_translations"."title" || E'\n' || regexp_replace(
  replace(replace(replace(replace(replace(replace(
    regexp_replace(regexp_replace("post_translations"."content", '<\/?(p|h[1-6]|li|ul|ol|br|hr|div|blockquote|pre|table|thead|tbody|tr|td|th|figure|figcaption)(\s[^>]*)?\/?>', ' ', 'gi'), '<[^>]*>', '', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
  '[\s\u00a0]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("posts"."title" || E'\n' || regexp_replace(
  replace(replace(replace(replace(replace(replace(
    regexp_replace(regexp_replace("posts"."content", '<\/?(p|h[1-6]|li|ul|ol|br|hr|div|blockquote|pre|table|thead|tbody|tr|td|th|figure|figcaption)(\s[^>]*)?\/?>', ' ', 'gi'), '<[^>]*>', '', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
  '[\s\u00a0]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "post_translations_search_idx" ON "post_translations" USING gin (post_search_grams("search_text"));--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin (post_search_grams("search_text"));--> statement-breakpoint
-- No statistics for the gram arrays: with them the planner, seeing a gram in most posts, would
-- filter rows by calling the function on each (seconds) instead of reading the exact index.
ALTER INDEX "post_translations_search_idx" ALTER COLUMN 1 SET STATISTICS 0;--> statement-breakpoint
ALTER INDEX "posts_search_idx" ALTER COLUMN 1 SET STATISTICS 0;
