import { forbiddenVariantsIn, glossary, type LanguageCode, translationLanguages } from '@office/contracts';
import { describe, expect, it } from 'vitest';
import { demoOffice, seedTexts } from './index.js';
import { glossaryPost, glossaryPostRef } from './glossary-post.js';
import { mainTaskContents } from './main-task-contents.js';
import { seedPostTranslations } from './post-translations/index.js';
import { seedLibraryItems, seedNotices } from './posts.js';

/** Every seed text of one language, each named by where it is, for the failure message. */
function seedTextsIn(lang: LanguageCode): [where: string, text: string][] {
  const found: [string, string][] = [];
  for (const [page, texts] of Object.entries(seedTexts)) {
    for (const [key, localized] of Object.entries(texts as Record<string, Record<LanguageCode, string>>)) {
      found.push([`${page} ${key}`, localized[lang]]);
    }
  }
  for (const [category, localized] of Object.entries(mainTaskContents)) found.push([`주요업무 ${category}`, localized[lang]]);
  // Not the glossary post: it is generated from the glossary, and its tables hold every language's
  // approved terms side by side (each checked against its own language's variants below).
  if (lang === 'ko') {
    for (const post of [...seedNotices, ...seedLibraryItems]) {
      if (post.ref !== glossaryPostRef) found.push([`post ${post.ref}`, `${post.title}\n${post.content}`]);
    }
  } else {
    for (const [ref, post] of Object.entries(seedPostTranslations[lang])) {
      if (ref !== glossaryPostRef) found.push([`post ${ref}`, `${post.title}\n${post.content}`]);
    }
  }
  return found;
}

describe('the glossary', () => {
  it.each(translationLanguages)('no seed text, main-task content or post in %s uses a forbidden variant', (lang) => {
    const uses = seedTextsIn(lang).flatMap(([where, text]) =>
      forbiddenVariantsIn(text, lang).map(({ variant, approved, ko }) => `${where}: "${variant}" for ${ko} (use "${approved}")`),
    );
    expect(uses).toEqual([]);
  });

  it('catches a forbidden variant put back into a text', () => {
    expect(forbiddenVariantsIn('对处分不服时可申请行政审判。', 'zh')).toEqual([
      { variant: '行政审判', approved: '行政复议', ko: '행정심판' },
    ]);
    expect(forbiddenVariantsIn('E-7 (Special Occupation) visa', 'en').map((use) => use.approved)).toEqual([
      'Specially Designated Activities',
    ]);
    expect(forbiddenVariantsIn('非法滞留会被处罚。', 'zh')).toEqual([]);
  });

  it('gives every term an approved rendering in every language, and forbids none of its own', () => {
    for (const term of glossary) {
      for (const lang of translationLanguages) {
        expect(term.approved[lang], `${term.ko} in ${lang}`).toMatch(/\S/u);
        expect(forbiddenVariantsIn(term.approved[lang], lang), `${term.ko} in ${lang}`).toEqual([]);
      }
    }
  });

  it('generates the glossary post in every language, each column a language of the glossary', () => {
    for (const lang of ['ko', ...translationLanguages] as const) {
      const { title, content } = glossaryPost(lang);
      expect(title, lang).toMatch(/\S/u);
      for (const term of glossary) {
        expect(content, `${lang}: ${term.ko}`).toContain(`<td>${term.ko}</td>`);
        for (const other of translationLanguages)
          expect(content, `${lang}: ${term.ko} in ${other}`).toContain(`<td>${term.approved[other].replaceAll('&', '&amp;')}</td>`);
      }
      // The links go to the page in the post's language.
      if (lang !== 'ko') expect(content).toContain(`href="/contact?lang=${lang}"`);
      // Forbidden variants appear nowhere but in another language's column.
      const ownWords = content.replace(/<table>[\s\S]*?<\/table>/g, '');
      if (lang !== 'ko') expect(forbiddenVariantsIn(ownWords, lang)).toEqual([]);
    }
  });

  it('the demo office details use no forbidden variant either', () => {
    // Each field of the demo office that is given per language: { ko, zh, …, vi }.
    const localizedFields = (value: unknown): Record<string, string>[] =>
      typeof value !== 'object' || value === null
        ? []
        : 'ko' in value && typeof value.ko === 'string'
          ? [value as Record<string, string>]
          : Object.values(value).flatMap(localizedFields);
    const uses = localizedFields(demoOffice).flatMap((field) =>
      translationLanguages.flatMap((lang) => forbiddenVariantsIn(field[lang] ?? '', lang).map(({ variant }) => `${lang}: ${variant}`)),
    );
    expect(uses).toEqual([]);
  });
});
