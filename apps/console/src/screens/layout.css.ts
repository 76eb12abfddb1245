import { globalStyle, style } from '@vanilla-extract/css';
import { narrow, vars } from '../styles/theme.css';

/** The sidebar of sections beside the screen; on a phone, a bar above it. */
export const shell = style({
  display: 'grid',
  gridTemplateColumns: `${vars.layout.sidebar} minmax(0, 1fr)`,
  minHeight: '100vh',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start' } },
});
export const sidebar = style({
  background: vars.color.navy,
  color: vars.color.paper,
  padding: `${vars.space.lg} ${vars.space.md}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { [narrow]: { padding: `${vars.space.sm} ${vars.space.md}`, gap: vars.space.xs } },
});
export const brand = style({ fontWeight: 700, fontSize: vars.size.brand });
// On a phone the sections are one row that scrolls sideways, so the screen starts near the top.
export const nav = style({
  display: 'grid',
  gap: vars.space.xxs,
  '@media': { [narrow]: { display: 'flex', overflowX: 'auto', whiteSpace: 'nowrap', margin: '0 -0.5rem', paddingBottom: vars.space.xxs } },
});
export const navLink = style({
  color: vars.color.onNavy,
  textDecoration: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { background: vars.color.onNavyHover },
    '&[aria-current="page"]': { background: vars.color.onNavyCurrent, color: vars.color.paper, fontWeight: 700 },
  },
});
/** Who is signed in, their account and sign-out, at the sidebar's foot. */
export const who = style({
  marginTop: 'auto',
  fontSize: vars.size.note,
  color: vars.color.onNavyMuted,
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [narrow]: { marginTop: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center' } },
});
export const main = style({
  padding: vars.space.xxl,
  maxWidth: vars.layout.main,
  minWidth: 0,
  '@media': { [narrow]: { padding: vars.space.md } },
});
// A screen that starts with a back link ("← 문의함") starts as high as one that starts with its title.
globalStyle(`${main} > p:first-child`, { marginTop: 0 });
