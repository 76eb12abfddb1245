import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const thumbPreview = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxWidth: 400,
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.sand,
});
/** A library item's attachments, each with its button. */
export const fileList = style({ listStyle: 'none', padding: 0, margin: `0 0 ${vars.space.md}`, display: 'grid', gap: vars.space.xs });
globalStyle(`${fileList} li`, {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: '0.4rem 0.6rem',
  background: vars.color.sand,
  borderRadius: vars.radius.md,
  fontSize: vars.size.caption,
  wordBreak: 'break-all',
});
