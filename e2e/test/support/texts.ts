// What the seeded content says a page must show.
import { fillOfficePlaceholders, type LanguageCode, officeView, type PageName, type PageTextKey, templatePage } from '@office/contracts';
import { demoOffice, seedTexts } from '@office/db/seed';

/**
 * The seeded text of one key of one page in one language: what the page must show, its
 * `{office.…}` placeholders filled with the demo office's details as the server fills them.
 */
export function seedText<P extends PageName>(pageName: P, key: PageTextKey<P>, lang: LanguageCode): string {
  const entry = (seedTexts[pageName] as Record<string, Record<LanguageCode, string>>)[key];
  if (!entry) throw new Error(`no seed text ${pageName}/${key}`);
  return fillOfficePlaceholders(entry[lang], officeView(demoOffice, lang));
}

/** `siteName | seo.title`, the document title of a text page. */
export const pageTitle = (pageName: PageName, lang: LanguageCode, title = seedText(pageName, 'seo.title', lang)) =>
  `${seedText(templatePage, 'siteName', lang)} | ${title}`;

/** A path with `?lang=` added beside its other params (decision 0005). */
export function withLang(path: string, lang: LanguageCode | null): string {
  if (!lang) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}
