import { style } from '@vanilla-extract/css';

/**
 * Around each table: on a phone a wide table scrolls sideways here, not the whole page. Positioned,
 * so what a cell hides for screen readers only (absolutely positioned) is placed within it: the
 * page itself widened by it on the 언어 screen (551 px at 390).
 */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%', position: 'relative' });
