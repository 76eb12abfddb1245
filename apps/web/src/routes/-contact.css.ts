import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';
import { contentWidth } from '../components/page.css';

export const hero = style({ position: 'relative', background: vars.color.navyDeep, color: vars.color.paper, overflow: 'hidden' });
export const heroImage = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });
export const heroShade = style({ position: 'absolute', inset: 0, background: 'rgba(17, 34, 59, 0.72)' });
export const heroInner = style([
  contentWidth,
  {
    position: 'relative',
    paddingBlock: vars.space.xxl,
    display: 'grid',
    gap: vars.space.sm,
    textAlign: 'center',
    justifyItems: 'center',
  },
]);
export const heroTitle = style({ fontSize: vars.size.hero, color: vars.color.paper });
export const heroText = style({ margin: 0, maxWidth: '40em', fontSize: vars.size.lg, color: '#e6ebf2' });

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.large]: { gridTemplateColumns: '3fr 2fr', alignItems: 'start' } },
});
export const formCard = style({
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  padding: vars.space.lg,
  boxShadow: vars.shadow.card,
  '@media': { [media.medium]: { padding: vars.space.xl } },
});
export const formTitle = style({ fontSize: vars.size.xl, color: vars.color.navy });
export const formText = style({ margin: `${vars.space.sm} 0 ${vars.space.lg}`, color: vars.color.inkSoft });
export const aside = style({ display: 'grid', gap: vars.space.lg });
export const info = style({ background: vars.color.sand, borderRadius: vars.radius.lg, padding: vars.space.lg });
export const infoTitle = style({ fontSize: vars.size.lg, color: vars.color.navy, marginBottom: vars.space.sm });
export const infoText = style({ margin: 0, whiteSpace: 'pre-line', color: vars.color.ink });
