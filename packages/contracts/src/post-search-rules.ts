import { isStorableText } from './storable-text.js';

/**
 * How the website's post search reads a query (decision 0020). Zod-free: the browser highlights
 * with the same rules the server matches with, and the server's SQL is built from these classes.
 *
 * A text is read as runs of two kinds of characters; everything else separates them:
 * - CJK runs (Hangul, Han, kana), where words are not separated by spaces: a term of these is
 *   found anywhere, inside longer words too (위임장 in 위임장양식, 签证 in 办理签证手续).
 * - words of the alphabetic scripts (Latin, Cyrillic, Greek, digits), which may be joined by one
 *   of `searchJoiners` into one token (E-7, hikorea.go.kr, 10:00): a term starting with one of
 *   these letters is found where a word starts (visa in visas and e-visa, not in provisa), so
 *   one or two typed letters do not match the inside of every word.
 *
 * Classes are written for `[…]` in both JavaScript (`u` flag) and Postgres regular expressions,
 * in lower case (the searched text is lower-cased; JavaScript matches them with the `i` flag).
 */
export const searchCjkCharacters = '가-힣ㄱ-ㆎ一-鿿㐀-䶿豈-﫿ぁ-ゖゝ-ゟァ-ヺー-ヿｦ-ﾟ々〆';
export const searchWordCharacters = '0-9a-zß-öø-ÿā-ɏͰ-ϿЀ-ӿḀ-ỿ０-９ａ-ｚ';
/** Characters that join two words into one token when they stand alone between them. */
export const searchJoiners = "-./&'_:@+#";

/** The longest query, in characters. */
export const maxSearchQueryLength = 100;
/** CJK grams are stored up to this length: longer CJK terms are found by their trigrams, then checked. */
export const searchCjkGramLength = 3;
/** Word tokens are stored by their prefixes up to this length: longer terms are found by it, then checked. */
export const searchPrefixLength = 24;

/** A run of CJK characters, as a regular expression both JavaScript and Postgres read. */
export const searchCjkRunPattern = `[${searchCjkCharacters}]+`;
/** A word token: words joined by single joiners ('-' first: a literal in a class, in both). */
export const searchWordTokenPattern = `[${searchWordCharacters}]+(?:[${searchJoiners}][${searchWordCharacters}]+)*`;

const cjkRun = searchCjkRunPattern;
const wordToken = searchWordTokenPattern;
const tokenRegex = () => new RegExp(`${cjkRun}|${wordToken}`, 'giu');
const isCjkRun = new RegExp(`^${cjkRun}$`, 'iu');
const isWordToken = new RegExp(`^${wordToken}$`, 'iu');
const startsWithWord = new RegExp(`^[${searchWordCharacters}]`, 'iu');

/** A query as it is searched: Unicode NFC, white space runs one space, no space at the ends. */
export const normalizeSearchQuery = (q: string): string => q.normalize('NFC').replace(/\s+/gu, ' ').trim();

/**
 * The terms of a query: its space-separated parts that hold at least one letter, digit or CJK
 * character, each once (in any case), as typed. A post matches when it has every term.
 */
export function searchTerms(q: string): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const term of normalizeSearchQuery(q).split(' ')) {
    const key = term.toLowerCase();
    if (seen.has(key) || !tokenRegex().test(term)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms;
}

/** Why a query cannot be searched, or null: the one rule for the URL, the API and the form. */
export function searchQueryProblem(q: string): string | null {
  if (!isStorableText(q)) return 'must not contain NUL characters or unpaired UTF-16 surrogates';
  const normal = normalizeSearchQuery(q);
  if (normal.length === 0) return 'must not be empty';
  if (normal.length > maxSearchQueryLength) return `must be at most ${maxSearchQueryLength} characters`;
  if (searchTerms(normal).length === 0) return 'must contain a letter, a digit or a CJK character';
  return null;
}

/** `?q=` of /notice and /library: a query that can be searched, as given, else undefined. */
export const searchQueryOf = (value: unknown): string | undefined =>
  typeof value === 'string' && searchQueryProblem(value) === null ? value : undefined;

/**
 * How the index finds one term: every post that has the term has all of `grams` in its index
 * (lower-cased by the database, as the index is). When `exact`, having them is having the term;
 * otherwise the found posts are checked against the text (`wordStart` says whether the term must
 * begin a word there).
 */
export interface SearchTermPlan {
  term: string;
  grams: string[];
  exact: boolean;
  wordStart: boolean;
}

export function planSearchTerm(term: string): SearchTermPlan {
  const wordStart = startsWithWord.test(term);
  const length = [...term].length;
  if ((isCjkRun.test(term) && length <= searchCjkGramLength) || (isWordToken.test(term) && length <= searchPrefixLength)) {
    return { term, grams: [term], exact: true, wordStart };
  }
  const grams = new Set<string>();
  for (const [run] of term.matchAll(tokenRegex())) {
    const chars = [...run];
    if (!isCjkRun.test(run)) grams.add(chars.slice(0, searchPrefixLength).join(''));
    else if (chars.length <= searchCjkGramLength) grams.add(run);
    else for (let i = 0; i + searchCjkGramLength <= chars.length; i++) grams.add(chars.slice(i, i + searchCjkGramLength).join(''));
  }
  return { term, grams: [...grams], exact: false, wordStart };
}

const escapeForRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/** Where the terms are in a text, by the search's rules, in any case: for `<mark>` and excerpts. */
function termRegex(terms: readonly string[]): RegExp | null {
  const usable = terms.filter((term) => term.length > 0).sort((a, b) => b.length - a.length);
  if (usable.length === 0) return null;
  const alternatives = usable.map((term) => (startsWithWord.test(term) ? `(?<![${searchWordCharacters}])` : '') + escapeForRegExp(term));
  return new RegExp(alternatives.join('|'), 'giu');
}

export interface TextSegment {
  text: string;
  /** A search term: shown marked. */
  hit: boolean;
}

/** A text cut into its search-term hits and the text between them (plain strings: rendered as text, never HTML). */
export function highlightSegments(text: string, terms: readonly string[]): TextSegment[] {
  const regex = termRegex(terms);
  const segments: TextSegment[] = [];
  let at = 0;
  if (regex) {
    for (const match of text.matchAll(regex)) {
      if (match.index > at) segments.push({ text: text.slice(at, match.index), hit: false });
      segments.push({ text: match[0], hit: true });
      at = match.index + match[0].length;
    }
  }
  if (at < text.length || segments.length === 0) segments.push({ text: text.slice(at), hit: false });
  return segments;
}

/**
 * A plain-text excerpt of at most about `maxLength` characters that shows the first hit: it starts
 * `lead` characters before it (at a space where one is near), so the hit is in a card's two lines.
 */
export function searchExcerpt(text: string, terms: readonly string[], { maxLength = 160, lead = 20 } = {}): string {
  const first = termRegex(terms)?.exec(text)?.index ?? 0;
  let start = Math.max(0, first - lead);
  if (start > 0) {
    // Begin at the next word rather than inside one (scripts without spaces begin where they are).
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < first) start = space + 1;
  }
  const rest = text.slice(start);
  let body = rest;
  if (rest.length > maxLength) {
    const cut = rest.slice(0, maxLength);
    const space = cut.lastIndexOf(' ');
    body = `${(space > maxLength * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
  }
  return start > 0 ? `…${body}` : body;
}
