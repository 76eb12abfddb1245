import { htmlToPlainText } from '@office/contracts/browser';

/** Tags that end a line of text: paragraphs, headings, list items, table rows, line breaks. */
const lineEnds = /<\/(?:p|h[1-6]|li|tr|blockquote|div|pre|figcaption|table|ul|ol)\s*>|<br\s*\/?>|<hr\b[^>]*>/gi;

/**
 * A body's HTML as an editor reads it: one line per block (a list item marked with a bullet, table
 * cells apart), no markup. What a comparison of two revisions is made on (decision 0049).
 */
export function htmlToLines(html: string): string {
  return html
    .replace(/<li\b[^>]*>/gi, '$&• ')
    .replace(/<\/t[dh]\s*>/gi, ' | ')
    .split(lineEnds)
    .map((chunk) => htmlToPlainText(chunk).replace(/\s*\|\s*$/, ''))
    .filter((line) => line !== '')
    .join('\n');
}
