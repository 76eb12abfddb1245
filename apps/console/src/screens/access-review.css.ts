import { globalStyle, style } from '@vanilla-extract/css';
import { table } from '../styles/table.css';
import { narrow, vars } from '../styles/theme.css';

/** The chain's state and the month's review side by side; stacked on a phone. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', marginBottom: vars.space.lg } },
});
globalStyle(`${summary} p`, { margin: `0 0 ${vars.space.sm}` });
/** A summary card's state line: the word that matters first, then its detail. */
export const state = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const broken = style({ color: vars.color.danger, fontWeight: 700 });
/** A section of the review: a heading, then its table or its "nothing here". */
export const section = style({ marginBottom: vars.space.xl });
globalStyle(`${section} > h2`, { fontSize: vars.size.heading, color: vars.color.navy, margin: `0 0 ${vars.space.xs}` });
export const numeric = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
// Over the tables' own left alignment (a class and an element): numbers line up on the right, under their heading.
globalStyle(`${table} th.${numeric}, ${table} td.${numeric}`, { textAlign: 'right' });
/** On a phone these tables scroll sideways at a width that leaves the reasons room to read. */
export const review = style({ '@media': { [narrow]: { minWidth: '50rem' } } });
/** What a table counts and by which rule, above it (a caption inside a table that scrolls sideways would scroll away). */
export const note = style({ color: vars.color.muted, fontSize: vars.size.caption, margin: `0 0 ${vars.space.xs}` });
/** A long hash, broken anywhere so it never widens its card. */
export const hash = style({ fontFamily: vars.font.mono, fontSize: vars.size.small, overflowWrap: 'anywhere', color: vars.color.muted });
/** An export's reason: the staff's own words, kept whole. */
export const reason = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', minWidth: '18rem' });
/** An export's conditions: short, kept on as few lines as the column allows. */
export const filter = style({ minWidth: '9rem' });
