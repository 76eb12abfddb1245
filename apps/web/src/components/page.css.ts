import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const container = style({ maxWidth: vars.layout.maxWidth, margin: '0 auto', padding: `0 ${vars.space.md}` });
export const narrow = style({ maxWidth: '46rem', margin: '0 auto', padding: `${vars.space.xl} ${vars.space.md}` });
export const pageTitle = style({ fontSize: vars.size.xxl, marginBottom: vars.space.md, color: vars.color.navy });
export const primaryButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.teal,
  color: vars.color.paper,
  fontWeight: 700,
  textDecoration: 'none',
  border: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.navy, color: vars.color.paper } },
});
