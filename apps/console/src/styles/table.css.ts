import { globalStyle, style } from '@vanilla-extract/css';
import { narrow, vars } from './theme.css';

// On a phone a table keeps readable columns and scrolls sideways (TableScroll) rather than squeezing them.
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: vars.color.paper,
  '@media': { [narrow]: { minWidth: '40rem' } },
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `0.6rem ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.line}`,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { background: vars.color.sand, fontSize: vars.size.note });
/** Beside `table`: columns of the widths the header gives, wider still on a phone (the texts grid). */
export const tableWide = style({ tableLayout: 'fixed', '@media': { [narrow]: { minWidth: '56rem' } } });
export const tableCaption = style({
  captionSide: 'top',
  textAlign: 'left',
  padding: `0 0 ${vars.space.xs}`,
  color: vars.color.muted,
  fontSize: vars.size.caption,
});
/** A row's header cell (the name that the row's buttons speak of): looks like the other cells. */
export const rowHeader = style({});
globalStyle(`${table} th.${rowHeader}`, { background: 'transparent', fontSize: 'inherit', fontWeight: 600 });
/** Small print in a cell: an audit entry's details, a notification's last error. */
export const detailCell = style({ fontSize: vars.size.small, color: vars.color.muted, overflowWrap: 'anywhere' });
