import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The buttons of one account's row. */
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.4rem', alignItems: 'center' });
/** Under the audit log: "더 보기", or that there is no more. */
export const more = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.md, marginTop: vars.space.md });
/** The require-everyone switch above the list: the switch and its label, then what it means. */
export const securityCard = style({ marginBottom: vars.space.xl, maxWidth: '48rem' });
export const switchRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.control.input,
  fontWeight: 700,
  cursor: 'pointer',
});
