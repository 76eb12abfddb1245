import { highlightSegments } from '@office/contracts/browser';
import * as css from './posts.css';

/**
 * A text with a search's terms in `<mark>`, by the search's own rules (contracts). The text stays
 * text: React escapes each piece, nothing is parsed as HTML.
 */
export function Highlighted({ text, terms }: { text: string; terms?: readonly string[] | undefined }) {
  if (!terms?.length) return text;
  return (
    <>
      {highlightSegments(text, terms).map((segment, index) =>
        segment.hit ? (
          <mark key={index} className={css.hit}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}
