import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A label with its input below it, in a form column. */
export const field = style({ display: 'grid', gap: vars.space.xxs, marginBottom: vars.space.md });
export const input = style({
  minHeight: vars.control.input,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  width: '100%',
});
/** An input or select in a toolbar, beside its label. */
export const inputInline = style({
  minHeight: vars.control.button,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
});
/** A field the last check refused: a red border besides the message. */
globalStyle(`${input}[aria-invalid="true"]`, { borderColor: vars.color.danger, borderWidth: 2 });
