import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const block = style({ marginTop: vars.space.md });
export const heading = style({ fontSize: vars.size.md, color: vars.color.navy, margin: `0 0 ${vars.space.xs}` });
export const list = style({ margin: 0, paddingLeft: '1.2em', color: vars.color.ink });
export const messengers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });
// A target of at least 24 × 24 px (WCAG 2.5.8), with room to spare for a thumb.
export const messenger = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.navy,
  fontWeight: 600,
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.color.navy}`, outlineOffset: '2px' },
});
