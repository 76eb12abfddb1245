import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A checkbox drawn as a switch (role="switch"): a track with a knob, teal when on. */
export const switchInput = style({
  appearance: 'none',
  flex: 'none',
  width: '2.75rem',
  height: '1.5rem',
  margin: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.muted,
  position: 'relative',
  cursor: 'pointer',
  transition: 'background 0.15s',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '0.2rem',
      left: '0.2rem',
      width: '1.1rem',
      height: '1.1rem',
      borderRadius: '50%',
      background: vars.color.paper,
      transition: 'transform 0.15s',
    },
    '&:checked': { background: vars.color.teal },
    '&:checked::after': { transform: 'translateX(1.25rem)' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.75 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none', selectors: { '&::after': { transition: 'none' } } } },
});
