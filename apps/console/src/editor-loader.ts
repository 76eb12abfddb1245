/**
 * The rich-text editor's code (Tiptap and ProseMirror, most of the console's code), loaded once:
 * by the route loaders of the screens that edit HTML (screen-queries.ts), so the editor is there
 * when the screen is shown, and by `RichTextEditor` should it render first.
 */
const importEditor = () => import('./editor');
let editorModule: ReturnType<typeof importEditor> | undefined;
export const loadEditor = () => (editorModule ??= importEditor());
