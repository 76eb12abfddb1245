import { globalStyle, style } from '@vanilla-extract/css';
import { card } from '../../styles/page.css';
import { narrow, vars } from '../../styles/theme.css';

/** The page before sign-in: one card in the middle of the window. */
export const signInPage = style({ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: vars.space.md });
export const signInCard = style([card, { width: '100%', maxWidth: '24rem' }]);
/** The notice that this is not the server's address: it may name long addresses. */
export const foreign = style({ fontSize: vars.size.note });
export const address = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });
/** A step after the password: a wider card (the QR code beside its key, ten codes in two columns). */
export const stepCard = style([card, { width: '100%', maxWidth: '40rem' }]);
export const codeCard = style([card, { width: '100%', maxWidth: '28rem' }]);
/** Who is signing in, and the way out, above a step. */
export const whoRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.md}`,
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.line}`,
  color: vars.color.muted,
  fontSize: vars.size.note,
  overflowWrap: 'anywhere',
});
/** The two ways to set up a second factor, side by side on a desktop. */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: `${vars.space.md} 0 0`,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const choice = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
});
globalStyle(`${choice} h2`, { margin: 0, fontSize: vars.size.heading, color: vars.color.navy });
globalStyle(`${choice} p`, { margin: 0 });
globalStyle(`${choice} button`, { justifySelf: 'start', marginTop: vars.space.xs });
/** The full-width buttons of the code step. */
export const wide = style({ width: '100%' });
