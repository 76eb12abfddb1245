import { languageFontStacks } from '@office/contracts/browser';
import { createGlobalTheme } from '@vanilla-extract/css';

/**
 * The one theme: every colour, size and shadow the site uses. System fonts per script, so no
 * text waits for a web font (docs/product.md#layout); each language names its own script's faces first (decision 0043).
 */
export const vars = createGlobalTheme(':root', {
  color: {
    ink: '#14213d',
    inkSoft: '#3d4a63',
    muted: '#5b6478',
    paper: '#ffffff',
    sand: '#f6f1e7',
    sandDeep: '#ece3d1',
    navy: '#1d3557',
    navyDeep: '#11223b',
    teal: '#0b6e74',
    tealSoft: '#e3f1f1',
    gold: '#b8860b',
    line: '#d9d4c7',
    focus: '#c2410c',
    danger: '#b42318',
    success: '#1f7a3d',
    /** Behind a search term in results (ink on it: contrast above 12:1). */
    highlight: '#fde68a',
    overlay: 'rgba(17, 34, 59, 0.55)',
  },
  font: {
    /** Korean's; every element in another language takes that language's stack (global.css.ts). */
    body: languageFontStacks.ko,
  },
  size: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    hero: 'clamp(1.75rem, 1.2rem + 2.6vw, 3rem)',
  },
  space: {
    xs: '0.25rem',
    sm: '0.5rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
  },
  radius: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(20, 33, 61, 0.06), 0 4px 14px rgba(20, 33, 61, 0.08)',
    raised: '0 10px 30px rgba(20, 33, 61, 0.16)',
  },
  layout: { maxWidth: '72rem', headerHeight: '4.25rem' },
});

/** Breakpoints (docs/product.md#layout). */
export const media = {
  medium: 'screen and (min-width: 768px)',
  large: 'screen and (min-width: 1024px)',
  /** Below `medium`: phones. */
  small: 'screen and (max-width: 767.98px)',
} as const;
