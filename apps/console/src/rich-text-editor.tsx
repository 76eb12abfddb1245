import { CatchBoundary } from '@tanstack/react-router';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { RichTextEditorProps } from './editor';
import { loadedEditor, loadEditor } from './editor-loader';
import * as css from './styles.css';

/**
 * The editor's component: the loaded one where a route's loader has brought its code already, else
 * a lazy one that loads it (only the screens that edit HTML load it: editor-loader.ts). The loaded
 * one is rendered at once: even a loaded lazy component shows its fallback for a frame, and the
 * fields below moved twice (decision 0029).
 */
const editorComponent = (): ComponentType<RichTextEditorProps> =>
  loadedEditor() ?? lazy(() => loadEditor().then((module) => ({ default: module.RichTextEditor })));

/**
 * The rich-text editor; a box of its size says it is loading until its code is in, or that the code
 * could not come, with a button that tries again (a new attempt: React keeps a lazy component's
 * failure, and editor-loader.ts forgets it). What the screen's other fields hold stays.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const [load, setLoad] = useState(() => ({ attempt: 0, Editor: editorComponent() }));
  const { Editor } = load;
  return (
    <CatchBoundary
      getResetKey={() => load.attempt}
      errorComponent={() => (
        <div className={css.editor}>
          <div role="alert" className={css.editorArea}>
            <p>
              편집기를 불러오지 못했습니다. 연결을 확인하고 다시 시도하세요. 계속 안 되면 페이지를 새로 고치세요(저장하지 않은 내용은
              사라집니다).
            </p>
            <button
              type="button"
              className={css.button}
              onClick={() => setLoad((current) => ({ attempt: current.attempt + 1, Editor: editorComponent() }))}
            >
              편집기 다시 불러오기
            </button>
          </div>
        </div>
      )}
    >
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
    </CatchBoundary>
  );
}
