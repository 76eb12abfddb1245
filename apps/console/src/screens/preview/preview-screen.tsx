import { languageCodes, languageNames } from '@office/contracts/browser';
import type { ConsolePreview, LanguageCode } from '@office/contracts';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { trpc } from '../../lib/api';
import { ChoiceSelect } from '../../components/choice-select';
import { LoadError } from '../../components/load-error';
import { useCategoryNames } from '../../hooks/use-category-names';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as forms from '../../styles/forms.css';
import * as css from './preview.css';
import { koreaDateTime as dateTime } from '../../lib/korea-time';

/** The two widths a page is looked at: a phone's (an iPhone's 390 × 844) and a desktop's. */
const widths = {
  phone: { label: '휴대전화', width: 390, height: 844 },
  desktop: { label: '데스크톱', width: 1280, height: 900 },
} as const;
type Width = keyof typeof widths;

const languageLabel = (code: LanguageCode) => `${languageNames[code]} (${code})`;

/** What the preview stands for, in the console's words. */
function useSubjectLabel(preview: ConsolePreview): string {
  const categories = useCategoryNames('주요업무');
  const { subject } = preview;
  switch (subject.kind) {
    case 'post':
      return `글 #${subject.postId} (${languageLabel(subject.lang)})`;
    case 'text':
      return `문구: ${subject.pageName} 페이지 (${languageLabel(subject.lang)})`;
    case 'main-task':
      return `주요업무: ${categories[subject.category]} (${languageLabel(subject.lang)})`;
  }
}

/**
 * `/preview/$id` (decision 0050): the previewed page in a frame at a phone's or a desktop's width
 * (scaled down to fit a narrower window), in any language, with the link's expiry and the link a
 * colleague without a session opens (it carries the token).
 */
export function PreviewScreen({ id }: { id: string }) {
  const preview = useQuery(trpc.previews.get.queryOptions({ id }));
  if (preview.isPending) return <p role="status">불러오는 중…</p>;
  if (preview.isError)
    return (
      <>
        <h1 className={page.title}>미리보기</h1>
        <LoadError
          lead="미리보기를 열 수 없습니다. 만료되었거나(하루 뒤) 없는 미리보기입니다. 편집 화면에서 다시 만드세요"
          error={preview.error}
        />
      </>
    );
  return <PreviewView preview={preview.data} />;
}

function PreviewView({ preview }: { preview: ConsolePreview }) {
  const [width, setWidth] = useState<Width>('desktop');
  const [lang, setLang] = useState<LanguageCode>(preview.subject.lang);
  const [copied, setCopied] = useState<string | null>(null);
  const subject = useSubjectLabel(preview);
  const framePath = `${preview.path}?lang=${lang}`;
  const shareUrl = `${window.location.origin}${framePath}&token=${preview.token}`;

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied('링크를 복사했습니다. 로그인하지 않은 동료도 만료 전까지 열 수 있습니다.');
    } catch {
      // No clipboard (plain http, a refused permission): the field is selected for Ctrl+C.
      (document.getElementById('preview-share-link') as HTMLInputElement | null)?.select();
      setCopied('복사하지 못했습니다. 선택된 링크를 직접 복사하세요.');
    }
  };

  return (
    <>
      <h1 className={page.title}>미리보기</h1>
      <dl className={page.facts}>
        <dt>내용</dt>
        <dd>{subject}</dd>
        <dt>페이지</dt>
        <dd>{preview.pagePath}</dd>
        <dt>만료</dt>
        <dd>{dateTime.format(new Date(preview.expiresAt))} (한국 시간)</dd>
      </dl>
      <p className={page.hint}>
        저장하지 않은 내용이 실제 페이지에 어떻게 보이는지 보여 줍니다. 누리집에는 공개되지 않으며, 검색 엔진에도 실리지 않습니다.
      </p>
      <div className={page.toolbar} role="group" aria-label="미리보기 보기">
        <fieldset className={css.widths}>
          <legend className="visually-hidden">화면 폭</legend>
          {(Object.keys(widths) as Width[]).map((key) => (
            <label key={key} className={css.widthChoice}>
              <input type="radio" name="preview-width" value={key} checked={width === key} onChange={() => setWidth(key)} />
              {widths[key].label} ({widths[key].width}px)
            </label>
          ))}
        </fieldset>
        <ChoiceSelect label="언어" value={lang} options={languageCodes} labelOf={languageLabel} onChange={setLang} />
        <a className={buttons.quietLinkButton} href={framePath} target="_blank" rel="noopener">
          새 탭에서 열기 <span className="visually-hidden">(미리보기 페이지)</span>
        </a>
      </div>
      <div className={css.shareRow}>
        <label className={`${forms.field} ${css.shareField}`}>
          동료에게 보낼 링크 (만료 전까지 로그인 없이 열림)
          <input id="preview-share-link" className={forms.input} readOnly value={shareUrl} onFocus={(e) => e.currentTarget.select()} />
        </label>
        <button className={buttons.button} type="button" onClick={() => void onCopy()}>
          링크 복사
        </button>
      </div>
      <p role="status" className={page.muted} style={{ minHeight: '1.5em', margin: '0 0 0.5rem' }}>
        {copied ?? ''}
      </p>
      <FramedPage
        src={framePath}
        width={widths[width].width}
        height={widths[width].height}
        title={`미리보기: ${preview.pagePath}, ${languageLabel(lang)}, ${widths[width].label} ${widths[width].width}px`}
      />
    </>
  );
}

/** The page at its real width, scaled down to the room there is (never up), its height following. */
function FramedPage({ src, width, height, title }: { src: string; width: number; height: number; title: string }) {
  const [room, setRoom] = useState<number | null>(null);
  const measure = useCallback((element: HTMLDivElement | null) => {
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? null));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = room === null ? 1 : Math.min(1, room / width);
  return (
    <div ref={measure} className={css.stage} style={{ maxWidth: width, height: Math.ceil(height * scale) }}>
      <iframe
        key={src}
        className={css.frame}
        src={src}
        title={title}
        width={width}
        height={height}
        style={{ transform: scale < 1 ? `scale(${scale})` : undefined }}
      />
    </div>
  );
}
