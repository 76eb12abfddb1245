import { globalStyle, style } from '@vanilla-extract/css';
import { input } from '../../styles/forms.css';
import { narrow, vars } from '../../styles/theme.css';

/** The form: one card per subject, one below the other. */
export const form = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'minmax(0, 1fr)' });
globalStyle(`${form} ${input}`, { background: vars.color.paper });
/** What cannot be changed here (an editor's view) looks it: a grey box, still readable and focusable. */
globalStyle(`${form} ${input}[readonly]`, { background: vars.color.greySoft, borderColor: vars.color.line });
// A long text (opening hours in five languages) grows with its lines (fieldSizing: Chromium, Edge,
// Safari 18.4+; others keep their rows and scroll).
globalStyle(`${form} textarea`, { fieldSizing: 'content', minHeight: '4.75rem', maxHeight: '18rem', resize: 'vertical' });

/** A card's inputs side by side, as many as fit (one on a phone). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  columnGap: vars.space.md,
  // A field without a hint keeps its height beside one with a hint.
  alignItems: 'start',
});
/** A text's translations under its Korean: two side by side at most. */
export const languageGrid = style([grid, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))' }]);
/** A closure's days and notes: four in a row where they fit. */
export const closureGrid = style([grid, { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))' }]);
/** A messenger: its kind, and a wider link beside it (one below the other on a phone). */
export const messengerGrid = style([
  grid,
  { gridTemplateColumns: 'minmax(10rem, 14rem) minmax(0, 1fr)', '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } } },
]);
/** The Korean source of a text, a row of its own above its translations (half as wide where they are two). */
export const sourceLanguage = style({ maxWidth: '40rem' });

/** A group of inputs under its legend (the languages of one text, a postal address). */
export const group = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.md}`, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: 700, color: vars.color.navy });
/** The hint under a group's legend (what an empty translation shows). */
export const groupHint = style({ margin: `0 0 ${vars.space.sm}` });

/** "(필수)" beside a label. */
export const required = style({ color: vars.color.muted, fontWeight: 400, fontSize: vars.size.note });

/** The closures' and messengers' rows: a box each, numbered by its legend. */
export const rows = style({ listStyle: 'none', padding: 0, margin: `0 0 ${vars.space.md}`, display: 'grid', gap: vars.space.md });
export const row = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
  margin: 0,
  minWidth: 0,
  background: vars.color.sand,
});
export const rowLegend = style({ padding: `0 ${vars.space.xs}`, fontWeight: 700, color: vars.color.navy });
/** The languages of a closure's note beyond Korean and English, folded away until wanted. */
export const moreLanguages = style({ marginBottom: vars.space.md });
globalStyle(`${moreLanguages} > summary`, {
  cursor: 'pointer',
  color: vars.color.navy,
  minHeight: 32,
  display: 'flex',
  alignItems: 'center',
  width: 'fit-content',
});
globalStyle(`${moreLanguages}[open] > summary`, { marginBottom: vars.space.xs });

/** Under the map position: the link to check it on a map, beside the inputs. */
export const mapLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: 32 });

/** The last save, under the title. */
export const saved = style({ margin: `-${vars.space.md} 0 ${vars.space.md}`, '@media': { [narrow]: { margin: `0 0 ${vars.space.md}` } } });

/** The refusal's summary above the form: what to fix, each a link to its field. */
export const summary = style({
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.lg,
  background: vars.color.paper,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: `0 0 ${vars.space.lg}`,
});
globalStyle(`${summary} p`, { margin: 0, color: vars.color.danger, fontWeight: 700 });
globalStyle(`${summary} ul`, { margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg });
globalStyle(`${summary} li + li`, { marginTop: vars.space.xxs });
globalStyle(`${summary} a`, { color: vars.color.danger, fontWeight: 600 });

/** The save button and what saving does, at the form's foot. */
export const saveBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md });
globalStyle(`${saveBar} p`, { margin: 0, flex: '1 1 18rem' });

/** The placeholders page texts may use: the code and what it becomes. */
export const placeholders = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
});
globalStyle(`${placeholders} dt`, { fontFamily: vars.font.mono, fontSize: vars.size.small, color: vars.color.navy });
globalStyle(`${placeholders} dd`, { margin: 0 });
globalStyle(`${placeholders} dd`, { '@media': { [narrow]: { marginBottom: vars.space.xs } } });
