import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

/**
 * On phones one row that scrolls sideways (labels never break inside a word, in any language);
 * from 768 px the tabs wrap onto as many rows as they need.
 */
export const tabList = style({
  display: 'flex',
  gap: vars.space.sm,
  marginBottom: vars.space.xl,
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  paddingBottom: vars.space.xs,
  '@media': { [media.medium]: { flexWrap: 'wrap', overflowX: 'visible' } },
});

export const tab = style({
  flex: '0 0 auto',
  scrollSnapAlign: 'start',
  whiteSpace: 'nowrap',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.paper,
  color: vars.color.navy,
  fontWeight: 600,
  lineHeight: 1.3,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.teal, color: vars.color.teal },
    '&[aria-selected="true"]': { background: vars.color.navy, borderColor: vars.color.navy, color: vars.color.paper },
  },
});

export const icon = style({
  flexShrink: 0,
  width: 24,
  height: 24,
  backgroundColor: 'currentColor',
  maskRepeat: 'no-repeat',
  maskPosition: 'center',
  maskSize: 'contain',
  WebkitMaskRepeat: 'no-repeat',
  WebkitMaskPosition: 'center',
  WebkitMaskSize: 'contain',
});
