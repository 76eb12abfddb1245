import { describe, expect, it } from 'vitest';
import { excerpt, focusableTables, htmlToPlainText, normalizeHeadings, removeImages } from './html-text.js';

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

describe('HTML helpers', () => {
  it('removes images', () => {
    expect(removeImages('<p>a<img src="x.png" alt="y">b</p><picture><source srcset="z"></picture>')).toBe('<p>ab</p>');
  });
  it('reduces HTML to plain text without tags, styles or scripts, decoding entities', () => {
    expect(
      htmlToPlainText('<h2 style="color:red" class="x">비자&nbsp;안내</h2><script>alert(1)</script><p>A &amp; B &#8212; &#x41;</p>'),
    ).toBe('비자 안내 A & B — A');
  });
  it('cuts excerpts at a word boundary with an ellipsis', () => {
    const text = excerpt(`<p>${'word '.repeat(100)}</p>`, 50);
    expect(text.length).toBeLessThanOrEqual(51);
    expect(text.endsWith('word…')).toBe(true);
    expect(excerpt('<p>short</p>')).toBe('short');
  });
});

describe('focusableTables', () => {
  it('makes each table reachable by keyboard, once, and leaves the rest alone', () => {
    expect(focusableTables('<p>a</p><table><tr><td>1</td></tr></table><TABLE class="x"></TABLE>')).toBe(
      '<p>a</p><table tabindex="0"><tr><td>1</td></tr></table><table tabindex="0" class="x"></TABLE>',
    );
    expect(focusableTables('<table tabindex="0"></table>')).toBe('<table tabindex="0"></table>');
    expect(focusableTables('<p>tables</p><tablet>')).toBe('<p>tables</p><tablet>');
  });
});
