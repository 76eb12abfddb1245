import { style } from '@vanilla-extract/css';
import { media, vars } from '../styles/theme.css';

export const form = style({ display: 'grid', gap: vars.space.md });
export const field = style({ display: 'grid', gap: vars.space.xs });
export const label = style({ fontWeight: 700, color: vars.color.navy });
export const requiredMark = style({ color: vars.color.danger, fontWeight: 400, fontSize: vars.size.sm, marginLeft: vars.space.xs });
export const input = style({
  width: '100%',
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 },
    '&::placeholder': { color: vars.color.muted, opacity: 1 },
  },
});
export const textarea = style([input, { resize: 'vertical', lineHeight: 1.6 }]);
/** The reply language: the inputs' box, with its own arrow (the native one differs in every browser). */
export const select = style([
  input,
  {
    appearance: 'none',
    cursor: 'pointer',
    paddingRight: '2.75rem',
    backgroundImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='14' height='9' viewBox='0 0 14 9'%3E%3Cpath d='M1 1l6 6 6-6' fill='none' stroke='%231d3557' stroke-width='2'/%3E%3C/svg%3E")`,
    backgroundRepeat: 'no-repeat',
    backgroundPosition: `right ${vars.space.md} center`,
    '@media': { [media.medium]: { maxWidth: '22rem' } },
  },
]);
/** The reply channel: a group of choices under its legend, spaced as a field. */
export const fieldset = style({ display: 'grid', gap: vars.space.xs, minInlineSize: 0, margin: 0, padding: 0, border: 0 });
export const legend = style([label, { padding: 0, marginBottom: vars.space.xs }]);
/** One under the other on a phone (long names, e.g. Vietnamese, stay on one line); side by side from tablets on. */
export const choices = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.medium]: { display: 'flex', flexWrap: 'wrap' } },
});
/** One choice: a 48 px box around the radio and its words, the whole box a target; the chosen one tinted. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.muted}`,
  borderRadius: vars.radius.md,
  background: vars.color.paper,
  cursor: 'pointer',
  selectors: {
    '&:has(:checked)': { borderColor: vars.color.teal, background: vars.color.tealSoft, boxShadow: `inset 0 0 0 1px ${vars.color.teal}` },
  },
});
export const radio = style({ width: 20, height: 20, margin: 0, flexShrink: 0, accentColor: vars.color.teal });
/** Holds the hint (a live region): empty of anything shown, it takes no room. */
export const messengerHintBox = style({ display: 'grid' });
/** The office's messengers, shown only while "messenger" is chosen: by the stylesheet, so before hydration too. */
export const messengerHint = style({
  display: 'none',
  margin: `${vars.space.xs} 0 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  borderLeft: `4px solid ${vars.color.teal}`,
  background: vars.color.tealSoft,
  color: vars.color.ink,
  fontSize: vars.size.sm,
  selectors: { [`${fieldset}:has(input[value="messenger"]:checked) &`]: { display: 'block' } },
});
/** A field and its identifier note: one item of the field's grid, so the empty note adds no gap. */
export const control = style({ display: 'grid' });
/** The note beside a field that holds what looks like a registration or passport number. */
export const identifierNote = style({
  margin: `${vars.space.xs} 0 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.gold}`,
  background: '#fef6dc',
  color: vars.color.ink,
  fontSize: vars.size.sm,
});
export const fieldError = style({ margin: 0, color: vars.color.danger, fontSize: vars.size.sm, fontWeight: 600 });
export const consentBox = style({
  maxHeight: '12rem',
  overflowY: 'auto',
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.sand,
  fontSize: vars.size.sm,
  whiteSpace: 'pre-line',
  color: vars.color.ink,
});
/** The paragraphs the privacy policy shares with the consent text, under it in the same box. */
export const consentMore = style({ margin: `${vars.space.sm} 0 0`, whiteSpace: 'normal' });
export const consentTitle = style({ margin: 0, fontWeight: 700, color: vars.color.navy, fontSize: vars.size.md });
export const checkRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm, fontWeight: 600, cursor: 'pointer' });
export const checkbox = style({ width: 22, height: 22, marginTop: 3, flexShrink: 0, accentColor: vars.color.teal });
export const alertBase = style({ padding: vars.space.md, borderRadius: vars.radius.md, fontWeight: 600, margin: 0 });
export const alertSuccess = style([
  alertBase,
  { background: '#e7f5ec', color: vars.color.success, border: `1px solid ${vars.color.success}` },
]);
/** A second line of the success message: where the confirmation e-mail went. */
export const alertMore = style({ display: 'block', marginTop: vars.space.xs, fontWeight: 400 });
export const alertFailure = style([
  alertBase,
  { background: '#fdecea', color: vars.color.danger, border: `1px solid ${vars.color.danger}` },
]);

/** The honeypot: off-screen (not display:none, which some bots skip), never seen, focused or read out. */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
});

export const noscript = style([
  alertBase,
  { background: vars.color.tealSoft, color: vars.color.ink, border: `1px solid ${vars.color.teal}`, fontWeight: 400 },
]);

/** The proof-of-work widget under the form, in the site's colours (its own CSS reads these variables). */
export const challenge = style({
  minHeight: 50,
  marginTop: vars.space.md,
  fontSize: vars.size.sm,
  vars: {
    '--altcha-max-width': '100%',
    '--altcha-border-color': vars.color.line,
    '--altcha-border-radius': vars.radius.md,
    '--altcha-color-base': vars.color.paper,
    '--altcha-color-base-content': vars.color.ink,
    '--altcha-color-primary': vars.color.teal,
    '--altcha-color-success': vars.color.success,
    '--altcha-color-error': vars.color.danger,
    '--altcha-checkbox-border-color': vars.color.muted,
    '--altcha-checkbox-outline-color': vars.color.focus,
    '--altcha-padding': `${vars.space.sm} ${vars.space.md}`,
  },
});
