import type { ReactNode } from 'react';
import { useTexts } from '../hooks/use-texts';
import * as css from './legal-document.css';

/**
 * Renders a plain-text body from the page texts: paragraphs separated by blank lines, lines that
 * start with "- " as a list. Texts are never parsed as HTML.
 */
export function PlainTextBody({ text }: { text: string }) {
  return (
    <>
      {text.split(/\n{2,}/).map((block, index) => {
        const lines = block.split('\n');
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={index}>
              {lines.map((line, i) => (
                <li key={i}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            {lines.map((line, i) => (
              <span key={i}>
                {i > 0 && <br />}
                {line}
              </span>
            ))}
          </p>
        );
      })}
    </>
  );
}

/** How many numbered sections each legal page has (the key catalogue in contracts says the same). */
const legalSectionCounts = { 이용약관: 8, 개인정보처리방침: 10 } as const;
type LegalPageName = keyof typeof legalSectionCounts;

/**
 * Terms of use and privacy policy: a title, an intro, numbered sections, the effective date. `after`
 * adds a paragraph to the end of a section (by its number): a text another page shows too.
 */
export function LegalDocument({ pageName, after = {} }: { pageName: LegalPageName; after?: Partial<Record<number, ReactNode>> }) {
  const { t, s } = useTexts<LegalPageName>(pageName);
  const numbers = Array.from({ length: legalSectionCounts[pageName] }, (_, i) => i + 1);
  return (
    <article className={css.document}>
      <h1 className={css.title}>{t('title')}</h1>
      <div className={css.intro}>
        <PlainTextBody text={s('intro')} />
      </div>
      {numbers.map((n) => (
        <section key={n} className={css.section}>
          {/* Sections 9 and 10 exist only in the privacy policy; the count above keeps within each page. */}
          <h2 className={css.sectionTitle}>{t(`section${n}.title` as 'section1.title')}</h2>
          <PlainTextBody text={s(`section${n}.body` as 'section1.body')} />
          {after[n] && <p>{after[n]}</p>}
        </section>
      ))}
      <p className={css.effective}>{t('effectiveDate')}</p>
    </article>
  );
}
