import { describe, expect, it } from 'vitest';
import { classesIn, pageStyles } from './page-styles.js';

const stylesheet = [
  ':root{--a:#fff}',
  'html{color:red}',
  '.card{padding:1px}',
  '.card .title{font-weight:700}',
  '.menu{display:none}',
  '.button:hover:not(.disabled){color:blue}',
  '.list h2,.menu h2{margin:0}',
  '@media (min-width:768px){.card{padding:2px}.menu{display:block}}',
  '@media (min-width:1024px){.menu{display:flex}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
].join('');
const page = (body: string) => `<html><head><style>${stylesheet}</style></head><body>${body}</body></html>`;

describe('page styles: a page inlines the rules its classes use (decision 0024)', () => {
  it('keeps rules whose classes are all on the page, rules without classes and at-rules of kept rules, in order', () => {
    const html = pageStyles(stylesheet).forPage(page('<div class="card"><p class="title">x</p></div><a class="button">b</a>'));
    expect(html).toBe(
      page('')
        .replace(
          stylesheet,
          ':root{--a:#fff}html{color:red}.card{padding:1px}.card .title{font-weight:700}.button:hover:not(.disabled){color:blue}' +
            '@media (min-width:768px){.card{padding:2px}}@keyframes spin{to{transform:rotate(1turn)}}',
        )
        .replace('<body></body>', '<body><div class="card"><p class="title">x</p></div><a class="button">b</a></body>'),
    );
  });

  it('keeps a selector list when one of its selectors matches, and drops a block none of whose rules do', () => {
    const kept = pageStyles(stylesheet).forPage(page('<ul class="list"></ul>'));
    expect(kept).toContain('.list h2,.menu h2{margin:0}');
    expect(kept).not.toContain('.menu{');
    expect(kept).not.toContain('@media (min-width:1024px)');
    expect(kept).not.toContain('.card');
  });

  it('reads every class of every class attribute, and leaves a page without the stylesheet as it is', () => {
    expect([...classesIn('<a class="x  y" href="/"></a><p class="z"></p><p data-class="w"></p>')]).toEqual(['x', 'y', 'z']);
    const other = '<html><head><style>.other{}</style></head></html>';
    expect(pageStyles(stylesheet).forPage(other)).toBe(other);
  });
});
