import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** "문제 없음": one short line. */
export const none = style({ margin: 0, color: vars.color.muted, fontSize: vars.size.note });
export const lead = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.size.note, color: vars.color.muted });

/** One language's findings. */
export const group = style({ selectors: { '& + &': { marginTop: vars.space.md } } });
export const groupHeading = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.size.caption, color: vars.color.navy });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
/** A finding: what is wrong, with 이동 at its end (below it when the line is narrow). */
export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderLeft: `3px solid ${vars.color.warn}`,
  background: vars.color.warnSoft,
  borderRadius: vars.radius.sm,
});
// Messages quote link addresses and words: they break anywhere rather than scroll sideways.
export const message = style({ margin: 0, fontSize: vars.size.note, minWidth: 0, overflowWrap: 'anywhere', color: vars.color.warnDeep });
/** The field's name before the message ("본문", "썸네일 대체 텍스트"). */
export const field = style({ fontWeight: 700 });
globalStyle(`${item} > button`, { flexShrink: 0 });

/** The dialog's own look is the console's one (styles/dialog.css.ts). */
export { dialog } from '../../styles/dialog.css';
/** 취소 and the main action, at the dialog's foot; the main action last (on the right). */
export const dialogActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.xs });
