import { globalStyle, style } from '@vanilla-extract/css';
import { narrow, vars } from './theme.css';

/** A modal dialog over the screen (the native <dialog>: the rest of the page is inert while it is open). */
export const dialog = style({
  border: 'none',
  borderRadius: vars.radius.lg,
  padding: vars.space.xl,
  width: 'min(34rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  background: vars.color.paper,
  color: vars.color.ink,
  boxShadow: '0 18px 48px rgba(20, 33, 61, 0.28)',
  selectors: { '&::backdrop': { background: 'rgba(20, 33, 61, 0.45)' } },
  '@media': { [narrow]: { padding: vars.space.lg } },
});
globalStyle(`${dialog} h2`, { margin: `0 0 ${vars.space.sm}`, fontSize: vars.size.heading, color: vars.color.navy });
globalStyle(`${dialog} p`, { margin: `0 0 ${vars.space.sm}` });
