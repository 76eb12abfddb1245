import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const tabList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: vars.space.sm,
  marginBottom: vars.space.xl,
  '@media': {
    [media.medium]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    [media.large]: { display: 'flex', flexWrap: 'wrap' },
  },
});

export const tab = style({
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
