import { type Change, diffWords } from 'diff';
import * as css from './revision-history.css';

/** Korean has no spaces inside words' particles: the browser's word segmenter cuts words, not letters. */
const segmenter = new Intl.Segmenter('ko', { granularity: 'word' });

/**
 * Two texts compared word by word: what the later one added is underlined in `<ins>`, what it
 * removed struck through in `<del>`, each also said in words to screen readers (not colour alone;
 * WCAG 1.4.1, 1.3.1). Loaded when a comparison is first shown (`diff` stays out of the first load).
 */
export function TextComparison({ before, after }: { before: string; after: string }) {
  const parts: Change[] = diffWords(before, after, { intlSegmenter: segmenter });
  return (
    <p className={css.comparedText}>
      {parts.map((part, index) =>
        part.added ? (
          <ins key={index} className={css.added}>
            <span className="visually-hidden">[추가 시작] </span>
            {part.value}
            <span className="visually-hidden"> [추가 끝]</span>
          </ins>
        ) : part.removed ? (
          <del key={index} className={css.removed}>
            <span className="visually-hidden">[삭제 시작] </span>
            {part.value}
            <span className="visually-hidden"> [삭제 끝]</span>
          </del>
        ) : (
          <span key={index}>{part.value}</span>
        ),
      )}
    </p>
  );
}

export default TextComparison;
