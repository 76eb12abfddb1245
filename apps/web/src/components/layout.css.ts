import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';
import { contentWidth } from './page.css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: vars.space.sm,
  // Moved out of sight by its own height: a fixed offset let its wrapped lines (Russian, 320 px)
  // show under the top edge.
  transform: 'translateY(calc(-100% - 1rem))',
  zIndex: 10001,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.navy,
  color: vars.color.paper,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { transform: 'none', color: vars.color.paper } },
});

export const main = style({ minHeight: '60vh', outline: 'none' });

export const footer = style({
  // Below the first screen on every page: not laid out or painted until it nears the viewport.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 32rem',
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
/** "Messengers: KakaoTalk · Zalo": the label and the links on one line, wrapping as words do. */
export const footerMessengers = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '0.4em' });
/** After a full-width colon (Chinese, Japanese) no space, as in the other lines. */
export const footerMessengersTight = style({ columnGap: 0 });
export const footerMessengerList = style({ display: 'flex', flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 });
// The dot between two links is drawn, not read out ("" is its text for assistive technology).
globalStyle(`${footerMessengerList} li + li::before`, { content: ['"·"', '"·" / ""'], paddingInline: '0.45em', color: '#b7c2d3' });
// At least 24 px high, each link a target of its own (WCAG 2.5.8).
globalStyle(`${footerMessengerList} a`, { display: 'inline-block', minHeight: 24, paddingBlock: 2 });

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
