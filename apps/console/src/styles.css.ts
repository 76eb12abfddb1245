import { globalStyle, style } from '@vanilla-extract/css';

const color = { ink: '#14213d', muted: '#5b6478', navy: '#1d3557', teal: '#0b6e74', line: '#d9d4c7', sand: '#f6f1e7', danger: '#b42318' };

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', {
  margin: 0,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans KR", sans-serif',
  color: color.ink,
  background: '#f4f5f7',
  lineHeight: 1.6,
  // Korean wraps between words, not inside them ("새 문의", not "새 문/의"); a long e-mail address
  // or URL still breaks rather than overflow its cell.
  wordBreak: 'keep-all',
  overflowWrap: 'break-word',
});
globalStyle(':focus-visible', { outline: '3px solid #c2410c', outlineOffset: 2 });
globalStyle('button, input, select, textarea', { font: 'inherit' });

/** Below this width (a phone, a narrow window) the sidebar becomes a bar above the screen. */
const narrow = '(max-width: 56rem)';

export const shell = style({
  display: 'grid',
  gridTemplateColumns: '15rem minmax(0, 1fr)',
  minHeight: '100vh',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start' } },
});
export const sidebar = style({
  background: color.navy,
  color: '#fff',
  padding: '1.25rem 1rem',
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  '@media': { [narrow]: { padding: '0.75rem 1rem', gap: '0.5rem' } },
});
export const brand = style({ fontWeight: 700, fontSize: '1.05rem' });
// On a phone the sections are one row that scrolls sideways, so the screen starts near the top.
export const nav = style({
  display: 'grid',
  gap: '0.25rem',
  '@media': { [narrow]: { display: 'flex', overflowX: 'auto', whiteSpace: 'nowrap', margin: '0 -0.5rem', paddingBottom: '0.25rem' } },
});
export const navLink = style({
  color: '#e6ebf2',
  textDecoration: 'none',
  padding: '0.5rem 0.75rem',
  borderRadius: 8,
  selectors: {
    '&:hover': { background: 'rgba(255,255,255,0.08)' },
    '&[aria-current="page"]': { background: 'rgba(255,255,255,0.16)', color: '#fff', fontWeight: 700 },
  },
});
export const who = style({
  marginTop: 'auto',
  fontSize: '0.875rem',
  color: '#c5cfdd',
  display: 'grid',
  gap: '0.5rem',
  '@media': { [narrow]: { marginTop: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center' } },
});
export const main = style({ padding: '2rem', maxWidth: '72rem', minWidth: 0, '@media': { [narrow]: { padding: '1rem' } } });
/** Around each table: on a phone a wide table scrolls sideways here, not the whole page (table-scroll.tsx). */
export const tableScroll = style({ overflowX: 'auto', maxWidth: '100%' });
// A screen that starts with a back link ("← 문의함") starts as high as one that starts with its title.
globalStyle(`${main} > p:first-child`, { marginTop: 0 });
export const title = style({
  margin: '0 0 1.5rem',
  fontSize: '1.5rem',
  color: color.navy,
  '@media': { [narrow]: { fontSize: '1.3rem', margin: '0 0 1rem' } },
});
export const card = style({ background: '#fff', border: `1px solid ${color.line}`, borderRadius: 12, padding: '1.25rem' });
// A card's heading sits at its top edge, one size for every card.
globalStyle(`${card} > h2`, { margin: '0 0 0.75rem', fontSize: '1.15rem', color: color.navy });
// On a phone a table keeps readable columns and scrolls sideways (tableScroll) rather than squeezing them.
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  background: '#fff',
  '@media': { [narrow]: { minWidth: '40rem' } },
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: '0.6rem 0.75rem',
  borderBottom: `1px solid ${color.line}`,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { background: color.sand, fontSize: '0.875rem' });
export const button = style({
  minHeight: 40,
  padding: '0 1rem',
  border: 'none',
  borderRadius: 8,
  background: color.teal,
  color: '#fff',
  fontWeight: 700,
  cursor: 'pointer',
  // The same box whether it is a <button> or a link styled as one (CSV, preview).
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  textDecoration: 'none',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'progress' } },
});
export const quietButton = style([button, { background: 'transparent', border: '1px solid currentColor', color: 'inherit' }]);
export const field = style({ display: 'grid', gap: '0.25rem', marginBottom: '1rem' });
export const input = style({
  minHeight: 44,
  padding: '0.5rem 0.75rem',
  border: `1px solid ${color.muted}`,
  borderRadius: 8,
  width: '100%',
});
export const error = style({ color: color.danger, fontWeight: 600, margin: '0 0 1rem' });
/** Why the server refused a field, right under it. */
export const fieldProblem = style({ color: color.danger, fontWeight: 600, fontSize: '0.875rem', margin: 0 });
export const signInPage = style({ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: '1rem' });
export const signInCard = style([card, { width: '100%', maxWidth: '24rem' }]);
export const muted = style({ color: color.muted });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', marginBottom: '1rem' });
// A toolbar inside a toolbar (a form among buttons) lines up with its neighbours.
globalStyle(`${toolbar} ${toolbar}`, { marginBottom: 0 });
export const inputInline = style({ minHeight: 40, padding: '0.25rem 0.5rem', border: `1px solid ${color.muted}`, borderRadius: 8 });
export const twoColumns = style({
  display: 'grid',
  gridTemplateColumns: '3fr 2fr',
  gap: '1.5rem',
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const stack = style({ display: 'grid', gap: '1rem' });
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem', margin: '0 0 1rem' });
globalStyle(`${facts} dt`, { fontWeight: 700, color: color.navy });
globalStyle(`${facts} dd`, { margin: 0 });
export const dangerButton = style([button, { background: color.danger, justifySelf: 'start' }]);
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

// --- Content screens -------------------------------------------------------------------------------
export const headerRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '1rem',
  marginBottom: '1rem',
});
export const titleRow = style({ display: 'flex', alignItems: 'center', gap: '0.75rem', marginBottom: '1rem' });
globalStyle(`${titleRow} h1`, { margin: 0 });
globalStyle(`${headerRow} h1`, { margin: 0 });
export const linkButton = style([button, { display: 'inline-flex', alignItems: 'center', textDecoration: 'none' }]);
export const quietLinkButton = style([
  quietButton,
  { display: 'inline-flex', alignItems: 'center', textDecoration: 'none', color: color.navy },
]);
export const badge = style({
  display: 'inline-block',
  padding: '0.1rem 0.55rem',
  borderRadius: 999,
  fontSize: '0.8rem',
  fontWeight: 700,
  whiteSpace: 'nowrap',
});
export const badgeDraft = style([badge, { background: '#eef0f3', color: color.muted, border: `1px solid ${color.line}` }]);
export const badgePublished = style([badge, { background: '#e0f2f1', color: color.teal }]);
export const badgeWarn = style([badge, { background: '#fff4e5', color: '#9a3412' }]);
/** Badges side by side, wrapping in a narrow cell. */
export const badgeRow = style({ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' });
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 22rem)',
  gap: '1.5rem',
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });
export const thumbPreview = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  maxWidth: 400,
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 8,
  border: `1px solid ${color.line}`,
  background: color.sand,
});
export const fileList = style({ listStyle: 'none', padding: 0, margin: '0 0 1rem', display: 'grid', gap: '0.5rem' });
globalStyle(`${fileList} li`, {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '0.5rem',
  padding: '0.4rem 0.6rem',
  background: color.sand,
  borderRadius: 8,
  fontSize: '0.9rem',
  wordBreak: 'break-all',
});
export const smallButton = style([
  quietButton,
  { minHeight: 32, padding: '0 0.6rem', fontSize: '0.85rem', fontWeight: 600, color: color.navy },
]);
export const smallDangerButton = style([smallButton, { color: color.danger }]);
export const missingCell = style({ background: '#fff7ed' });
globalStyle(`${table} td.${missingCell}`, { background: '#fff7ed' });
// A translation's box grows with its text (fieldSizing: Chromium, Edge, Safari 18.4+; others keep the fixed height and scroll).
export const cellText = style({
  width: '100%',
  minHeight: 64,
  padding: '0.4rem 0.5rem',
  border: `1px solid ${color.muted}`,
  borderRadius: 6,
  resize: 'vertical',
  fieldSizing: 'content',
  maxHeight: '24rem',
});
export const keyCell = style({ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.85rem', wordBreak: 'break-all' });
export const tableWide = style({ tableLayout: 'fixed', '@media': { [narrow]: { minWidth: '56rem' } } });

export const editor = style({ border: `1px solid ${color.muted}`, borderRadius: 8, background: '#fff', overflow: 'clip' });
export const editorToolbar = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem',
  padding: '0.4rem',
  background: color.sand,
  borderBottom: `1px solid ${color.line}`,
});
export const toolButton = style({
  minHeight: 34,
  padding: '0 0.6rem',
  border: `1px solid ${color.line}`,
  borderRadius: 6,
  background: '#fff',
  color: color.ink,
  cursor: 'pointer',
  fontSize: '0.875rem',
  selectors: {
    '&[aria-pressed="true"]': { background: color.navy, color: '#fff', borderColor: color.navy },
    '&:disabled': { opacity: 0.45, cursor: 'default' },
  },
});
export const editorArea = style({ minHeight: '16rem', padding: '0.75rem 1rem', outline: 'none' });
globalStyle(`${editorArea} p`, { margin: '0 0 0.75rem' });
globalStyle(`${editorArea} a`, { color: color.teal });
globalStyle(`${editorArea} table`, { borderCollapse: 'collapse', width: '100%', margin: '0 0 0.75rem', tableLayout: 'fixed' });
globalStyle(`${editorArea} th, ${editorArea} td`, { border: `1px solid ${color.line}`, padding: '0.35rem 0.5rem', verticalAlign: 'top' });
globalStyle(`${editorArea} th`, { background: color.sand, textAlign: 'left' });
globalStyle(`${editorArea} :is(th, td) p`, { margin: 0 });
// The cells a drag or shift-click selects, as prosemirror-tables marks them.
globalStyle(`${editorArea} .selectedCell`, { background: '#dbeafe' });
globalStyle(`${editorArea} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${editor}:focus-within`, { outline: '3px solid #c2410c', outlineOffset: 2 });
// A text the server refused (too long): the box's border as on a refused input.
globalStyle(`${editor}:has([aria-invalid="true"])`, { borderColor: color.danger, borderWidth: 2 });
export const editorWarning = style({
  margin: 0,
  padding: '0.5rem 0.75rem',
  background: '#fff4e5',
  color: '#9a3412',
  fontSize: '0.875rem',
  borderBottom: `1px solid ${color.line}`,
});
/** A column of cards that never grows past its grid track (file inputs have a wide minimum). */
/** A translation beside its Korean source: two equal columns, one below the other on a phone. */
export const sideBySide = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: '1.5rem',
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
/** A post's languages as tabs (links, each its own URL). */
export const languageTabs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem',
  borderBottom: `2px solid ${color.line}`,
  marginBottom: '1rem',
});
export const languageTab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  minHeight: 44,
  padding: '0.4rem 0.75rem',
  borderRadius: '8px 8px 0 0',
  color: color.navy,
  textDecoration: 'none',
  marginBottom: -2,
  borderBottom: '2px solid transparent',
  selectors: {
    '&:hover': { background: '#eceff3' },
    '&[aria-current="page"]': { borderBottomColor: color.teal, fontWeight: 700, background: '#fff' },
  },
});
export const formColumn = style({
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  overflowWrap: 'anywhere',
});
globalStyle(`${formColumn} input[type="file"]`, { maxWidth: '100%' });

