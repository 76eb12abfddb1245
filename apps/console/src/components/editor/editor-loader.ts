/**
 * The rich-text editor's code (Tiptap and ProseMirror, most of the console's code), loaded once:
 * by the route loaders of the screens that edit HTML (routes/loaders.ts), so the editor is there
 * when the screen is shown, and by `RichTextEditor` should it render first.
 */
const importEditor = () => import('./editor');
type EditorModule = Awaited<ReturnType<typeof importEditor>>;

let editorModule: Promise<EditorModule> | undefined;
let loaded: EditorModule['RichTextEditor'] | undefined;

/**
 * The editor's module, loaded once and shared. A failed load (the connection dropped, or a new
 * build replaced the file) is forgotten, so the next call tries again rather than failing until
 * the page is reloaded.
 */
export const loadEditor = () =>
  (editorModule ??= importEditor().then(
    (module) => {
      loaded = module.RichTextEditor;
      return module;
    },
    (error: unknown) => {
      editorModule = undefined;
      throw error;
    },
  ));

/**
 * For a route's loader: starts the load and never fails, so that a screen still opens (with its
 * title, fields and data) when the editor's code cannot come; the editor's box then says so and
 * offers to try again (rich-text-editor.tsx).
 */
export const preloadEditor = () =>
  loadEditor().then(
    () => undefined,
    () => undefined,
  );

/** The editor's component once its code is in, for a first render that need not wait (suspend) for it. */
export const loadedEditor = () => loaded;
