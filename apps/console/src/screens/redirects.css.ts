import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** What redirects do, above the list. */
export const about = style({ marginBottom: vars.space.xl, maxWidth: '48rem' });
globalStyle(`${about} p`, { margin: `0 0 ${vars.space.xs}` });
globalStyle(`${about} ul`, { margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs });

/** A path in a table: monospace, broken anywhere so a long one never widens the page. */
export const path = style({ fontFamily: vars.font.mono, fontSize: vars.size.small, overflowWrap: 'anywhere', wordBreak: 'break-all' });

/** The add/edit form: one column, never wider than the screen. */
export const form = style({ marginTop: vars.space.xl, maxWidth: '40rem', minWidth: 0 });
/** 영구 (301) / 임시 (302), side by side, wrapping on a phone. */
export const kinds = style({
  border: 0,
  padding: 0,
  margin: `0 0 ${vars.space.md}`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
});
globalStyle(`${kinds} legend`, { padding: 0, marginBottom: vars.space.xxs, flexBasis: '100%' });
export const kind = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.control.input });

/** The buttons of a row. */
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The second table, below the form. */
export const section = style({ marginTop: vars.space.xl });
