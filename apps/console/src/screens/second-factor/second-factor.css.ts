import { globalStyle, style } from '@vanilla-extract/css';
import { narrow, vars } from '../../styles/theme.css';

/** A step of setting up or using a second factor: a heading the focus moves to, then its parts. */
export const stepHeading = style({ outline: 'none', scrollMarginTop: vars.space.md });
/** Numbered instructions ("1. 앱을 여세요 …"). */
export const steps = style({ margin: `0 0 ${vars.space.md}`, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });
/** The QR code beside the key to type, side by side on a desktop, stacked on a phone. */
export const qrRow = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'center',
  margin: `0 0 ${vars.space.md}`,
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', justifyItems: 'start' } },
});
/** The QR code on white with a quiet zone, as apps read it best. */
export const qr = style({
  display: 'block',
  width: '11rem',
  height: '11rem',
  padding: vars.space.xs,
  background: vars.color.paper,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
/** The secret in groups of four, to type into an app by hand. */
export const secret = style({
  display: 'block',
  fontFamily: vars.font.mono,
  fontSize: '1.05rem',
  letterSpacing: '0.04em',
  wordSpacing: '0.3em',
  background: vars.color.sand,
  borderRadius: vars.radius.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  margin: `${vars.space.xxs} 0 ${vars.space.xs}`,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
/** A six-digit code: large digits, not as wide as the form. */
export const codeInput = style({
  fontFamily: vars.font.mono,
  fontSize: '1.25rem',
  letterSpacing: '0.12em',
  maxWidth: '14rem',
});
/** A link-like button ("복구 코드 사용"). */
export const textButton = style({
  background: 'none',
  border: 'none',
  padding: `${vars.space.xxs} 0`,
  minHeight: vars.control.small,
  color: vars.color.teal,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  font: 'inherit',
  justifySelf: 'start',
});
/** "또는" between the code and the passkey. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.muted,
  fontSize: vars.size.note,
  margin: `${vars.space.md} 0`,
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.line}` } },
});
/** The recovery codes: a card of its own, the only thing on paper when printed. */
export const codesSheet = style({});
/** The heading of a step inside a card (a card's own h2 is styled by the card). */
export const heading = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.size.heading, color: vars.color.navy });
export const codesList = style({
  listStyle: 'none',
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.md,
  background: vars.color.sand,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.mono,
  fontSize: '1.05rem',
  '@media': { [narrow]: { gap: `${vars.space.xs} ${vars.space.md}` } },
});
export const check = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'center',
  minHeight: vars.control.input,
  margin: `0 0 ${vars.space.sm}`,
  fontWeight: 600,
});
globalStyle(`${check} input`, { width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.teal });
/** Printing the codes prints them alone. */
globalStyle(`body:has(${codesSheet}) *`, { '@media': { print: { visibility: 'hidden' } } });
globalStyle(`${codesSheet}, ${codesSheet} *`, { '@media': { print: { visibility: 'visible' } } });
globalStyle(`${codesSheet}`, { '@media': { print: { position: 'absolute', inset: '0 0 auto 0', border: 'none' } } });
globalStyle(`${codesSheet} button, ${codesSheet} label`, { '@media': { print: { display: 'none' } } });
/** The account screen's section of factors: its heading and its cards. */
export const section = style({ marginTop: vars.space.xxl });
export const sectionTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.size.titleNarrow, color: vars.color.navy });
export const factorCards = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const sideCards = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });
/** A factor's state beside its name ("인증 앱 · 등록됨"). */
export const factorHead = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: `0 0 ${vars.space.xs}`,
});
globalStyle(`${factorHead} h3`, { margin: 0, fontSize: vars.size.heading, color: vars.color.navy });
/** The account's passkeys, one row each: name and dates, then its buttons. */
export const passkeyList = style({ listStyle: 'none', margin: `0 0 ${vars.space.md}`, padding: 0 });
export const passkeyItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
  overflowWrap: 'anywhere',
});
export const passkeyName = style({ fontWeight: 700, display: 'block' });
export const renameForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.xs, width: '100%' });
globalStyle(`${renameForm} label`, { display: 'grid', gap: vars.space.xxs, flex: '1 1 12rem' });
