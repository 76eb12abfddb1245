import { createGlobalTheme } from '@vanilla-extract/css';

/**
 * The console's one theme: every colour, space, radius, size and font its styles use. The console
 * shares the website's palette (ink, navy, teal, sand) on a grey page, and the platform's own fonts.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    ink: '#14213d',
    muted: '#5b6478',
    navy: '#1d3557',
    teal: '#0b6e74',
    line: '#d9d4c7',
    sand: '#f6f1e7',
    danger: '#b42318',
    /** The keyboard focus ring, and a warning notice's border. */
    focus: '#c2410c',
    /** Behind every screen. */
    page: '#f4f5f7',
    paper: '#ffffff',
    /** The sidebar's links and its small print, on navy. */
    onNavy: '#e6ebf2',
    onNavyMuted: '#c5cfdd',
    onNavyHover: 'rgba(255,255,255,0.08)',
    onNavyCurrent: 'rgba(255,255,255,0.16)',
    /** A published badge and the usual notice. */
    tealSoft: '#e0f2f1',
    /** A draft badge. */
    greySoft: '#eef0f3',
    /** A language tab under the pointer. */
    hover: '#eceff3',
    /** Something to look at: a badge, the editor's warning, a notice (its text `warnDeep`). */
    warnSoft: '#fff4e5',
    warn: '#9a3412',
    warnDeep: '#7c2d12',
    /** A text grid's cell without a translation. */
    missing: '#fff7ed',
    /** Table cells selected in the editor. */
    selected: '#dbeafe',
    /** A search result's preview, in a results page's own colours: its title, its address and its text. */
    resultTitle: '#1a0dab',
    resultUrl: '#202124',
    resultText: '#4d5156',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans KR", sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  },
  size: {
    badge: '0.8rem',
    small: '0.85rem',
    note: '0.875rem',
    caption: '0.9rem',
    brand: '1.05rem',
    heading: '1.15rem',
    titleNarrow: '1.3rem',
    title: '1.5rem',
  },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
  },
  radius: { sm: '6px', md: '8px', lg: '12px', pill: '999px' },
  /** Heights of controls: a small row button, an editor tool, a button, an input (a touch target). */
  control: { small: '32px', tool: '34px', button: '40px', input: '44px' },
  layout: { sidebar: '15rem', main: '72rem' },
});

/** Below this width (a phone, a narrow window) the sidebar becomes a bar above the screen, and columns stack. */
export const narrow = '(max-width: 56rem)';
