import { isStorableText } from './storable-text.js';

/**
 * How the website's post search reads a query (decision 0020). Zod-free: the browser highlights
 * with the same rules the server matches with, and the server's SQL is built from these classes.
 *
 * A text is read as runs of three kinds of characters; everything else separates them:
 * - Hangul runs (a Korean word and its particles) and Han or kana runs (Chinese and Japanese,
 *   where words are not separated by spaces): a term of these is found anywhere, inside longer
 *   words too (위임장 in 위임장양식, 签证 in 办理签证手续);
 * - words of the alphabetic scripts (Latin, Cyrillic, Greek, digits), which may be joined by one
 *   of `searchJoiners` into one token (E-7, hikorea.go.kr, 10:00): a term starting with one of
 *   these letters is found where a word starts (visa in visas and e-visa, not in provisa), so
 *   one or two typed letters do not match the inside of every word.
 *
 * Classes are written for `[…]` in both JavaScript (`u` flag) and Postgres regular expressions,
 * in lower case (the searched text is lower-cased; JavaScript matches them with the `i` flag).
 */
// Code points as `\uXXXX` escapes, which both regular expression dialects read: a literal
// compatibility ideograph would be normalized to another character by editors (it once widened
// the Han range over all of Hangul).
export const searchHangulCharacters = String.raw`\uac00-\ud7a3\u3131-\u318e`;
/** CJK ideographs (and extension A, compatibility), hiragana, katakana (not its middle dot), half-width kana, 々 and 〆. */
export const searchHanKanaCharacters = String.raw`\u4e00-\u9fff\u3400-\u4dbf\uf900-\ufaff\u3041-\u3096\u309d-\u309f\u30a1-\u30fa\u30fc-\u30ff\uff66-\uff9f\u3005\u3006`;
export const searchCjkCharacters = searchHangulCharacters + searchHanKanaCharacters;
/** Digits and Latin (with its accents), Greek and Cyrillic letters, full-width digits and letters. */
export const searchWordCharacters = String.raw`0-9a-z\u00df-\u00f6\u00f8-\u00ff\u0100-\u024f\u0370-\u03ff\u0400-\u04ff\u1e00-\u1eff\uff10-\uff19\uff41-\uff5a`;
/** Characters that join two words into one token when they stand alone between them. */
export const searchJoiners = "-./&'_:@+#";

/**
 * Latin letters with diacritics and their base letters, for search that finds Vietnamese (and any
 * Latin-script) words typed with or without their marks: "thi thuc" finds "thị thực", "đăng ký"
 * finds "dang ky" (decision 0043). Both sides are folded: the stored search text by the database's
 * `translate()` with these two strings (migration 0014), a query's terms by `foldForSearch`. One
 * character for one, so a folded text has the length of the original, and a match in it is a match
 * at the same place in the original (the highlight relies on it). Only Latin is folded: the marks
 * of kana (が) and Cyrillic (й) make other letters.
 */
