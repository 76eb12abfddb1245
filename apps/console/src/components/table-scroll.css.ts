import { style } from '@vanilla-extract/css';

/** Around each table: on a phone a wide table scrolls sideways here, not the whole page. */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
