import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

/** One column on phones, two from 768 px, three from 1024 px (docs/product.md#layout). */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.medium]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.large]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const card = style({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  boxShadow: vars.shadow.card,
  transition: 'box-shadow 0.2s, transform 0.2s',
  selectors: {
    '&:hover': { boxShadow: vars.shadow.raised, transform: 'translateY(-2px)' },
    '&:focus-within': { boxShadow: vars.shadow.raised },
  },
});

/** Thumbnails are 200 px high (docs/product.md#layout). */
export const thumbnail = style({ width: '100%', height: 200, objectFit: 'cover', background: vars.color.sand });

export const cardBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.lg, flex: 1 });
export const cardTitle = style({ fontSize: vars.size.lg, color: vars.color.navy });
/** The whole card is the link's target area; the link itself is the title (one tab stop per card). */
export const cardLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
  },
});
export const cardFocusRing = style({
  selectors: { '&:has(a:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

/** Excerpts clamped to two lines (docs/product.md#layout). */
export const excerpt = style({
  margin: 0,
  color: vars.color.inkSoft,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const date = style({ marginTop: 'auto', color: vars.color.muted, fontSize: vars.size.sm });
export const categoryBadge = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.tealSoft,
  color: vars.color.teal,
  fontSize: vars.size.xs,
  fontWeight: 700,
});

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.lg}`,
  textAlign: 'center',
  color: vars.color.inkSoft,
  background: vars.color.sand,
  borderRadius: vars.radius.lg,
});

export const pagination = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  marginTop: vars.space.xl,
});
export const pageLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  color: vars.color.navy,
  textDecoration: 'none',
  fontWeight: 600,
  selectors: { '&[aria-current="page"]': { background: vars.color.navy, color: vars.color.paper, borderColor: vars.color.navy } },
});

export const article = style({ maxWidth: '46rem', margin: '0 auto', padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}` });
export const articleTitle = style({ fontSize: vars.size.xxl, color: vars.color.navy });
export const articleMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.line}`,
  color: vars.color.muted,
  fontSize: vars.size.sm,
});
export const metaItem = style({ display: 'flex', gap: vars.space.xs, margin: 0 });
export const metaLabel = style({ fontWeight: 700 });
export const articleImage = style({ width: '100%', borderRadius: vars.radius.lg, marginBottom: vars.space.lg });
export const backLink = style({ display: 'inline-flex', marginTop: vars.space.xl, minHeight: 44, alignItems: 'center', fontWeight: 600 });
export const loading = style({ padding: `${vars.space.xxl} ${vars.space.md}`, textAlign: 'center', color: vars.color.inkSoft });
export const attachments = style({
  marginTop: vars.space.xl,
  padding: vars.space.lg,
  background: vars.color.sand,
  borderRadius: vars.radius.lg,
});
export const attachmentsTitle = style({ fontSize: vars.size.lg, color: vars.color.navy, marginBottom: vars.space.sm });
export const attachmentList = style({ margin: 0, paddingLeft: '1.2em', display: 'grid', gap: vars.space.xs });
export const attachmentSize = style({ color: vars.color.muted, fontSize: vars.size.sm });

/** "Available in Korean only": a post shown in its Korean source on a page in another language. */
export const koreanOnly = style({
  margin: `0 0 ${vars.space.sm}`,
  color: vars.color.muted,
  fontSize: vars.size.sm,
});

/** The search box (decision 0020): label above, a full-width field and its button on one row. */
export const searchForm = style({
  display: 'grid',
  // One column no wider than the page: the row's button must never push it out (it did by a pixel at 390 px in a wider Latin face).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xs,
  maxWidth: '36rem',
  marginBottom: vars.space.lg,
});
export const searchLabel = style({ fontWeight: 700, color: vars.color.navy });
export const searchRow = style({ display: 'flex', gap: vars.space.sm });
export const searchInput = style({
  flex: 1,
  minWidth: 0,
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  color: vars.color.ink,
});
export const searchButton = style({ flexShrink: 0 });
export const searchSummary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: `${vars.space.xs} ${vars.space.md}`,
  marginBottom: vars.space.md,
});
export const searchCount = style({ margin: 0, fontWeight: 700, color: vars.color.navy });
export const clearSearch = style({ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 });
export const emptyText = style({ margin: 0 });
/** A search term in a card: a warm highlight that keeps the text's own colour and contrast. */
export const hit = style({ background: vars.color.highlight, color: 'inherit', borderRadius: 3, padding: '0 0.1em' });
