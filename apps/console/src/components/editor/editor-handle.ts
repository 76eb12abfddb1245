import type { BodyTarget } from '@office/contracts/content-accessibility';

/**
 * What a screen may do with a loaded editor (the `onReady` prop): read its HTML as the editor
 * holds it, and move to a place in it (an accessibility finding's). The editor's own code (Tiptap)
 * stays in its lazily loaded chunk: this file holds only the shape.
 */
export interface EditorHandle {
  /** The text's HTML as the editor holds it now (what it would save once edited). */
  html(): string;
  /** Focuses the editor and selects the target, scrolled into view; false when it is not there (then only focused). */
  jumpTo(target: BodyTarget): boolean;
}
