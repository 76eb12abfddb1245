import { globalStyle } from '@vanilla-extract/css';
import { languageCodes, languageFontStacks } from '@office/contracts/browser';
import { vars } from './theme.css';

// Imported first by main.tsx, so that a component's own rule of the same weight (the editor's area
// without the focus ring, say) comes after these.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.ink,
  background: vars.color.page,
  lineHeight: 1.6,
  // Korean wraps between words, not inside them ("새 문의", not "새 문/의"); a long e-mail address
  // or URL still breaks rather than overflow its cell.
  wordBreak: 'keep-all',
  overflowWrap: 'break-word',
});
// A text shown in its language (the text grid's cells, a translation's preview, the language names)
// in that language's type, as the site shows it (decision 0043).
for (const lang of languageCodes) globalStyle(`:where(:lang(${lang}))`, { fontFamily: languageFontStacks[lang] });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });
globalStyle('button, input, select, textarea', { font: 'inherit' });
/** Out of sight, still read by screen readers. */
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
