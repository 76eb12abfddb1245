/**
 * The rich-text editor's code (Tiptap and ProseMirror, most of the console's code), loaded once:
 * by the route loaders of the screens that edit HTML (screen-queries.ts), so the editor is there
 * when the screen is shown, and by `RichTextEditor` should it render first.
 */
const importEditor = () => import('./editor');
type EditorModule = Awaited<ReturnType<typeof importEditor>>;

let editorModule: Promise<EditorModule> | undefined;
let loaded: EditorModule['RichTextEditor'] | undefined;

export const loadEditor = () =>
  (editorModule ??= importEditor().then((module) => {
    loaded = module.RichTextEditor;
    return module;
  }));

/** The editor's component once its code is in, for a first render that need not wait (suspend) for it. */
export const loadedEditor = () => loaded;
