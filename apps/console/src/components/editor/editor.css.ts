import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** The editor's box: also the box that says it is loading, or that its code could not come. */
export const editor = style({
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  overflow: 'clip',
});
export const editorToolbar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  padding: '0.4rem',
  background: vars.color.sand,
  borderBottom: `1px solid ${vars.color.line}`,
});
export const toolButton = style({
  minHeight: vars.control.tool,
  padding: '0 0.6rem',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.sm,
  background: vars.color.paper,
  color: vars.color.ink,
  cursor: 'pointer',
  fontSize: vars.size.note,
  selectors: {
    '&[aria-pressed="true"]': { background: vars.color.navy, color: vars.color.paper, borderColor: vars.color.navy },
    '&:disabled': { opacity: 0.45, cursor: 'default' },
  },
});
// The box shows the focus (below), not the editing area: its rule comes after the global focus ring.
export const editorArea = style({ minHeight: '16rem', padding: `${vars.space.sm} ${vars.space.md}`, outline: 'none' });
globalStyle(`${editorArea} p`, { margin: `0 0 ${vars.space.sm}` });
globalStyle(`${editorArea} a`, { color: vars.color.teal });
globalStyle(`${editorArea} table`, { borderCollapse: 'collapse', width: '100%', margin: `0 0 ${vars.space.sm}`, tableLayout: 'fixed' });
globalStyle(`${editorArea} th, ${editorArea} td`, {
  border: `1px solid ${vars.color.line}`,
  padding: `0.35rem ${vars.space.xs}`,
  verticalAlign: 'top',
});
globalStyle(`${editorArea} th`, { background: vars.color.sand, textAlign: 'left' });
globalStyle(`${editorArea} :is(th, td) p`, { margin: 0 });
// The cells a drag or shift-click selects, as prosemirror-tables marks them.
globalStyle(`${editorArea} .selectedCell`, { background: vars.color.selected });
globalStyle(`${editorArea} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${editor}:focus-within`, { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 });
// A text the server refused (too long): the box's border as on a refused input.
globalStyle(`${editor}:has([aria-invalid="true"])`, { borderColor: vars.color.danger, borderWidth: 2 });
export const editorWarning = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.warnSoft,
  color: vars.color.warn,
  fontSize: vars.size.note,
  borderBottom: `1px solid ${vars.color.line}`,
});