function latinFolds(): [from: string, to: string] {
  let from = '';
  let to = '';
  const special: Record<string, string> = { đ: 'd', Đ: 'd', ø: 'o', Ø: 'o', ł: 'l', Ł: 'l', ı: 'i' };
  const ranges: [number, number][] = [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ];
  for (const [first, last] of ranges) {
    for (let code = first; code <= last; code++) {
      const char = String.fromCodePoint(code);
      const base = special[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
      if (/^[a-z]$/.test(base) && base !== char) {
        from += char;
        to += base;
      }
    }
  }
  return [from, to];
}
// Pure: a page that never folds (every page but a search's results) drops it from its bundle.
const latinFoldPairs = /* @__PURE__ */ latinFolds();
export const searchFoldFrom = latinFoldPairs[0];
export const searchFoldTo = latinFoldPairs[1];
let foldMap: Map<string, string> | undefined;

/** A text with its Latin letters' diacritics removed, character for character (see `searchFoldFrom`). */
export function foldForSearch(text: string): string {
  foldMap ??= new Map([...searchFoldFrom].map((char, i) => [char, searchFoldTo[i]!]));
  const folds = foldMap;
  return text.replace(/[\u00c0-\u024f\u1e00-\u1eff]/gu, (char) => folds.get(char) ?? char);
}

/** The longest query, in characters. */
export const maxSearchQueryLength = 100;
/**
 * Substrings of Hangul runs are stored up to this length: a Korean word (its run, between spaces)
 * is rarely longer, so a Korean term is one gram. Longer ones are found by their grams of it, then checked.
 */
export const searchHangulGramLength = 8;
/** Substrings of Han and kana runs (whole sentences) up to this length: longer terms by their trigrams, then checked. */
export const searchHanKanaGramLength = 3;
/** Word tokens are stored by their prefixes up to this length: longer terms are found by it, then checked. */
export const searchPrefixLength = 24;
/**
 * The most distinct grams one text (a post's or a translation's title and body) is indexed by, the
 * shortest kept (decision 0032). A real post never has this many: the largest body allowed
 * (`contentSizeLimits`), of different words in five languages, has 18,000. Only made-up text
 * reaches it (random letters joined by dashes: seven new grams per character), and each gram is an
 * index entry its save must write.
 */
export const searchGramsPerText = 50_000;

/** Runs of each kind, as regular expressions both JavaScript and Postgres read. */
export const searchHangulRunPattern = `[${searchHangulCharacters}]+`;
export const searchHanKanaRunPattern = `[${searchHanKanaCharacters}]+`;
/** A word token: words joined by single joiners ('-' first: a literal in a class, in both). */
export const searchWordTokenPattern = `[${searchWordCharacters}]+(?:[${searchJoiners}][${searchWordCharacters}]+)*`;

const tokenRegex = () => new RegExp(`${searchHangulRunPattern}|${searchHanKanaRunPattern}|${searchWordTokenPattern}`, 'giu');
const isHangulRun = new RegExp(`^${searchHangulRunPattern}$`, 'u');
const isHanKanaRun = new RegExp(`^${searchHanKanaRunPattern}$`, 'u');
const isWordToken = new RegExp(`^${searchWordTokenPattern}$`, 'iu');
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
 * A query as the search reads it: one group per word (or per phrase that names a glossary term),
 * each group a list of alternatives, each alternative the terms it needs. A post matches when it
 * has one alternative of every group. Without synonyms each group is the typed term alone; with
 * them, a visa's code, its Korean name and its names in the other languages stand for each other
 * (decision 0044): "E-9" is ["e-9"] or ["비전문취업"] or ["non-professional", "employment"] ….
 * The longest phrase at each place wins ("lao động không chuyên môn" is one group, not five).
 */
export function searchTermGroups(q: string, synonymGroups: readonly (readonly string[])[] = []): string[][][] {
  const terms = searchTerms(q);
  const key = (term: string) => foldForSearch(term.toLowerCase());
  const phrases = synonymGroups.map((group) => group.map((phrase) => searchTerms(phrase)));
  const groups: string[][][] = [];
  for (let at = 0; at < terms.length;) {
    let best: { length: number; alternatives: string[][] } | undefined;
    for (const alternatives of phrases) {
      for (const phrase of alternatives) {
        const length = phrase.length;
        if (length === 0 || length <= (best?.length ?? 0) || at + length > terms.length) continue;
        if (phrase.every((word, i) => key(word) === key(terms[at + i]!))) best = { length, alternatives };
      }
    }
    if (best) {
      groups.push(best.alternatives);
      at += best.length;
    } else {
      groups.push([[terms[at]!]]);
      at += 1;
    }
  }
  return groups;
}

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

/** The longest gram the index holds of a run like this one: its substrings up to it, word prefixes up to it. */
const gramLengthOf = (run: string) =>
  isHangulRun.test(run) ? searchHangulGramLength : isHanKanaRun.test(run) ? searchHanKanaGramLength : searchPrefixLength;

export function planSearchTerm(typed: string): SearchTermPlan {
  // The index holds the folded text (no Latin diacritics): so does every gram and check asked of
  // it. Lower case stays the database's to apply, to both sides alike.
  const term = foldForSearch(typed);
  const wordStart = startsWithWord.test(term);
  const runs = [...term.matchAll(tokenRegex())].map(([run]) => run);
  // One run as a whole: the term is a gram if the index keeps grams that long of such runs.
  if (runs.length === 1 && runs[0] === term && [...term].length <= gramLengthOf(term)) {
    return { term, grams: [term], exact: true, wordStart };
  }
  const grams = new Set<string>();
  for (const run of runs) {
    const chars = [...run];
    const length = gramLengthOf(run);
    if (isWordToken.test(run) || chars.length <= length) grams.add(chars.slice(0, length).join(''));
    else for (let i = 0; i + length <= chars.length; i++) grams.add(chars.slice(i, i + length).join(''));
  }
  return { term, grams: [...grams], exact: false, wordStart };
}

const escapeForRegExp = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

/**
 * Where the terms are in a text, by the search's rules, in any case and with or without Latin
 * diacritics: a regular expression of the folded terms, to run over the folded text (whose
 * positions are the original's: folding is one character for one).
 */
function termRegex(terms: readonly string[]): RegExp | null {
  const usable = [...new Set(terms.map((term) => foldForSearch(term.toLowerCase())).filter((term) => term.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
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
    for (const match of foldForSearch(text).matchAll(regex)) {
      if (match.index > at) segments.push({ text: text.slice(at, match.index), hit: false });
      segments.push({ text: text.slice(match.index, match.index + match[0].length), hit: true });
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
  const first = termRegex(terms)?.exec(foldForSearch(text))?.index ?? 0;
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
