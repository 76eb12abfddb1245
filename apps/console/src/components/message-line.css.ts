import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** A message line that must stay (empty) in the page so screen readers announce what appears in it. */
export const liveLine = style({
  margin: `0 0 ${vars.space.md}`,
  color: vars.color.teal,
  fontWeight: 600,
  selectors: { '&:empty': { margin: 0 } },
});
/** Why the server refused a field, right under it. */
export const fieldProblem = style({ color: vars.color.danger, fontWeight: 600, fontSize: vars.size.note, margin: 0 });
