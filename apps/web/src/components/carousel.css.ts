import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

/** Room for the pagination dots under the slides, static or live, so nothing moves when Swiper starts. */
const paginationSpace = '2.75rem';

export const carousel = style({
  position: 'relative',
  vars: {
    '--swiper-theme-color': vars.color.teal,
    '--swiper-navigation-color': vars.color.navy,
    '--swiper-pagination-bullet-size': '12px',
    '--swiper-pagination-bullet-horizontal-gap': '8px',
    '--swiper-pagination-bullet-inactive-color': vars.color.inkSoft,
    '--swiper-navigation-size': '22px',
  },
});

/** Before Swiper loads (and without JavaScript): the same slides in a scroll-snapping row. */
export const staticTrack = style({
  display: 'flex',
  gap: 30,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  paddingBottom: paginationSpace,
  scrollbarWidth: 'none',
});

// `minWidth: 0`: a slide is the row's width, never its content's. On desktops a held-back picture
// (below: an empty box with an aspect ratio) took its width from the row's stretched height, which
// made those slides up to 1,636 px wide and the row 552 px tall instead of the images' 378: the row
// shrank when they came, a layout shift.
export const staticSlide = style({ flex: '0 0 100%', minWidth: 0, scrollSnapAlign: 'start' });

/**
 * The slides after the first are off screen: their images wait until the page has been shown (the
 * loader in `__root.tsx` then marks `<html data-painted>`), so on a slow connection they do not share
 * it with the hero and the first slide (decision 0028). Without scripting nothing would mark the
 * page, so the rule applies only where scripts run. The picture keeps the image's 16:9 box
 * meanwhile, which is what the image gives the slide's row: nothing moves when the images come.
 */
const offscreenBeforePaint = `html:not([data-painted]) ${staticSlide}:not(:first-child)`;
globalStyle(`${offscreenBeforePaint} img`, { '@media': { '(scripting: enabled)': { display: 'none' } } });
globalStyle(`${offscreenBeforePaint} picture`, { '@media': { '(scripting: enabled)': { display: 'block', aspectRatio: '16 / 9' } } });

export const slide = style({
  height: '100%',
  display: 'grid',
  background: vars.color.paper,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  '@media': { [media.large]: { gridTemplateColumns: '3fr 2fr' } },
});

export const slideImage = style({ width: '100%', height: '100%', aspectRatio: '16 / 9', objectFit: 'cover' });

export const slideText = style({
  padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.sm,
  '@media': { [media.large]: { padding: `${vars.space.xl} 4.5rem ${vars.space.xl} ${vars.space.xl}` } },
});

export const slideSubTitle = style({ margin: 0, color: vars.color.teal, fontWeight: 700, fontSize: vars.size.sm, letterSpacing: '0.02em' });
export const slideTitle = style({ fontSize: vars.size.xl, color: vars.color.navy });
export const slideDescription = style({ margin: 0, color: vars.color.inkSoft });

// Arrows sit on the image's middle: on phones the image is the slide's 16:9 top, on large screens
// its left three fifths (the text column keeps clear of the right arrow). Set through Swiper's own
// variable: its `.swiper-horizontal .swiper-button-*` rule outranks a plain override of `top`.
// Swiper pulls each arrow up by half of --swiper-navigation-size (11 px); the 44 px box needs 22.
// The carousel is a size container, so the arrows can use its width (cqw) for the image's height.
export const live = style({
  // `&.swiper`: Swiper's own `.swiper { padding: 0 }` comes later in the CSS and would win.
  selectors: { '&.swiper': { paddingBottom: paginationSpace } },
  containerType: 'inline-size',
  vars: { '--swiper-navigation-top-offset': 'calc(100cqw * 9 / 32 - 11px)' },
  '@media': { [media.large]: { vars: { '--swiper-navigation-top-offset': 'calc(50% - 1.375rem - 11px)' } } },
});
globalStyle(`${live} .swiper-pagination`, { bottom: 0 });
globalStyle(`${live} .swiper-button-prev, ${live} .swiper-button-next`, {
  width: 44,
  height: 44,
  borderRadius: '50%',
  background: 'rgba(255, 255, 255, 0.92)',
  boxShadow: vars.shadow.card,
});
globalStyle(`${live} .swiper-slide`, { height: 'auto' });
