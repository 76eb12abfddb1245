import { style } from '@vanilla-extract/css';
import { card } from '../../styles/page.css';
import { vars } from '../../styles/theme.css';

/** The page before sign-in: one card in the middle of the window. */
export const signInPage = style({ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: vars.space.md });
export const signInCard = style([card, { width: '100%', maxWidth: '24rem' }]);
/** The notice that this is not the server's address: it may name long addresses. */
export const foreign = style({ fontSize: vars.size.note });
export const address = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere' });
