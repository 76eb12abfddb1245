import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** The console's buttons: teal and filled (the main action), quiet (outlined), danger, and small ones for table rows. */
export const button = style({
  minHeight: vars.control.button,
  padding: `0 ${vars.space.md}`,
  border: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.teal,
  color: vars.color.paper,
  fontWeight: 700,
  cursor: 'pointer',
  // The same box whether it is a <button> or a link styled as one (CSV, preview).
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  textDecoration: 'none',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'progress' } },
});
export const quietButton = style([button, { background: 'transparent', border: '1px solid currentColor', color: 'inherit' }]);
export const dangerButton = style([button, { background: vars.color.danger, justifySelf: 'start' }]);
export const linkButton = style([button, { display: 'inline-flex', alignItems: 'center', textDecoration: 'none' }]);
export const quietLinkButton = style([
  quietButton,
  { display: 'inline-flex', alignItems: 'center', textDecoration: 'none', color: vars.color.navy },
]);
/** A table row's button (저장, 지우기, 사용 중지). */
export const smallButton = style([
  quietButton,
  { minHeight: vars.control.small, padding: '0 0.6rem', fontSize: vars.size.small, fontWeight: 600, color: vars.color.navy },
]);
export const smallDangerButton = style([smallButton, { color: vars.color.danger }]);
