import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** What switching a language off and on does, above the list. */
export const about = style({ marginBottom: vars.space.xl, maxWidth: '48rem' });
globalStyle(`${about} p`, { margin: `0 0 ${vars.space.xs}` });
globalStyle(`${about} ul`, { margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs });

/** A language's own name under its Korean one ("Tiếng Việt" under 베트남어). */
export const ownName = style({ display: 'block', fontWeight: 400, color: vars.color.muted });
/** The language's code (vi), as the URLs have it. */
export const code = style({ fontFamily: vars.font.mono, fontSize: vars.size.small });

/** The switch and its label in a row's last cell, then why it cannot be used, if it cannot. */
export const switchRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.control.input,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'not-allowed' } },
});
/** Why a switch cannot be used (Korean is the source; only admins switch). */
export const switchHint = style({ display: 'block', margin: `${vars.space.xxs} 0 0`, maxWidth: '16rem' });
