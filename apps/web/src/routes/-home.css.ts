import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';
import { contentWidth } from '../components/page.css';

export const hero = style({
  position: 'relative',
  color: vars.color.paper,
  background: vars.color.navyDeep,
  overflow: 'hidden',
});
export const heroImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: '70% center',
});
export const heroShade = style({
  position: 'absolute',
  inset: 0,
  background: 'linear-gradient(90deg, rgba(17,34,59,0.94) 0%, rgba(17,34,59,0.82) 55%, rgba(17,34,59,0.35) 100%)',
});
export const heroInner = style([
  contentWidth,
  {
    position: 'relative',
    paddingBlock: vars.space.xxl,
    minHeight: 'clamp(22rem, 60vh, 34rem)',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: vars.space.md,
  },
]);
export const heroTitle = style({ fontSize: vars.size.hero, maxWidth: '20em', color: vars.color.paper });
export const heroLine = style({ margin: 0, fontSize: vars.size.lg, maxWidth: '36em', color: '#e6ebf2' });
export const heroCta = style({ alignSelf: 'flex-start', marginTop: vars.space.sm });

export const section = style([
  contentWidth,
  {
    paddingTop: vars.space.xxl,
    selectors: { '&:last-child': { paddingBottom: vars.space.xxl } },
  },
]);
/** A section below the first screen: laid out and painted only once it nears the viewport. */
export const laterSection = style([section, { contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' }]);
export const sectionTitle = style({ fontSize: vars.size.xxl, color: vars.color.navy, marginBottom: vars.space.lg });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.medium]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});
/** Service cards are 300 px high (docs/product.md#layout). */
export const card = style({
  position: 'relative',
  height: 300,
  // Below the first screen: rendered, and its image fetched, only once near the viewport (decision 0024).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 300px',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  color: vars.color.paper,
  background: vars.color.navy,
  boxShadow: vars.shadow.card,
});
export const cardImage = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' });
export const cardBody = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.lg,
  background: 'linear-gradient(180deg, rgba(17,34,59,0.2) 0%, rgba(17,34,59,0.92) 62%)',
});
export const cardTitle = style({ fontSize: vars.size.xl, color: vars.color.paper });
export const cardText = style({ margin: 0, color: '#e6ebf2', fontSize: vars.size.sm });

export const mapLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.large]: { gridTemplateColumns: '1fr 2fr' } },
});
export const contactList = style({ margin: 0, display: 'grid', gap: vars.space.md });
export const contactLabel = style({ fontWeight: 700, color: vars.color.navy });
export const contactValue = style({ margin: 0, color: vars.color.inkSoft });
