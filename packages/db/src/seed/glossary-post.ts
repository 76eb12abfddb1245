import { glossary, type LanguageCode, languageCodes, languageNames, sourceLanguage, withLanguage } from '@office/contracts';
import { glossaryPostTexts } from './glossary-post-texts.js';

/** The library post that shows the glossary: generated from it, so it can never disagree with it (decision 0044). */
export const glossaryPostRef = 'library-glossary-immigration-terms';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const termIn = (term: (typeof glossary)[number], lang: LanguageCode) => (lang === sourceLanguage ? term.ko : term.approved[lang]);

/** A table of terms: one column per language (the page's first after Korean), each heading the language's own name. */
function table(caption: string, terms: typeof glossary, lang: LanguageCode, codeHeading?: string): string {
  // The languages the glossary has renderings in (a language just added to the list has none yet).
  const inGlossary = languageCodes.filter((code) => code === sourceLanguage || terms.every((term) => termIn(term, code) !== undefined));
  const columns: LanguageCode[] = [
    sourceLanguage,
    ...(lang === sourceLanguage || !inGlossary.includes(lang) ? [] : [lang]),
    ...inGlossary.filter((code) => code !== sourceLanguage && code !== lang),
  ];
  const head = [...(codeHeading ? [codeHeading] : []), ...columns.map((code) => languageNames[code])];
  const rows = terms.map(
    (term) =>
      `<tr>${[...(codeHeading ? [term.code ?? ''] : []), ...columns.map((code) => termIn(term, code))].map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`,
  );
  return [
    `<h3>${escapeHtml(caption)}</h3>`,
    '<table>',
    '<thead>',
    `<tr>${head.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('')}</tr>`,
    '</thead>',
    '<tbody>',
    ...rows,
    '</tbody>',
    '</table>',
  ].join('\n');
}

/** The languages the post is written in: those whose words around the tables exist. */
export const glossaryPostLanguages = languageCodes.filter((lang) => glossaryPostTexts[lang] !== undefined);

/** The post in one language (one of `glossaryPostLanguages`): title and body HTML (the allow-listed tags only). */
export function glossaryPost(lang: LanguageCode): { title: string; content: string } {
  const texts = glossaryPostTexts[lang];
  const link = (path: string, label: string) =>
    `<a href="${escapeHtml(lang === sourceLanguage ? path : withLanguage(path, lang))}">${escapeHtml(label)}</a>`;
  const outro = texts.outro
    .replace('{contact}', link('/contact', texts.contactLink))
    .replace('{mainTask}', link('/mainTask', texts.mainTaskLink));
  const content = [
    `<p>${texts.intro}</p>`,
    table(
      texts.termsCaption,
      glossary.filter((term) => term.code === undefined),
      lang,
    ),
    table(
      texts.visasCaption,
      glossary.filter((term) => term.code !== undefined),
      lang,
      texts.codeHeading,
    ),
    `<p>${outro}</p>`,
  ].join('\n');
  return { title: texts.title, content };
}
