import type { CreatePreviewInput } from '@office/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../lib/api';
import { serverMessage } from '../../lib/server-message';
import * as buttons from '../../styles/buttons.css';
import * as page from '../../styles/page.css';
import { previewScreenPath } from './preview-input';

/**
 * "미리보기": sends what the form holds now (saved or not) to `previews.create` and opens the
 * preview screen in a new tab, so the form and its unsaved edits stay as they are. The tab is opened
 * on the click itself (a tab opened after the answer would be a pop-up, which browsers block) and
 * sent to the preview once it is made. `input` is read at the click: what the form holds then.
 */
export function PreviewButton({
  input,
  disabled,
  name,
  small,
}: {
  input: () => CreatePreviewInput | string;
  disabled?: boolean;
  /** The button's name where there are many (a row's): it must contain the visible "미리보기". */
  name?: string;
  /** A row's small button. */
  small?: boolean;
}) {
  const create = useMutation(trpc.previews.create.mutationOptions());
  const [problem, setProblem] = useState<string | null>(null);
  const [fallback, setFallback] = useState<string | null>(null);

  const onClick = async () => {
    setProblem(null);
    setFallback(null);
    const asked = input();
    // A string: why there is nothing to preview yet (the form says it).
    if (typeof asked === 'string') {
      setProblem(asked);
      return;
    }
    const tab = window.open('about:blank', '_blank');
    try {
      const made = await create.mutateAsync(asked);
      if (tab) {
        tab.opener = null;
        tab.location.href = previewScreenPath(made.id);
      } else {
        setFallback(previewScreenPath(made.id));
      }
    } catch (error) {
      tab?.close();
      setProblem(`미리보기를 만들지 못했습니다: ${serverMessage(error)}`);
    }
  };

  return (
    <>
      <button
        className={small ? buttons.smallButton : buttons.quietButton}
        type="button"
        onClick={() => void onClick()}
        disabled={disabled || create.isPending}
        aria-label={name}
        data-preview=""
        title="저장하지 않은 내용으로 실제 페이지를 새 탭에서 봅니다"
      >
        미리보기{name ? null : <span className="visually-hidden"> (저장하지 않은 내용 포함, 새 탭)</span>}
      </button>
      {fallback && (
        <a href={fallback} target="_blank" rel="noopener" className={buttons.quietLinkButton}>
          미리보기 열기 <span className="visually-hidden">(새 탭)</span>
        </a>
      )}
      {problem && (
        <p role="alert" className={page.error} style={{ flexBasis: '100%', margin: 0 }}>
          {problem}
        </p>
      )}
    </>
  );
}
