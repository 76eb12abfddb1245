import { globalStyle, style } from '@vanilla-extract/css';
import { narrow, vars } from '../styles/theme.css';

/** The checklist's card, above the first screen's menu. */
export const checklist = style({ marginBottom: vars.space.xl });
export const lead = style({ margin: `0 0 ${vars.space.md}` });

/** One item a row: its title and badge, what it means, what to do. */
export const items = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 0 });
export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: `${vars.space.md} 0`,
  borderTop: `1px solid ${vars.color.line}`,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const itemTitle = style({
  margin: 0,
  fontSize: '1rem',
  color: vars.color.navy,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});
/** The badge stays at the item's right edge; on a phone it comes first, under the title. */
export const itemBadge = style({
  gridColumn: 2,
  gridRow: 1,
  alignSelf: 'start',
  '@media': { [narrow]: { gridColumn: 1, gridRow: 'auto' } },
});
export const itemBody = style({ gridColumn: 1 });
globalStyle(`${itemBody} p`, { margin: `0 0 ${vars.space.xs}` });
globalStyle(`${itemBody} > :last-child`, { marginBottom: 0 });
/** A value the item is about (an address, a command): it may be long and breaks anywhere. */
export const value = style({ fontFamily: vars.font.mono, fontSize: vars.size.small, overflowWrap: 'anywhere' });
/** The item's action (a link or a button) and what came of it. */
export const action = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, marginTop: vars.space.xs });
globalStyle(`${action} p`, { margin: 0 });

/** What is still missing of an item with several conditions, one line each. */
export const problems = style({ margin: `0 0 ${vars.space.xs}`, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
