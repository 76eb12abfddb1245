import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** A small rounded label: a draft or disabled thing, a published or current one, something to look at. */
const badge = style({
  display: 'inline-block',
  padding: '0.1rem 0.55rem',
  borderRadius: vars.radius.pill,
  fontSize: vars.size.badge,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
export const badgeDraft = style([
  badge,
  { background: vars.color.greySoft, color: vars.color.muted, border: `1px solid ${vars.color.line}` },
]);
export const badgePublished = style([badge, { background: vars.color.tealSoft, color: vars.color.teal }]);
export const badgeWarn = style([badge, { background: vars.color.warnSoft, color: vars.color.warn }]);
/** Badges side by side, wrapping in a narrow cell. */
export const badgeRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

/** A badge row's note on its own line under the badges (what a schedule plans). */
export const plannedLine = style({ flexBasis: '100%', fontSize: vars.size.badge, color: vars.color.muted });
