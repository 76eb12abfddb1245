import { CatchBoundary, type ErrorComponentProps } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { RichTextEditorProps } from './editor';
import { loadedEditor, loadEditor } from './editor-loader';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as css from './editor.css';

/**
 * The editor's component: the loaded one where a route's loader has brought its code already, else
 * a lazy one that loads it (only the screens that edit HTML load it: editor-loader.ts). The loaded
 * one is rendered at once: even a loaded lazy component shows its fallback for a frame, and the
 * fields below moved twice (decision 0029).
 */
const editorComponent = (): ComponentType<RichTextEditorProps> =>
  loadedEditor() ?? lazy(() => loadEditor().then((module) => ({ default: module.RichTextEditor })));

/** The editor's box when its code could not come; the button shows the editor again, which loads it anew. */
function EditorLoadFailed({ reset }: ErrorComponentProps) {
  return (
    <div className={css.editor}>
      <div role="alert" className={css.editorArea}>
        <p>
          편집기를 불러오지 못했습니다. 연결을 확인하고 다시 시도하세요. 계속 안 되면 페이지를 새로 고치세요(저장하지 않은 내용은
          사라집니다).
        </p>
        <button type="button" className={buttons.button} onClick={reset}>
          편집기 다시 불러오기
        </button>
      </div>
    </div>
  );
}

/**
 * The rich-text editor; a box of its size says it is loading until its code is in, or that the code
 * could not come, with a button that tries again. React keeps a lazy component's failure, so a
 * caught one is replaced by a new lazy component at once (editor-loader.ts forgets the failed
 * load); it is rendered, and loads, only when the button resets the boundary. What the screen's
 * other fields hold stays.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const [Editor, setEditor] = useState(() => editorComponent());
  return (
    <CatchBoundary
      getResetKey={() => 'reset by its button only'}
      errorComponent={EditorLoadFailed}
      onCatch={() => setEditor(() => editorComponent())}
    >
      <Suspense
        fallback={
          <div className={css.editor}>
            <p role="status" className={`${css.editorArea} ${page.muted}`}>
              편집기를 불러오는 중…
            </p>
          </div>
        }
      >
        <Editor {...props} />
      </Suspense>
    </CatchBoundary>
  );
}
