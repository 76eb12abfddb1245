import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';
import { contentWidth } from './page.css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-4rem',
  zIndex: 10001,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.navy,
  color: vars.color.paper,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.sm, color: vars.color.paper } },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 100,
  background: 'rgba(255, 255, 255, 0.97)',
  borderBottom: `1px solid ${vars.color.line}`,
});

export const headerInner = style([
  contentWidth,
  {
    minHeight: vars.layout.headerHeight,
    paddingBlock: vars.space.sm,
    display: 'flex',
    alignItems: 'center',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    flexWrap: 'wrap',
    // On wide screens brand, menu and languages share one row; the brand gives way first.
    '@media': { [media.large]: { flexWrap: 'nowrap' } },
  },
]);

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  textDecoration: 'none',
  color: vars.color.ink,
  flex: '1 1 12rem',
  minWidth: 0,
  selectors: { '&:hover': { color: vars.color.ink } },
});

export const brandLogo = style({ width: 40, height: 40, flexShrink: 0 });
export const brandTitle1 = style({
  display: 'block',
  fontWeight: 700,
  fontSize: vars.size.md,
  lineHeight: 1.25,
  '@media': { [media.medium]: { fontSize: vars.size.lg } },
});
export const brandTitle2 = style({ display: 'block', fontSize: vars.size.xs, color: vars.color.muted, lineHeight: 1.3 });

export const nav = style({
  order: 3,
  width: '100%',
  '@media': { [media.large]: { order: 0, width: 'auto', flexShrink: 0 } },
});

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const navLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  '@media': { [media.medium]: { padding: `${vars.space.sm} ${vars.space.md}` } },
  minHeight: 44,
  whiteSpace: 'nowrap',
  color: vars.color.inkSoft,
  textDecoration: 'none',
  fontWeight: 600,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { background: vars.color.sand, color: vars.color.navy },
    '&[aria-current="page"]': { color: vars.color.teal, boxShadow: `inset 0 -3px 0 ${vars.color.teal}` },
  },
});

export const languageMenu = style({ position: 'relative', flexShrink: 0 });

export const languageButton = style({
  listStyle: 'none',
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  fontWeight: 600,
  fontSize: vars.size.sm,
  background: vars.color.paper,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const languageList = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 0.375rem)',
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
  minWidth: '10rem',
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  zIndex: 200,
});

export const languageLink = style({
  display: 'block',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  color: vars.color.ink,
  selectors: {
    '&:hover': { background: vars.color.sand },
    '&[aria-current="true"]': { fontWeight: 700, color: vars.color.teal },
  },
});

export const main = style({ minHeight: '60vh', outline: 'none' });

export const footer = style({
  background: vars.color.navyDeep,
  color: '#e6ebf2',
  marginTop: vars.space.xxl,
  transition: 'opacity 1s ease',
  fontSize: vars.size.sm,
});

export const footerHidden = style({ opacity: 0 });

export const footerInner = style([
  contentWidth,
  {
    paddingBlock: vars.space.xl,
    display: 'grid',
    gap: vars.space.lg,
    '@media': { [media.medium]: { gridTemplateColumns: '1.2fr 1fr' } },
  },
]);

export const footerTitle1 = style({ fontSize: vars.size.lg, fontWeight: 700, color: vars.color.paper, margin: 0 });
export const footerTitle2 = style({ margin: `${vars.space.xs} 0 0`, color: '#c5cfdd' });
export const footerLines = style({ margin: 0, display: 'grid', gap: vars.space.xs });
globalStyle(`${footerLines} a`, { color: '#e6ebf2', textUnderlineOffset: '0.2em' });

export const footerButtons = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', marginTop: vars.space.md });
export const footerButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: '1px solid #8091ab',
  borderRadius: vars.radius.pill,
  color: vars.color.paper,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&:hover': { background: 'rgba(255,255,255,0.1)', color: vars.color.paper } },
});
export const footerCopyright = style({
  gridColumn: '1 / -1',
  borderTop: '1px solid #33486a',
  paddingTop: vars.space.md,
  color: '#b7c2d3',
  fontSize: vars.size.xs,
  margin: 0,
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 9998,
  background: 'rgba(17, 34, 59, 0.35)',
  // The standard property only: Vite's minifier (Lightning CSS) adds `-webkit-backdrop-filter`
  // for the Safari versions of its targets. Written by hand after the standard one, the prefixed
  // declaration made Lightning CSS drop the standard one (parcel-bundler/lightningcss#695), and
  // Chromium and Firefox ignore the prefix: the overlay was dimmed but not blurred there.
  backdropFilter: 'blur(3px)',
  display: 'grid',
  placeItems: 'center',
});
export const spinner = style({ zIndex: 10000, width: 150, height: 150 });
