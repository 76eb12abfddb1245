import { searchFoldFrom, searchFoldTo } from '@office/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A constant as an SQL string literal, not a bound parameter: the expression below is also the
 * definition of generated columns (migration 0008), and DDL takes no parameters.
 */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** Tags that end a run of text (paragraphs, headings, list items, cells, breaks): a space in search. */
const blockTag = String.raw`<\/?(p|h[1-6]|li|ul|ol|br|hr|div|blockquote|pre|table|thead|tbody|tr|td|th|figure|figcaption)(\s[^>]*)?\/?>`;

/**
 * A post's HTML as a reader sees it, for search: block tags become a space and inline ones
 * (`<strong>`, `<a>`…) nothing, so a word half in bold stays one word; the entities the sanitizer
 * writes (`&amp;`, `&lt;`, `&gt;`, `&quot;`, `&#39;`, `&nbsp;`) their characters (`&amp;` last, so
 * a literal "&lt;" stays "&lt;"); runs of white space (U+00A0 too) one space. So "R&D" or
 * "<사업주> 설명회" typed in the search box finds the text that shows it.
 *
 * One definition for the console's search (over `posts.content` as it is) and the website's
 * (stored in `search_text` columns). Every function in it is immutable, as a generated column needs.
 */
export const searchableText = (html: AnyPgColumn | SQL) => sql`regexp_replace(
  replace(replace(replace(replace(replace(replace(
    regexp_replace(regexp_replace(${html}, ${literal(blockTag)}, ' ', 'gi'), '<[^>]*>', '', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'),
  ${literal(String.raw`[\s\u00a0]+`)}, ' ', 'g')`;

/**
 * A text with its Latin letters' diacritics removed, as `foldForSearch` does to a query's terms
 * (decision 0043): "thị thực" is stored as "thi thuc", so either spelling finds it.
 */
export const foldedForSearch = (text: AnyPgColumn | SQL): SQL =>
  sql`translate(${text}, ${literal(searchFoldFrom)}, ${literal(searchFoldTo)})`;

/**
 * What the website's search looks in, stored per post and per translation: the title, a line
 * break, the text, all lower-cased (so a plain LIKE, cheaper than ILIKE, matches in any case) and
 * folded. A search's words never hold a line break (white space is one space in both), so no
 * match runs from the title into the text.
 */
export const searchDocument = (title: AnyPgColumn, html: AnyPgColumn): SQL =>
  foldedForSearch(sql`lower(${title} || ${sql.raw(String.raw`E'\n'`)} || ${searchableText(html)})`);

/** A LIKE pattern matching `text` anywhere, its own `%`, `_` and `\` taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
