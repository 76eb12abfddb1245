import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The dialog's own look is the console's one (styles/dialog.css.ts). */
export { dialog } from '../styles/dialog.css';
/** The inquiries the file will hold, as the inbox is filtered. */
export const scope = style({
  background: vars.color.sand,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
});
export const reason = style({ resize: 'vertical', minHeight: '6rem' });
/** Cancel and download, at the dialog's foot; the main action last (on the right). */
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.xs });
