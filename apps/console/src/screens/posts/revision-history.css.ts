import { style } from '@vanilla-extract/css';
import { narrow, vars } from '../../styles/theme.css';

export const card = style({ marginTop: vars.space.lg });

export const list = style({ listStyle: 'none', margin: `0 0 ${vars.space.md}`, padding: 0, display: 'grid', gap: vars.space.xs });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
  fontSize: vars.size.note,
});
export const itemWhen = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
export const itemRestore = style({ marginLeft: 'auto', '@media': { [narrow]: { marginLeft: 0 } } });

export const pickers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end', marginBottom: vars.space.sm });
export const picker = style({ display: 'grid', gap: '0.25rem', fontSize: vars.size.note, minWidth: 0, flex: '1 1 14rem' });

export const legend = style({ fontSize: vars.size.note, color: vars.color.muted, margin: `0 0 ${vars.space.sm}` });
export const fieldName = style({ fontSize: '1rem', margin: `${vars.space.md} 0 ${vars.space.xs}`, color: vars.color.navy });

export const comparedText = style({
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  lineHeight: 1.7,
});

// Underlined and struck through, not colour alone (WCAG 1.4.1); the colours pass 4.5:1 on their backgrounds.
export const added = style({ background: '#dcfce7', color: '#14532d', textDecoration: 'underline', textDecorationThickness: '2px' });
export const removed = style({ background: '#fee2e2', color: '#7f1d1d', textDecoration: 'line-through', textDecorationThickness: '2px' });

export const historyDialog = style({ width: 'min(56rem, calc(100vw - 2rem))' });
