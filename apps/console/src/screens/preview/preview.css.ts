import { style } from '@vanilla-extract/css';
import { narrow, vars } from '../../styles/theme.css';

/** The width switch: two choices side by side, each a touch target. */
export const widths = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
  border: 0,
  margin: 0,
  padding: 0,
});
export const widthChoice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.35rem',
  minHeight: vars.control.input,
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.navy, boxShadow: `inset 0 0 0 1px ${vars.color.navy}` } },
});

/** The link for a colleague: read-only, selectable, as wide as there is room. */
export const shareRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'flex-end',
  marginBottom: vars.space.md,
});
export const shareField = style({ flex: '1 1 20rem', minWidth: 0 });

/** What the frame sits in: as wide as the screen allows; its height follows the scaled frame. */
export const stage = style({
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  background: vars.color.greySoft,
  border: `1px solid ${vars.color.line}`,
  '@media': { [narrow]: { borderRadius: 0 } },
});

/** The page at its real width, scaled down (never up) to fit the stage. */
export const frame = style({
  display: 'block',
  border: 0,
  background: vars.color.paper,
  transformOrigin: 'top left',
});
