import { type ApiError, exportReasonLength } from '@office/contracts/browser';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { UploadError } from '../lib/api';
import { serverMessage } from '../lib/server-message';
import * as buttons from '../styles/buttons.css';
import * as forms from '../styles/forms.css';
import * as page from '../styles/page.css';
import * as css from './inquiry-export-dialog.css';

/** The export route: the inbox's filter and the reason in its query. */
const exportPath = '/admin/api/inquiries.csv';

const reasonRule = `사유는 앞뒤 공백을 빼고 ${exportReasonLength.min}자 이상 ${exportReasonLength.max}자 이하로 적어 주세요.`;

/** The file's name as the server named it (RFC 6266's filename* first), for the download. */
function fileNameOf(disposition: string | null): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the ASCII name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? '')?.[1] ?? 'inquiries.csv';
}

/**
 * Keeps Tab and Shift+Tab inside the dialog: past its last control back to its first, and the
 * other way round (a modal <dialog> makes the page inert, but Tab would still leave it for the
 * browser's own controls).
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('textarea, button, input:not([type="hidden"]), a[href]')].filter(
    (control) => !(control as HTMLButtonElement).disabled,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  } else if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  }
}

/** Hands the browser a file to save, as a download link would. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export interface ExportFilter {
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/**
 * "CSV 내려받기": a button that opens a modal dialog asking why (사유) before the file of the
 * inbox, as filtered, is downloaded. The reason goes with the request and stays in the access record
 * (decision 0039). The native <dialog> opened with showModal: the page behind is inert, Tab goes
 * round its controls, Escape and 취소 close it and the focus returns to the button. The
 * form is what the request is (its hidden fields the filter, the reason its text), sent by fetch so
 * a refusal is said in the dialog rather than replacing the screen.
 */
export function InquiryExportButton({
  filter,
  scope,
  onExported,
}: {
  filter: ExportFilter;
  scope: string;
  onExported: (text: string) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const titleId = `${id}-title`;
  const helpId = `${id}-help`;
  const problemId = `${id}-problem`;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => {
    abortRef.current?.abort();
    setOpen(false);
  };
  /**
   * Opened at once, not after React's next render: a button pressed again right after Escape
   * would otherwise meet the close event still on its way, which would shut it again.
   */
  const openDialog = () => {
    setOpen(true);
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  };
  /** The dialog closed (Escape, 취소, or after the download): back to where the staff were. */
  const onClose = () => {
    // A close event of before the dialog was opened again: it is open, leave it so.
    if (dialogRef.current?.open) return;
    abortRef.current?.abort();
    setOpen(false);
    setSending(false);
    setProblem(null);
    formRef.current?.reset();
    (formRef.current?.elements.namedItem('reason') as HTMLTextAreaElement | null)?.setCustomValidity('');
    openerRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const box = form.elements.namedItem('reason') as HTMLTextAreaElement;
    const reason = box.value.trim();
    if (reason.length < exportReasonLength.min || reason.length > exportReasonLength.max) {
      // Said beside the box (an alert the box names), and as the box's own validity for assistive technology.
      box.setCustomValidity(reasonRule);
      setProblem(reasonRule);
      box.focus();
      return;
    }
    box.value = reason;
    // The form's fields are text (hidden inputs and the textarea), never files.
    const query = new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : '']));
    const controller = new AbortController();
    abortRef.current = controller;
    setSending(true);
    setProblem(null);
    try {
      const response = await fetch(`${exportPath}?${query}`, { credentials: 'same-origin', signal: controller.signal });
      if (!response.ok) {
        const body: Partial<ApiError> = ((await response.json().catch(() => null)) as ApiError | null) ?? {};
        const aboutReason = response.status === 400 && body.fields?.some((field) => field.field === 'reason');
        setProblem(aboutReason ? reasonRule : `내려받지 못했습니다: ${serverMessage(new UploadError(response.status, body))}`);
        return;
      }
      saveFile(await response.blob(), fileNameOf(response.headers.get('content-disposition')));
      onExported(`CSV 파일을 내려받았습니다 (${scope}). 사유는 접속기록에 남았습니다.`);
      setOpen(false);
    } catch (error) {
      if (!controller.signal.aborted) setProblem(`내려받지 못했습니다: ${serverMessage(error)}`);
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setSending(false);
    }
  };

  return (
    <>
      <button ref={openerRef} className={buttons.quietButton} type="button" aria-haspopup="dialog" onClick={openDialog}>
        CSV 내려받기
      </button>
      <dialog
        ref={dialogRef}
        className={css.dialog}
        aria-labelledby={titleId}
        aria-describedby={helpId}
        onClose={onClose}
        onKeyDown={keepFocusInside}
      >
        <form
          ref={formRef}
          noValidate
          method="get"
          action={exportPath}
          aria-labelledby={titleId}
          onSubmit={onSubmit}
          onInput={(event) => {
            const target = event.target as HTMLTextAreaElement;
            if (target.name !== 'reason') return;
            target.setCustomValidity('');
            setProblem(null);
          }}
        >
          <h2 id={titleId}>문의 내려받기 (CSV)</h2>
          <p id={helpId}>
            파일에는 문의하신 분들의 이름, 연락처와 문의 내용이 들어 있습니다. 왜 필요한지 사유를 적어 주세요. 사유는 누가, 언제, 어디서
            내려받았는지와 함께 접속기록에 남고, 관리자가 매달 점검합니다.
          </p>
          <p className={css.scope}>
            <strong>내려받을 문의:</strong> {scope}
          </p>
          {(['status', 'from', 'to'] as const).map((name) =>
            filter[name] ? <input key={name} type="hidden" name={name} value={filter[name]} /> : null,
          )}
          <label className={forms.field}>
            사유 ({exportReasonLength.min}~{exportReasonLength.max}자)
            <textarea
              className={`${forms.input} ${css.reason}`}
              name="reason"
              rows={3}
              required
              minLength={exportReasonLength.min}
              maxLength={exportReasonLength.max}
              placeholder="예: 3월 비자 연장 상담 고객에게 회신 목록 정리"
              aria-invalid={problem === reasonRule || undefined}
              aria-describedby={problem ? problemId : undefined}
            />
          </label>
          {problem && (
            <p id={problemId} role="alert" className={page.error}>
              {problem}
            </p>
          )}
          <div className={css.actions}>
            <button className={buttons.quietButton} type="button" onClick={close}>
              취소
            </button>
            <button className={buttons.button} type="submit" disabled={sending}>
              {sending ? '내려받는 중…' : '내려받기'}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
