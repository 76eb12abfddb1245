import { describe, expect, it } from 'vitest';
import { normalizeHeadings } from '../src/html-text.js';

describe('normalizeHeadings', () => {
  it('lifts content that starts at h3 so its top heading is h2, keeping relative levels', () => {
    expect(normalizeHeadings('<h3 id="a">A</h3><p>x</p><h4>B</h4><h3>C</h3>')).toBe('<h2 id="a">A</h2><p>x</p><h3>B</h3><h2>C</h2>');
  });
  it('lowers an h1 in content below the page title', () => {
    expect(normalizeHeadings('<h1>A</h1><h2>B</h2>')).toBe('<h2>A</h2><h3>B</h3>');
  });
  it('leaves content that already starts at h2, or has no headings, untouched', () => {
    const html = '<h2>A</h2><h3>B</h3><p>hr <header>x</header></p>';
    expect(normalizeHeadings(html)).toBe(html);
    expect(normalizeHeadings('<p>no headings</p>')).toBe('<p>no headings</p>');
  });
  it('never goes past h6', () => {
    expect(normalizeHeadings('<h1>A</h1><h6>B</h6>')).toBe('<h2>A</h2><h6>B</h6>');
  });
});
