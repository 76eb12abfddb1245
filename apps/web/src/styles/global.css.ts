import { globalStyle } from '@vanilla-extract/css';
import { languageCodes, languageFontStacks } from '@office/contracts/browser';
import { vars } from './theme.css';
import { visuallyHidden } from './visually-hidden';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: `calc(${vars.layout.headerHeight} + 1rem)`,
});
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.size.md,
  lineHeight: 1.7,
  color: vars.color.ink,
  background: vars.color.paper,
  wordBreak: 'keep-all',
  overflowWrap: 'break-word',
});
// Korean reads best unbroken inside words; Chinese and Japanese break anywhere.
globalStyle('html:lang(zh) body, html:lang(ja) body', { wordBreak: 'normal' });
// Each element in its language's type: the page's, and a name or term in another language inside
// it (the selector's 简体中文, a Korean term in parentheses). Without specificity, so a component's
// own font (monospace) still wins.
for (const lang of languageCodes) globalStyle(`:where(:lang(${lang}))`, { fontFamily: languageFontStacks[lang] });
globalStyle('h1, h2, h3, h4', { lineHeight: 1.3, margin: 0 });
globalStyle('img', { maxWidth: '100%', height: 'auto', display: 'block' });
globalStyle('a', { color: vars.color.teal });
globalStyle('a:hover', { color: vars.color.navy });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', borderRadius: '2px' });
globalStyle('button, input, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
globalStyle('.visually-hidden', visuallyHidden);
