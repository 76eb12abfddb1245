import { globalStyle, style } from '@vanilla-extract/css';
import { table } from '../styles/table.css';
import { vars } from '../styles/theme.css';

/** A text key, in the grid's second column. */
export const keyCell = style({ fontFamily: vars.font.mono, fontSize: vars.size.small, wordBreak: 'break-all' });
/** The cell of a language without its translation. */
export const missingCell = style({ background: vars.color.missing });
globalStyle(`${table} td.${missingCell}`, { background: vars.color.missing });
// A translation's box grows with its text (fieldSizing: Chromium, Edge, Safari 18.4+; others keep the fixed height and scroll).
export const cellText = style({
  width: '100%',
  minHeight: 64,
  padding: `0.4rem ${vars.space.xs}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.sm,
  resize: 'vertical',
  fieldSizing: 'content',
  maxHeight: '24rem',
});
/** The page's search result preview, between the grid and the add-key form. */
export const previewCard = style({ marginTop: vars.space.xxl, display: 'grid', gap: vars.space.sm, minWidth: 0 });
export const otherLanguages = style({ minWidth: 0 });
globalStyle(`${otherLanguages} > summary`, { cursor: 'pointer', fontWeight: 600, color: vars.color.navy, minHeight: vars.control.small });
export const snippetList = style({ display: 'grid', gap: vars.space.sm, marginTop: vars.space.sm });
