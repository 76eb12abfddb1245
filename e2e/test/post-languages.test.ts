import { translationLanguages, type TranslationLanguage } from '@office/contracts';
import { describe, expect, it } from 'vitest';
import { seedLibraryItems } from '@office/db/seed/posts';
import { posts, useSite, withLang } from './support';

const site = useSite();

/** The letters a reader sees in the server's HTML: the body's text, without scripts, styles and tags. */
function visibleLetters(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? '';
  const text = body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
  return (text.match(/\p{L}/gu) ?? []).join('');
}

const scripts = {
  Hangul: /\p{Script=Hangul}/gu,
  Han: /\p{Script=Han}/gu,
  Kana: /[\p{Script=Hiragana}\p{Script=Katakana}]/gu,
  Latin: /\p{Script=Latin}/gu,
  Cyrillic: /\p{Script=Cyrillic}/gu,
};
type ScriptName = keyof typeof scripts;
/** The script each language's pages must show most (Japanese: kana, which no other language has). */
const ownScript: Record<TranslationLanguage, ScriptName> = { zh: 'Han', ja: 'Kana', en: 'Latin', ru: 'Cyrillic', vi: 'Latin' };
/** Letters only Vietnamese has among the site's languages (ă â đ ê ô ơ ư and the tone-marked vowels): English pages have none. */
const vietnameseLetters = /[ăâđêôơưĂÂĐÊÔƠƯ\u1ea0-\u1ef9àáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/giu;

function scriptCounts(letters: string): Record<ScriptName, number> {
  return Object.fromEntries(Object.entries(scripts).map(([name, pattern]) => [name, letters.match(pattern)?.length ?? 0])) as Record<
    ScriptName,
    number
  >;
}

/**
 * Posts in every language (decision 0019): on a fresh start every list and detail page in each translation language reads in
 * that language. Hangul is under a sixth of the letters (the footer's Korean address and the
 * language menu's "한국어" are in every page), and the language's own script comes first.
 */
describe('a fresh start reads in the visitor language', () => {
  it.each(translationLanguages)('every notice and library list and detail page in %s', async (lang) => {
    const rows = await site.database.db.select({ id: posts.id, kind: posts.kind, title: posts.title }).from(posts);
    // The glossary (generated from the glossary file) is every language by design: its own script need not come first.
    const glossary = rows.find(
      (row) => row.title === seedLibraryItems.find((item) => item.ref === 'library-glossary-immigration-terms')!.title,
    );
    expect(glossary).toBeDefined();
    const paths = ['/notice', '/library', '/library?category=category3', ...rows.map((row) => `/${row.kind}/${row.id}`)];
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      const response = await fetch(site.url(withLang(path, lang)));
      expect(response.status, path).toBe(200);
      const letters = visibleLetters(await response.text());
      const counts = scriptCounts(letters);
      expect(counts.Hangul / letters.length, `${path} in ${lang}: Hangul share`).toBeLessThan(1 / 6);
      if (path === `/library/${glossary!.id}`) continue;
      const own = ownScript[lang];
      for (const other of ['Hangul', 'Latin', 'Cyrillic'] as const) {
        if (other !== own) expect(counts[own], `${path} in ${lang}: ${own} before ${other}`).toBeGreaterThan(counts[other]);
      }
      // Latin alone does not tell Vietnamese from English: about one letter in five of Vietnamese is marked.
      const marked = (letters.match(vietnameseLetters)?.length ?? 0) / counts.Latin;
      if (lang === 'vi') expect(marked, `${path} in vi: share of Vietnamese letters`).toBeGreaterThan(0.1);
      else if (lang === 'en') expect(marked, `${path} in en: share of Vietnamese letters`).toBeLessThan(0.01);
    }
  });
});
