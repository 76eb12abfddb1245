import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';
import { visuallyHidden } from '../styles/visually-hidden';
import { contentWidth } from './page.css';

/**
 * The sticky top bar. Below the large breakpoint it is one row at most 72 px tall in every
 * language (decision 0021): the brand's name in two lines at most, the language button and a menu
 * button opening the five entries as a list; from it up, the entries are inline as before.
 * Which of the two menus shows is decided here, by media queries, so the server's HTML already
 * has the final height (no shift when the page hydrates, the same without JavaScript).
 */
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
    paddingBlock: vars.space.sm,
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    '@media': { [media.large]: { minHeight: vars.layout.headerHeight, columnGap: vars.space.md } },
  },
]);

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  textDecoration: 'none',
  color: vars.color.ink,
  // The brand gives way to the menus, which keep their size.
  flex: '1 1 auto',
  minWidth: 0,
  selectors: { '&:hover': { color: vars.color.ink } },
});

export const brandLogo = style({ width: 40, height: 40, flexShrink: 0 });
// The mark's SVG (logo.svg, inlined) fills its box.
globalStyle(`${brandLogo} > svg`, { display: 'block', width: '100%', height: '100%' });
export const brandText = style({ minWidth: 0 });

export const brandTitle1 = style({
  // Two lines at most, so a long name (Russian, English) cannot make the bar taller.
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  // A word too long for a 320 px screen is hyphenated where the browser knows the language.
  hyphens: 'auto',
  fontWeight: 700,
  fontSize: vars.size.md,
  lineHeight: 1.25,
  // Larger only on tablets, where the menu is a button: beside the inline menu, the Russian and
  // English names would wrap (a taller bar) at 18 px.
  '@media': { [media.medium]: { fontSize: vars.size.lg }, [media.large]: { fontSize: vars.size.md } },
});

// The tagline needs the width of a tablet; on a phone the office's name alone fits the bar.
export const brandTitle2 = style({
  display: 'none',
  fontSize: vars.size.xs,
  color: vars.color.muted,
  lineHeight: 1.3,
  '@media': { [media.medium]: { display: 'block' } },
});

/** The entries inline, from the large breakpoint. */
export const inlineNav = style({
  display: 'none',
  '@media': { [media.large]: { display: 'block', flexShrink: 0 } },
});

export const inlineList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: vars.space.xs });

export const inlineLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  // Narrower below 1440 px, where the longest languages' entries leave the brand little room.
  paddingInline: `clamp(${vars.space.sm}, 2.5vw - 1.25rem, ${vars.space.md})`,
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

/** The pill both menu buttons (`<summary>`) share: 44 px tall, the marker hidden. */
const pillButton = style({
  listStyle: 'none',
  cursor: 'pointer',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: 44,
  minWidth: 44,
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.pill,
  fontWeight: 600,
  fontSize: vars.size.sm,
  whiteSpace: 'nowrap',
  color: vars.color.ink,
  background: vars.color.paper,
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { borderColor: vars.color.teal, color: vars.color.teal },
    // The global focus outline squares corners off; this one follows the pill.
    '&:focus-visible': { borderRadius: vars.radius.pill },
  },
  '@media': { [media.medium]: { paddingInline: vars.space.md } },
});

/** The phone's menu: a `<details>` whose list drops down under the bar, full width. */
export const menuNav = style({
  flexShrink: 0,
  '@media': { [media.large]: { display: 'none' } },
});

export const menuButton = style([pillButton, {}]);

// Phones show the icon only (the brand needs the width); the word stays the button's name.
export const menuButtonLabel = style({
  '@media': { [media.small]: visuallyHidden },
});

// One icon for each state: three bars closed, a cross open.
export const menuIconOpen = style({});
export const menuIconClosed = style({});
globalStyle(`details[open] > ${menuButton} ${menuIconClosed}, details:not([open]) > ${menuButton} ${menuIconOpen}`, {
  display: 'none',
});

export const menuList = style({
  // Positioned against the sticky header (the nearest positioned box): right under it, full width.
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  zIndex: 200,
  listStyle: 'none',
  margin: 0,
  padding: vars.space.sm,
  maxHeight: `calc(100dvh - ${vars.layout.headerHeight})`,
  overflowY: 'auto',
  background: vars.color.paper,
  borderTop: `1px solid ${vars.color.line}`,
  borderBottom: `1px solid ${vars.color.line}`,
  boxShadow: vars.shadow.raised,
});

export const menuLink = style({
  display: 'flex',
  alignItems: 'center',
  // Rows 48 px tall (WCAG 2.2 asks 24 px at least), the text in line with the logo above.
  minHeight: 48,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  color: vars.color.ink,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: {
    '&:hover': { background: vars.color.sand, color: vars.color.navy },
    '&[aria-current="page"]': {
      color: vars.color.teal,
      background: vars.color.tealSoft,
      boxShadow: `inset 4px 0 0 ${vars.color.teal}`,
    },
  },
});

/** The language selector: the same pill, its list under it on the right. */
export const languageMenu = style({ position: 'relative', flexShrink: 0 });

export const languageButton = style([pillButton, {}]);

// Phones show the language's code (RU) by the globe, larger screens its name (Русский).
export const languageName = style({
  '@media': { [media.small]: visuallyHidden },
});
export const languageCode = style({
  '@media': { [media.medium]: { display: 'none' } },
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
  display: 'flex',
  alignItems: 'center',
  minHeight: 44,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  textDecoration: 'none',
  color: vars.color.ink,
  selectors: {
    '&:hover': { background: vars.color.sand },
    '&[aria-current="true"]': { fontWeight: 700, color: vars.color.teal },
  },
});
