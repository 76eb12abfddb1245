import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The map box is at most 450 px tall (docs/product.md#layout). */
export const mapBox = style({
  position: 'relative',
  width: '100%',
  height: 'clamp(340px, 45vw, 450px)',
  maxHeight: 450,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  // A calm street-grid drawing in the theme's colours, so the block never looks like a broken map.
  background: `linear-gradient(90deg, transparent 48%, ${vars.color.paper} 48%, ${vars.color.paper} 52%, transparent 52%) 0 0 / 120px 120px,
    linear-gradient(0deg, transparent 46%, ${vars.color.paper} 46%, ${vars.color.paper} 54%, transparent 54%) 0 0 / 160px 160px,
    ${vars.color.tealSoft}`,
});

export const fallback = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  textAlign: 'center',
});

export const pin = style({ width: 44, height: 44, color: vars.color.danger, filter: 'drop-shadow(0 2px 2px rgba(0,0,0,.25))' });

export const fallbackCard = style({
  background: 'rgba(255, 255, 255, 0.95)',
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  boxShadow: vars.shadow.card,
  maxWidth: '34rem',
});

export const fallbackTitle = style({ fontSize: vars.size.lg, color: vars.color.navy, margin: 0 });
export const fallbackAddress = style({ margin: `${vars.space.xs} 0 ${vars.space.sm}`, fontStyle: 'normal', color: vars.color.inkSoft });
export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});
export const mapLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.teal}`,
  background: vars.color.paper,
  fontWeight: 600,
  textDecoration: 'none',
});
export const googleLayer = style({ position: 'absolute', inset: 0 });
