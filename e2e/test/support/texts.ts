// What the seeded content says a page must show.
import { type LanguageCode, type PageName, type PageTextKey, templatePage } from '@office/contracts';
import { seedTexts } from '@office/db/seed';

/** The seeded text of one key of one page in one language: what the page must show. */
export function seedText<P extends PageName>(pageName: P, key: PageTextKey<P>, lang: LanguageCode): string {
  const entry = (seedTexts[pageName] as Record<string, Record<LanguageCode, string>>)[key];
  if (!entry) throw new Error(`no seed text ${pageName}/${key}`);
  return entry[lang];
}

/** `siteName | seo.title`, the document title of a text page. */
export const pageTitle = (pageName: PageName, lang: LanguageCode, title = seedText(pageName, 'seo.title', lang)) =>
  `${seedText(templatePage, 'siteName', lang)} | ${title}`;

/** A path with `?lang=` added beside its other params (decision 0005). */
export function withLang(path: string, lang: LanguageCode | null): string {
  if (!lang) return path;
  return `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}
