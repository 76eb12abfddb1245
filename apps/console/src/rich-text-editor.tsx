import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './editor';
import { loadEditor } from './editor-loader';
import * as css from './styles.css';

// Only the screens that edit HTML load the editor's code (editor-loader.ts).
const Editor = lazy(() => loadEditor().then((module) => ({ default: module.RichTextEditor })));

/** The rich-text editor, loaded on first use; a box of the same size says so meanwhile. */
export function RichTextEditor(props: RichTextEditorProps) {
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
