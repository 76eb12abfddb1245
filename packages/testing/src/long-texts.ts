import { contentSizeLimits, utf8ByteLength } from '@office/contracts';
import { seedPostTranslations } from '@office/db/seed/post-translations';
import { seedLibraryItems, seedNotices } from '@office/db/seed/posts';

/**
 * Every word the seed posts and their translations use (five languages, about 9,800 words, 210 KB),
 * once each, in the order they come: real words, as many different ones as a body can hold. Words
 * with characters the sanitizer would write as entities are left out, so a body of them is kept as it is.
 */
const seedVocabulary = (() => {
  const texts = [
    ...[...seedNotices, ...seedLibraryItems].map((post) => post.content),
    ...Object.values(seedPostTranslations).flatMap((byPost) => Object.values(byPost).map((translation) => translation.content)),
  ];
  const words = texts.flatMap((html) => html.replace(/<[^>]*>|&[#\w]+;/g, ' ').split(/\s+/));
  return [...new Set(words)].filter((word) => word && !/[&<>"']/.test(word));
})();

/**
 * Post bodies of an exact size in UTF-8 bytes, `contentSizeLimits.htmlBytes` by default (the largest
 * allowed, decision 0032), as the editor writes them and the sanitizer keeps them unchanged, so a
 * saved one reads back identical. The tests save them and the bench times their saves.
 */
export const largestPostBodies = {
  /** A long notice: many short paragraphs of the same few words (the search index's grams repeat). */
  'many short paragraphs': (bytes = contentSizeLimits.htmlBytes) =>
    exactly(bytes, (i) => `<p>외국인 등록 신청 안내 ${i + 1}번 항목입니다. 준비 서류를 확인해 주세요.</p>`),
  /**
   * As many different words as fit, in five languages (the seed's, twelve to a paragraph): every word
   * brings grams of its own to the search index (about 17,000 of them here).
   */
  'many words': (bytes = contentSizeLimits.htmlBytes) =>
    exactly(bytes, (i) => `<p>${seedVocabulary.slice(i * 12, i * 12 + 12).join(' ')}</p>`),
  /**
   * One run of Hangul without a space (text pasted without its spaces): the grams of such a run once
   * took time quadratic in its length (45 s for this one on PGlite).
   */
  'one long Hangul run': (bytes = contentSizeLimits.htmlBytes) => {
    const head = '<p>';
    const tail = '</p>';
    const sentence = '외국인등록신청안내준비서류확인';
    let run = '';
    while (utf8ByteLength(head + run + sentence + tail) <= bytes) run += sentence;
    for (const syllable of sentence) if (utf8ByteLength(head + run + syllable + tail) <= bytes) run += syllable;
    return head + run + 'x'.repeat(bytes - utf8ByteLength(head + run + tail)) + tail;
  },
} satisfies Record<string, (bytes?: number) => string>;

export type LargestPostBody = keyof typeof largestPostBodies;

/** Paragraphs `paragraph(0)`, `paragraph(1)`… and a last one of `x`s that makes the text exactly `bytes` long. */
function exactly(bytes: number, paragraph: (i: number) => string): string {
  const padding = (length: number) => `<p>${'x'.repeat(length)}</p>`;
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; ; i++) {
    const next = utf8ByteLength(paragraph(i));
    // Room must stay for the padding paragraph (at least one x).
    if (size + next + utf8ByteLength(padding(1)) > bytes) break;
    parts.push(paragraph(i));
    size += next;
  }
  parts.push(padding(bytes - size - utf8ByteLength(padding(0))));
  return parts.join('');
}
