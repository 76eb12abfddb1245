/**
 * Out of sight, still read by screen readers: the global `.visually-hidden` class, and the words
 * of buttons that show only their icon on phones.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
