import { globalStyle, style } from '@vanilla-extract/css';
import { narrow, vars } from './theme.css';

/** What every screen is made of: its title, cards, toolbars, columns, notices and small print. */
export const title = style({
  margin: `0 0 ${vars.space.xl}`,
  fontSize: vars.size.title,
  color: vars.color.navy,
  '@media': { [narrow]: { fontSize: vars.size.titleNarrow, margin: `0 0 ${vars.space.md}` } },
});
export const card = style({
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
});
// A card's heading sits at its top edge, one size for every card.
globalStyle(`${card} > h2`, { margin: `0 0 ${vars.space.sm}`, fontSize: vars.size.heading, color: vars.color.navy });
export const error = style({ color: vars.color.danger, fontWeight: 600, margin: `0 0 ${vars.space.md}` });
export const muted = style({ color: vars.color.muted });
export const hint = style({ color: vars.color.muted, fontSize: vars.size.note });
export const nowrap = style({ whiteSpace: 'nowrap' });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  marginBottom: vars.space.md,
});
// A toolbar inside a toolbar (a form among buttons) lines up with its neighbours.
globalStyle(`${toolbar} ${toolbar}`, { marginBottom: 0 });
/** The title with a button at the other end ("새 글", "새로 고침"). */
export const headerRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
/** The title with a badge beside it. */
export const titleRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginBottom: vars.space.md });
globalStyle(`${titleRow} h1`, { margin: 0 });
globalStyle(`${headerRow} h1`, { margin: 0 });
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: '3fr 2fr',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** A form beside its narrower column of cards. */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 22rem)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** A column of cards that never grows past its grid track (file inputs have a wide minimum). */
export const formColumn = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  overflowWrap: 'anywhere',
});
globalStyle(`${formColumn} input[type="file"]`, { maxWidth: '100%' });
export const stack = style({ display: 'grid', gap: vars.space.md });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
/** Name and value pairs ("받은 때 · 2026. 11. 18."). */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
});
globalStyle(`${facts} dt`, { fontWeight: 700, color: vars.color.navy });
globalStyle(`${facts} dd`, { margin: 0 });
/** A boxed notice above a screen's content: `noticeWarn` when something is not working as usual. */
export const notice = style({
  background: vars.color.tealSoft,
  border: `1px solid ${vars.color.teal}`,
  borderRadius: vars.radius.lg,
  padding: `0.85rem ${vars.space.md}`,
  margin: `0 0 ${vars.space.lg}`,
});
export const noticeWarn = style([notice, { background: vars.color.warnSoft, borderColor: vars.color.focus, color: vars.color.warnDeep }]);
globalStyle(`${notice} p`, { margin: 0 });
globalStyle(`${notice} p + p`, { marginTop: '0.35rem' });