// --- Admin screens (staff accounts, own account, outbox, audit) --------------------------------------
/** A boxed notice above a screen's content: `noticeWarn` when something is not working as usual. */
export const notice = style({
  background: '#e0f2f1',
  border: `1px solid ${color.teal}`,
  borderRadius: 12,
  padding: '0.85rem 1rem',
  margin: '0 0 1.25rem',
});
export const noticeWarn = style([notice, { background: '#fff4e5', borderColor: '#c2410c', color: '#7c2d12' }]);
globalStyle(`${notice} p`, { margin: 0 });
globalStyle(`${notice} p + p`, { marginTop: '0.35rem' });
/** The buttons of one table row. */
export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.4rem', alignItems: 'center' });
/** A message line that must stay (empty) in the page so screen readers announce what appears in it. */
export const liveLine = style({ margin: '0 0 1rem', color: color.teal, fontWeight: 600, selectors: { '&:empty': { margin: 0 } } });
export const tableCaption = style({ captionSide: 'top', textAlign: 'left', padding: '0 0 0.5rem', color: color.muted, fontSize: '0.9rem' });
export const more = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '1rem', marginTop: '1rem' });
export const hint = style({ color: color.muted, fontSize: '0.875rem' });
export const detailCell = style({ fontSize: '0.85rem', color: color.muted, overflowWrap: 'anywhere' });
/** A row's header cell (the name that the row's buttons speak of): looks like the other cells. */
export const rowHeader = style({});
globalStyle(`${table} th.${rowHeader}`, { background: 'transparent', fontSize: 'inherit', fontWeight: 600 });
export const nowrap = style({ whiteSpace: 'nowrap' });
/** A field the last check refused: a red border besides the message. */
globalStyle(`${input}[aria-invalid="true"]`, { borderColor: color.danger, borderWidth: 2 });
