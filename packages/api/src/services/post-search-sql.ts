import { type SearchTermPlan, searchWordCharacters } from '@office/contracts';
import { foldedForSearch } from '@office/db/searchable-text';
import { and, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The SQL of the website's search (decision 0020), over a `search_text` column (posts' or a
// translation's) and its grams index (migration 0008, src/db/search-grams.ts).

/** Where a word starts in the searched text: its beginning, or after anything but a word letter. */
const wordStart = `(^|[^${searchWordCharacters}])`;

/** A term as a Postgres regular expression of itself: ASCII punctuation escaped (`\` + it is that character). */
const literalPattern = (term: string) => term.replace(/[!-/:-@[-`{-~]/g, '\\$&');

/**
 * The version (a post's Korean text or one translation) has every term: all their grams are in
 * its index entry (the GIN index answers this exactly), and each term that is not exactly its
 * grams is in the text, where a word starts when it begins with a word letter. The database
 * lower-cases the grams and terms, as it did the text.
 */
export function hasEveryTerm(searchText: AnyPgColumn, plans: readonly SearchTermPlan[]): SQL {
  const grams = [...new Set(plans.flatMap((plan) => plan.grams))];
  const checks = plans
    .filter((plan) => !plan.exact)
    .map((plan) => sql`${searchText} ~ (${plan.wordStart ? wordStart : ''} || lower(${literalPattern(plan.term)}))`);
  return and(
    sql`post_search_grams(${searchText}) @> array[${sql.join(
      grams.map((gram) => sql`lower(${gram})`),
      sql`, `,
    )}]::text[]`,
    ...checks,
  )!;
}

/** A plan for each term of each alternative of each group of a query (`searchTermGroups`). */
export type SearchGroupPlans = SearchTermPlan[][][];

/**
 * The version has, for every group of the query, one of its alternatives (decision 0044: a visa's
 * code or any of its names). A group of one alternative is `hasEveryTerm` of it; all such groups
 * are asked of the index together, as before synonyms.
 */
export function hasEveryGroup(searchText: AnyPgColumn, groups: SearchGroupPlans): SQL {
  const plain = groups.filter((group) => group.length === 1).flatMap((group) => group[0]!);
  const either = groups
    .filter((group) => group.length > 1)
    .map((group) => or(...group.map((alternative) => hasAlternative(searchText, alternative)))!);
  return and(...(plain.length ? [hasEveryTerm(searchText, plain)] : []), ...either)!;
}

/**
 * One alternative of a synonym group: its words, and where it is a phrase of several ("lao động
 * không chuyên môn"), the phrase itself, word for word where a word starts. Words alone would
 * match any text that has them anywhere (lao, động and phổ are in half of the Vietnamese posts).
 */
function hasAlternative(searchText: AnyPgColumn, alternative: readonly SearchTermPlan[]): SQL {
  if (alternative.length === 1) return hasEveryTerm(searchText, alternative);
  const phrase = alternative.map((plan) => plan.term).join(' ');
  return and(
    hasEveryTerm(searchText, alternative),
    sql`${searchText} ~ (${alternative[0]!.wordStart ? wordStart : ''} || lower(${literalPattern(phrase)}))`,
  )!;
}

/**
 * How well a title matches, for ranking: 0 when it lacks a term, else the share of it the terms
 * make up (a short title that is mostly the words ranks above a long one that mentions them).
 * Titles are short, so this is computed for every found post without an index.
 */
export function titleScore(title: AnyPgColumn | SQL, groups: SearchGroupPlans): SQL<number> {
  // A group's length is its shortest alternative's: the least of the title it can make up.
  const termsLength = groups.reduce(
    (sum, group) => sum + Math.min(...group.map((alternative) => alternative.reduce((length, plan) => length + [...plan.term].length, 0))),
    0,
  );
  const folded = foldedForSearch(sql`lower(${title})`);
  const hasAll = and(
    ...groups.map((group) =>
      or(...group.map((alternative) => and(...alternative.map((plan) => sql`strpos(${folded}, lower(${plan.term})) > 0`)))),
    ),
  );
  return sql<number>`case when ${hasAll} then ${termsLength}::float8 / greatest(length(${title}), 1) else 0 end`;
}
