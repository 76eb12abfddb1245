import { focusableTables, normalizeHeadings } from '@office/contracts/browser';

/**
 * HTML from the API (sanitized on the server) as an article shows it: its headings under the
 * page's h1, its tables reachable by keyboard when they scroll.
 */
export const richTextHtml = (html: string) => normalizeHeadings(focusableTables(html));
