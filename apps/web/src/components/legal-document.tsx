import type { ReactNode } from 'react';
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

/** Terms and privacy policy: a title, an intro, numbered sections, the effective date. */
export function LegalDocument(props: {
  title: ReactNode;
  intro: string;
  sections: Array<{ title: ReactNode; body: string }>;
  effectiveDate: ReactNode;
}) {
  return (
    <article className={css.document}>
      <h1 className={css.title}>{props.title}</h1>
      <div className={css.intro}>
        <PlainTextBody text={props.intro} />
      </div>
      {props.sections.map((section, index) => (
        <section key={index} className={css.section}>
          <h2 className={css.sectionTitle}>{section.title}</h2>
          <PlainTextBody text={section.body} />
        </section>
      ))}
      <p className={css.effective}>{props.effectiveDate}</p>
    </article>
  );
}
