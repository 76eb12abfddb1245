import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/**
 * A search result as a results page draws it: the site and its address, the title in link blue, the
 * text in grey, on white, about 600 px wide at most (a result's column), narrower on a phone. Long
 * words and addresses wrap: nothing scrolls sideways at 390 px.
 */
export const snippet = style({
  margin: 0,
  maxWidth: '38rem',
  minWidth: 0,
  padding: vars.space.md,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  fontFamily: 'arial, system-ui, sans-serif',
  overflowWrap: 'anywhere',
});
// Chinese and Japanese break between any two characters, as their results pages do (the console keeps Korean words whole).
globalStyle(`${snippet} :lang(zh), ${snippet} :lang(ja)`, { wordBreak: 'normal' });
/** Which preview it is (the language), small print above the result. */
export const caption = style({
  margin: `0 0 ${vars.space.xs}`,
  fontFamily: vars.font.body,
  fontSize: vars.size.small,
  fontWeight: 700,
  color: vars.color.muted,
});
export const siteLine = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
/** The site's round badge with its first letter, where a results page shows the site's icon. */
export const siteIcon = style({
  flex: '0 0 auto',
  display: 'grid',
  placeItems: 'center',
  width: 28,
  height: 28,
  borderRadius: '50%',
  background: vars.color.sand,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.navy,
  fontSize: vars.size.small,
  fontWeight: 700,
});
export const siteText = style({ display: 'grid', minWidth: 0, lineHeight: 1.3 });
export const siteName = style({ fontSize: vars.size.note, color: vars.color.resultUrl });
export const address = style({ fontSize: '0.75rem', color: vars.color.resultText });
export const title = style({
  margin: `${vars.space.xs} 0 ${vars.space.xxs}`,
  fontSize: '1.25rem',
  lineHeight: 1.3,
  fontWeight: 400,
  color: vars.color.resultTitle,
});
export const description = style({ margin: 0, fontSize: vars.size.note, lineHeight: 1.58, color: vars.color.resultText });
export const empty = style({ fontStyle: 'italic' });

/** "제목 48/60": the count, then what it means once past a limit, in words (not colour alone). */
const hintBase = style({ margin: `${vars.space.xxs} 0 0`, fontSize: vars.size.note, display: 'flex', flexWrap: 'wrap', gap: '0 0.5em' });
export const hint = styleVariants({
  fits: [hintBase, { color: vars.color.muted }],
  cut: [hintBase, { color: vars.color.warn, fontWeight: 600 }],
  'too-long': [hintBase, { color: vars.color.danger, fontWeight: 700 }],
});
export const count = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
