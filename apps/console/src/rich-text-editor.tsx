import { lazy, Suspense, useState } from 'react';
import type { RichTextEditorProps } from './editor';
import { loadedEditor, loadEditor } from './editor-loader';
import * as css from './styles.css';

// Only the screens that edit HTML load the editor's code (editor-loader.ts).
const LazyEditor = lazy(() => loadEditor().then((module) => ({ default: module.RichTextEditor })));

/**
 * The rich-text editor; a box says it is loading until its code is in. Where a route's loader has
 * loaded it already, it is rendered at once: even a loaded lazy component shows its fallback for a
 * frame, and the fields below moved twice. Chosen once per mount, so it is never remounted.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const [Editor] = useState(() => loadedEditor() ?? LazyEditor);
  return (
    <Suspense
      fallback={
        <div className={css.editor}>
          <p role="status" className={`${css.editorArea} ${css.muted}`}>
            편집기를 불러오는 중…
          </p>
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
