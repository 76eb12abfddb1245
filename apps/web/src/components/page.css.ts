import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

/** The site's content column: centred, at most the layout width, with side gutters. Compose it. */
export const contentWidth = style({ maxWidth: vars.layout.maxWidth, marginInline: 'auto', paddingInline: vars.space.md });
export const narrow = style({ maxWidth: '46rem', margin: '0 auto', padding: `${vars.space.xl} ${vars.space.md}` });
export const pageTitle = style({ fontSize: vars.size.xxl, marginBottom: vars.space.md, color: vars.color.navy });
export const primaryButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.pill,
  background: vars.color.teal,
  color: vars.color.paper,
  fontWeight: 700,
  textDecoration: 'none',
  border: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.navy, color: vars.color.paper },
    // Until the form can send (before hydration, for good without JavaScript) and while it sends.
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

/** The calm band at the top of inner pages: title and subtitle on sand. */
export const hero = style({ background: vars.color.sand, borderBottom: `1px solid ${vars.color.sandDeep}` });
export const heroInner = style([contentWidth, { paddingBlock: vars.space.xl, display: 'grid', gap: vars.space.sm }]);
export const heroTitle = style({ fontSize: vars.size.hero, color: vars.color.navy });
export const heroSubTitle = style({ margin: 0, fontSize: vars.size.lg, color: vars.color.inkSoft, maxWidth: '42em' });
export const section = style([contentWidth, { paddingTop: vars.space.xl, paddingBottom: vars.space.xxl }]);

/** HTML from the API (sanitized on the server): readable rhythm for headings, lists and tables. */
export const richText = style({ maxWidth: '46rem', color: vars.color.ink });
globalStyle(`${richText} h2, ${richText} h3, ${richText} h4`, { color: vars.color.navy, margin: `${vars.space.lg} 0 ${vars.space.sm}` });
globalStyle(`${richText} h2`, { fontSize: vars.size.xl });
globalStyle(`${richText} h3`, { fontSize: vars.size.lg });
globalStyle(`${richText} p, ${richText} ul, ${richText} ol, ${richText} table, ${richText} blockquote`, { margin: `0 0 ${vars.space.md}` });
globalStyle(`${richText} ul, ${richText} ol`, { paddingLeft: '1.4em' });
globalStyle(`${richText} li`, { marginBottom: vars.space.xs });
globalStyle(`${richText} img`, { borderRadius: vars.radius.md, margin: `${vars.space.md} 0` });
globalStyle(`${richText} table`, { borderCollapse: 'collapse', width: '100%', display: 'block', overflowX: 'auto' });
globalStyle(`${richText} th, ${richText} td`, {
  border: `1px solid ${vars.color.line}`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${richText} th`, { background: vars.color.sand });
globalStyle(`${richText} blockquote`, {
  borderLeft: `4px solid ${vars.color.teal}`,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.tealSoft,
});
