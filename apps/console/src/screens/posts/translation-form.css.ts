import { style } from '@vanilla-extract/css';
import { narrow, vars } from '../../styles/theme.css';

/** A post's languages as tabs (links, each its own URL). */
export const languageTabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  borderBottom: `2px solid ${vars.color.line}`,
  marginBottom: vars.space.md,
});
export const languageTab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  minHeight: vars.control.input,
  padding: `0.4rem ${vars.space.sm}`,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  color: vars.color.navy,
  textDecoration: 'none',
  marginBottom: -2,
  borderBottom: '2px solid transparent',
  selectors: {
    '&:hover': { background: vars.color.hover },
    '&[aria-current="page"]': { borderBottomColor: vars.color.teal, fontWeight: 700, background: vars.color.paper },
  },
});
/** A translation beside its Korean source: two equal columns, one below the other on a phone. */
export const sideBySide = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
