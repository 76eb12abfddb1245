import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const row = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  selectors: { '& + &': { marginTop: vars.space.xxl } },
  '@media': { [media.large]: { gridTemplateColumns: '1fr 1fr' } },
});
/** Alternate sides on large screens; on phones the text always comes first. */
export const rowReversed = style({});
globalStyle(`${rowReversed} > picture`, { '@media': { [media.large]: { order: -1 } } });
export const text = style({ color: vars.color.inkSoft, fontSize: vars.size.lg });
globalStyle(`${text} p`, { margin: `0 0 ${vars.space.md}` });
export const image = style({ width: '100%', borderRadius: vars.radius.lg, boxShadow: vars.shadow.card });
