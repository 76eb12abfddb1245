import type { LanguageCode } from '@office/contracts';
import { isTranslationLanguage, languageKoreanNames } from '@office/contracts/browser';
import { type AccessibilityFinding, accessibilityFieldNames } from '@office/contracts/content-accessibility';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import type { EditorHandle } from '../../components/editor/editor-handle';
import { accessibilityFieldIds } from './accessibility-check';
import * as buttons from '../../styles/buttons.css';
import * as page from '../../styles/page.css';
import * as css from './accessibility-findings.css';

function focusField(id: string) {
  const field = document.getElementById(id);
  if (!(field instanceof HTMLInputElement)) return;
  field.focus();
  field.select();
  field.scrollIntoView({ block: 'center' });
}

/** The findings of each language, in the order they came (the screen's own language first). */
function byLanguage(findings: readonly AccessibilityFinding[]): Array<[LanguageCode, AccessibilityFinding[]]> {
  const groups = new Map<LanguageCode, AccessibilityFinding[]>();
  for (const finding of findings) groups.set(finding.lang, [...(groups.get(finding.lang) ?? []), finding]);
  return [...groups];
}

/**
 * "접근성 점검": the findings in the text being edited (each with 이동, which moves to it: the
 * body's editor selects the image, heading, link, table or words; a field is focused) and, on the
 * Korean screen, those in the saved translations (each language with a link to its screen).
 */
export function AccessibilityPanel({
  postId,
  lang,
  findings,
  editor,
}: {
  /** Null for a post not saved yet: its translations are not there either. */
  postId: number | null;
  /** The language of the screen: its findings can be moved to. */
  lang: LanguageCode;
  findings: readonly AccessibilityFinding[];
  editor: EditorHandle | null;
}) {
  const id = useId();
  const jump = (finding: AccessibilityFinding) => {
    if (finding.field !== 'body') focusField(accessibilityFieldIds[finding.field]);
    else if (finding.target) editor?.jumpTo(finding.target);
  };
  return (
    <section className={page.card} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>접근성 점검{findings.length > 0 ? `: ${findings.length}건` : ''}</h2>
      {findings.length === 0 ? (
        <p className={css.none}>문제 없음: 대체 텍스트, 제목 순서, 링크, 표, 대문자를 점검했습니다.</p>
      ) : (
        <>
          <p className={css.lead}>게시하기 전에 고치면 화면 낭독기 사용자도 글을 읽을 수 있습니다.</p>
          {byLanguage(findings).map(([language, group]) => (
            <div key={language} className={css.group}>
              <h3 className={css.groupHeading}>
                {languageKoreanNames[language]}
                {language !== lang && ' (저장된 번역)'}: {group.length}건
              </h3>
              {language !== lang && postId !== null && isTranslationLanguage(language) && (
                <p className={css.lead}>
                  <Link to="/posts/$id" params={{ id: String(postId) }} search={{ lang: language }}>
                    {languageKoreanNames[language]} 번역 화면에서 고치기
                  </Link>
                </p>
              )}
              <ul className={css.list}>
                {group.map((finding, index) => {
                  const messageId = `${id}-${language}-${index}`;
                  return (
                    <li key={messageId} className={css.item}>
                      <p className={css.message} id={messageId}>
                        <span className={css.field}>{accessibilityFieldNames[finding.field]}:</span> {finding.message}
                      </p>
                      {language === lang && (
                        <button
                          type="button"
                          className={buttons.smallButton}
                          aria-describedby={messageId}
                          onClick={() => jump(finding)}
                          disabled={finding.field === 'body' && !editor}
                        >
                          이동
                        </button>
                      )}
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </>
      )}
    </section>
  );
}

/**
 * The 게시 button. With findings in any language it first asks, in a modal dialog (the native
 * <dialog>: the page behind is inert, Escape and 취소 close it and the focus returns to the
 * button), whether to publish anyway; 취소 leaves the post a draft. `findingsNow` counts them as
 * the text is at the click, not as the panel last showed it.
 */
export function PublishButton({
  disabled,
  findingsNow,
  onPublish,
}: {
  disabled: boolean;
  findingsNow: () => number;
  onPublish: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const [count, setCount] = useState(0);
  const id = useId();

  const onClick = () => {
    const found = findingsNow();
    if (found === 0) {
      onPublish();
      return;
    }
    setCount(found);
    dialogRef.current?.showModal();
  };
  const publishAnyway = () => {
    dialogRef.current?.close();
    onPublish();
  };

  return (
    <>
      <button ref={openerRef} className={buttons.quietButton} type="button" onClick={onClick} disabled={disabled}>
        게시
      </button>
      <dialog
        ref={dialogRef}
        className={css.dialog}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onClose={() => openerRef.current?.focus()}
      >
        <h2 id={`${id}-title`}>접근성 점검 결과가 있습니다</h2>
        <p id={`${id}-text`}>
          접근성 점검에서 {count}건이 나왔습니다. 점검 결과를 무시하고 게시할까요? 취소하면 초안으로 남고, &lsquo;접근성 점검&rsquo;에서
          하나씩 고칠 수 있습니다.
        </p>
        <div className={css.dialogActions}>
          <button className={buttons.quietButton} type="button" onClick={() => dialogRef.current?.close()}>
            취소
          </button>
          <button className={buttons.button} type="button" onClick={publishAnyway}>
            무시하고 게시
          </button>
        </div>
      </dialog>
    </>
  );
}
