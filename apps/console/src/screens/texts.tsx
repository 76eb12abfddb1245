import {
  categoryKeys,
  isPageSeoTextKey,
  languageCodes,
  languageNames,
  languageUrl,
  type PageSeoTextKey,
  pageNames,
  pagePublicPath,
  pageSeoTextKeys,
  type SeoTextKind,
  seoDescriptionLimit,
  seoDescriptionMobileLimit,
  seoTextLimits,
  seoTextState,
  seoTitleLimit,
  shownPageTitle,
  textGridFilters,
} from '@office/contracts/browser';
import type { CategoryKey, LanguageCode, PageName, TextGridRow } from '@office/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { trpc } from '../lib/api';
import { refusedField, serverMessage } from '../lib/server-message';
import { ChoiceSelect } from '../components/choice-select';
import { RichTextEditor } from '../components/editor/rich-text-editor';
import { FieldProblem, type Message, MessageLine } from '../components/message-line';
import { TableScroll } from '../components/table-scroll';
import * as page from '../styles/page.css';
import * as buttons from '../styles/buttons.css';
import * as forms from '../styles/forms.css';
import * as tables from '../styles/table.css';
import * as badges from '../styles/badges.css';
import * as css from './texts.css';

import { useCategoryNames } from '../hooks/use-category-names';
import { firstGrid, gridQuery, type TextGridFilter } from '../queries/texts';
import { formText } from '../lib/form-data';
import { LoadError } from '../components/load-error';
import { SearchSnippet, SeoLengthHint } from '../components/search-snippet';
import { type SearchPreviewData, useSearchPreview } from '../hooks/use-search-preview';
import { PreviewButton } from './preview/preview-button';
import { RevisionHistory, RevisionHistoryDialogButton } from './posts/revision-history';

const languageLabel = (code: LanguageCode) => `${languageNames[code]} (${code})`;

type Filter = TextGridFilter;
const filterLabels: Record<Filter, string> = { all: '전체', missing: '번역 없음', outdated: '원문이 바뀜' };

/** The texts grid: one page's keys with the Korean source beside the chosen language, edited in place. */
export function TextsScreen() {
  const queryClient = useQueryClient();
  const [pageName, setPageName] = useState<PageName>(firstGrid.pageName);
  const [filter, setFilter] = useState<Filter>(firstGrid.filter);
  const [lang, setLang] = useState<LanguageCode>(firstGrid.lang);
  const grid = useQuery(gridQuery(pageName, filter, lang));
  const addKey = useMutation(trpc.texts.addKey.mutationOptions());
  const removeKey = useMutation(trpc.texts.removeKey.mutationOptions());
  const [message, setMessage] = useState<Message | null>(null);
  // A page with a search result of its own: its seo.title and seo.description are measured, and previewed.
  const publicPath = pagePublicPath(pageName);
  const preview = useSearchPreview(publicPath !== undefined);
  // The page's every text (the same query as the grid's "전체"), whatever the grid's filter shows.
  const pageRows = useQuery({ ...gridQuery(pageName, 'all', lang), enabled: publicPath !== undefined });
  // What is typed into the seo.title and seo.description of the chosen language, saved or not: the preview follows it.
  const [drafts, setDrafts] = useState<Partial<Record<string, string>>>({});
  const draftKey = (key: string, code: LanguageCode) => `${pageName}|${key}|${code}`;
  const onDraft = useCallback(
    (key: PageSeoTextKey, value: string) =>
      setDrafts((current) =>
        current[`${pageName}|${key}|${lang}`] === value ? current : { ...current, [`${pageName}|${key}|${lang}`]: value },
      ),
    [pageName, lang],
  );

  /** Puts a saved row into this grid's data in place (it stays visible even when it no longer matches the filter). */
  const replaceRow = (row: TextGridRow) => {
    const replace = (rows: TextGridRow[] | undefined) => rows?.map((r) => (r.key === row.key ? row : r));
    queryClient.setQueryData(gridQuery(pageName, filter, lang).queryKey, replace);
    // The page's whole grid too, which the search result preview reads.
    if (filter !== 'all') queryClient.setQueryData(gridQuery(pageName, 'all', lang).queryKey, replace);
  };

  /** What a row of the page's search texts measures: the title as the result shows it, with the site's name. */
  const seoOf = (key: string) => {
    if (!preview || !isPageSeoTextKey(key)) return undefined;
    const kind = pageSeoTextKeys[key];
    const shownOf = (value: string) =>
      kind === 'title' ? shownPageTitle(preview.siteName(lang), preview.fill(value, lang)) : preview.fill(value, lang);
    return { kind, shownOf };
  };

  const onAdd = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (addKey.isPending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const key = formText(data, 'key').trim();
    try {
      await addKey.mutateAsync({ pageName, key, korean: formText(data, 'korean') || undefined });
      form.reset();
      setMessage({ ok: true, text: `'${key}' 키를 추가했습니다.` });
      await queryClient.invalidateQueries({ queryKey: trpc.texts.grid.pathKey() });
    } catch (error) {
      setMessage({ ok: false, text: `키를 추가하지 못했습니다: ${serverMessage(error)}` });
    }
  };

  const onRemove = async (key: string) => {
    if (removeKey.isPending || !window.confirm(`'${pageName}' 페이지의 '${key}' 키와 모든 언어의 문구를 지울까요?`)) return;
    try {
      await removeKey.mutateAsync({ pageName, key });
      setMessage({ ok: true, text: `'${key}' 키를 지웠습니다.` });
      await queryClient.invalidateQueries({ queryKey: trpc.texts.grid.pathKey() });
    } catch (error) {
      setMessage({ ok: false, text: `키를 지우지 못했습니다: ${serverMessage(error)}` });
    }
  };

  const rows = grid.data ?? [];
  return (
    <>
      <h1 className={page.title}>문구 (5개 언어)</h1>
      <div className={page.toolbar} role="group" aria-label="표 조건">
        <ChoiceSelect label="페이지" value={pageName} options={pageNames} labelOf={(name) => name} onChange={setPageName} />
        <ChoiceSelect label="언어" value={lang} options={languageCodes} labelOf={languageLabel} onChange={setLang} />
        <ChoiceSelect label="보기" value={filter} options={textGridFilters} labelOf={(f) => filterLabels[f]} onChange={setFilter} />
        {grid.data && <span className={page.muted}>{rows.length}개 키</span>}
      </div>
      <MessageLine message={message} />
      <LoadError lead="문구를 불러오지 못했습니다" error={grid.isError ? grid.error : null} />
      <TableScroll label="문구 목록">
        <table className={`${tables.table} ${tables.tableWide}`}>
          <thead>
            <tr>
              <th scope="col" style={{ width: '7rem' }}>
                페이지
              </th>
              <th scope="col" style={{ width: '12rem' }}>
                키
              </th>
              {lang !== 'ko' && <th scope="col">한국어 (원문)</th>}
              <th scope="col">
                {languageNames[lang]} ({lang})
              </th>
              <th scope="col" style={{ width: '5.5rem' }}>
                <span className="visually-hidden">키 지우기</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {grid.isPending && (
              <tr>
                <td colSpan={5} role="status" className={page.muted}>
                  불러오는 중…
                </td>
              </tr>
            )}
            {grid.data && rows.length === 0 && (
              <tr>
                <td colSpan={5} className={page.muted}>
                  {filter === 'all' ? '이 페이지에는 문구가 없습니다.' : `조건('${filterLabels[filter]}')에 맞는 문구가 없습니다.`}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <TextRow
                key={`${row.pageName}/${row.key}/${lang}`}
                row={row}
                lang={lang}
                onSaved={replaceRow}
                onRemove={() => onRemove(row.key)}
                removing={removeKey.isPending}
                seo={seoOf(row.key)}
                onDraft={onDraft}
              />
            ))}
          </tbody>
        </table>
      </TableScroll>

      {publicPath !== undefined && preview && (
        <PageSearchPreview
          lang={lang}
          rows={pageRows.data ?? []}
          textOf={(key, code) => (code === lang ? drafts[draftKey(key, code)] : undefined)}
          url={(code) => languageUrl(preview.origin, publicPath, code)}
          preview={preview}
        />
      )}

      <form className={page.card} style={{ marginTop: '2rem', maxWidth: '36rem' }} onSubmit={onAdd} aria-labelledby="new-key">
        <h2 id="new-key">'{pageName}' 페이지에 키 추가</h2>
        <label className={forms.field}>
          키 (영문·숫자·점·밑줄·하이픈)
          <input className={forms.input} name="key" required maxLength={100} pattern="[A-Za-z0-9][A-Za-z0-9._\-]*" autoComplete="off" />
        </label>
        <label className={forms.field}>
          한국어 문구
          <textarea className={forms.input} name="korean" rows={2} maxLength={20000} />
        </label>
        <button className={buttons.button} type="submit" disabled={addKey.isPending}>
          키 추가
        </button>
      </form>
    </>
  );
}

function TextRow({
  row,
  lang,
  onSaved,
  onRemove,
  removing,
  seo,
  onDraft,
}: {
  row: TextGridRow;
  lang: LanguageCode;
  onSaved: (row: TextGridRow) => void;
  onRemove: () => void;
  removing: boolean;
  /** A page's search title or description: its length against what a result shows, under the field. */
  seo?: { kind: SeoTextKind; shownOf: (value: string) => string } | undefined;
  /** Told what the field holds as it changes (a search text's, for the preview). */
  onDraft?: (key: PageSeoTextKey, value: string) => void;
}) {
  const set = useMutation(trpc.texts.set.mutationOptions());
  const saved = row.values[lang]?.value ?? '';
  const [value, setValue] = useState(saved);
  const [status, setStatus] = useState<Message | null>(null);
  const savingRef = useRef(false);
  const missing = row.missing.includes(lang);
  const outdated = row.outdated.includes(lang);
  const dirty = value !== saved;
  const tooLong = seo !== undefined && seoTextState(seo.kind, seo.shownOf(value), value) === 'too-long';

  useEffect(() => {
    if (isPageSeoTextKey(row.key)) onDraft?.(row.key, value);
  }, [onDraft, row.key, value]);

  const save = async () => {
    if (savingRef.current || !dirty) return;
    if (lang === 'ko' && value.trim() === '') {
      setStatus({ ok: false, text: '한국어 원문은 비울 수 없습니다.' });
      return;
    }
    if (seo && tooLong) {
      setStatus({
        ok: false,
        text: `저장하지 못했습니다: ${seo.kind === 'title' ? '제목' : '설명'}은 ${seoTextLimits[seo.kind].max}자까지입니다.`,
      });
      return;
    }
    savingRef.current = true;
    setStatus({ ok: true, text: '저장 중…' });
    try {
      const next = await set.mutateAsync({ pageName: row.pageName, key: row.key, lang, value: value === '' ? null : value });
      setStatus({ ok: true, text: value === '' ? '번역을 지웠습니다 (한국어가 보입니다).' : '저장했습니다.' });
      onSaved(next);
    } catch (error) {
      setStatus({ ok: false, text: `저장하지 못했습니다: ${serverMessage(error)}` });
    } finally {
      savingRef.current = false;
    }
  };

  const id = `text-${row.key}-${lang}`;
  const hintId = `${id}-length`;
  return (
    <tr>
      <td>{row.pageName}</td>
      <td className={css.keyCell}>
        {row.key}
        {!row.inCatalogue && (
          <>
            <br />
            <span className={page.muted} style={{ fontFamily: 'inherit' }}>
              추가한 키
            </span>
          </>
        )}
      </td>
      {lang !== 'ko' && <td style={{ whiteSpace: 'pre-wrap' }}>{row.values.ko?.value ?? <span className={page.muted}>(없음)</span>}</td>}
      <td className={missing ? css.missingCell : undefined}>
        <label htmlFor={id} className="visually-hidden">
          {row.key} ({lang})
        </label>
        <textarea
          id={id}
          className={css.cellText}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          // Leaving the field saves it, except for its preview, which shows it unsaved.
          onBlur={(event) => {
            if (!(event.relatedTarget instanceof HTMLElement && 'preview' in event.relatedTarget.dataset)) void save();
          }}
          maxLength={20000}
          placeholder={missing ? '번역 없음 — 한국어가 보입니다' : undefined}
          aria-describedby={seo ? hintId : undefined}
          aria-invalid={tooLong || undefined}
        />
        {seo && <SeoLengthHint id={hintId} kind={seo.kind} value={value} shown={seo.shownOf(value)} />}
        <div className={page.actions} style={{ alignItems: 'center', marginTop: '0.25rem' }}>
          <button
            type="button"
            className={buttons.smallButton}
            onClick={() => void save()}
            disabled={!dirty || set.isPending}
            aria-label={`${row.key} 저장`}
          >
            저장
          </button>
          {row.keyId !== null && (
            <RevisionHistoryDialogButton
              subject={`text:${row.keyId}:${lang}`}
              label={`${row.key} (${lang}) 수정 이력`}
              title={`${row.pageName} · ${row.key} (${languageNames[lang]}) 수정 이력`}
              onRestored={(fields) => {
                setValue(fields.value ?? '');
                setStatus({ ok: true, text: '이력에서 되돌렸습니다.' });
              }}
            />
          )}
          <PreviewButton
            small
            name={`${row.key} 미리보기`}
            input={() =>
              lang === 'ko' && value.trim() === ''
                ? '한국어 원문은 비울 수 없습니다.'
                : { kind: 'text', pageName: row.pageName, key: row.key, lang, value: value === '' ? null : value }
            }
          />
          {missing && <span className={badges.badgeWarn}>번역 없음</span>}
          {outdated && <span className={badges.badgeWarn}>원문이 바뀜</span>}
          {status && (
            <span
              role={status.ok ? 'status' : 'alert'}
              className={status.ok ? page.muted : page.error}
              style={{ margin: 0, fontSize: '0.85rem' }}
            >
              {status.text}
            </span>
          )}
        </div>
      </td>
      <td>
        <button
          type="button"
          className={buttons.smallDangerButton}
          onClick={onRemove}
          disabled={removing}
          aria-label={`${row.key} 키 지우기`}
          title={row.inCatalogue ? '누리집이 읽는 키는 지울 수 없습니다' : undefined}
        >
          지우기
        </button>
      </td>
    </tr>
  );
}

/**
 * The page's search result in each language (issue 28): the chosen language's as it is typed, the
 * others as saved, in a fold. A language without its own text shows the Korean, as the site does.
 */
function PageSearchPreview({
  lang,
  rows,
  textOf,
  url,
  preview,
}: {
  lang: LanguageCode;
  rows: readonly TextGridRow[];
  /** What is typed and not saved yet, if anything. */
  textOf: (key: PageSeoTextKey, lang: LanguageCode) => string | undefined;
  url: (lang: LanguageCode) => string;
  preview: SearchPreviewData;
}) {
  const cell = (key: PageSeoTextKey, code: LanguageCode) =>
    textOf(key, code) ?? rows.find((row) => row.key === key)?.values[code]?.value ?? '';
  /** A language's text, or the Korean where it has none (what the page shows), and its language. */
  const shown = (key: PageSeoTextKey, code: LanguageCode) => {
    const own = cell(key, code);
    const text = own.trim() ? own : cell(key, 'ko');
    const textLang = own.trim() ? code : 'ko';
    return { text: preview.fill(text, code), lang: textLang };
  };
  const snippet = (code: LanguageCode) => {
    const title = shown('seo.title', code);
    return (
      <SearchSnippet
        key={code}
        title={shownPageTitle(preview.siteName(code), title.text)}
        description={shown('seo.description', code).text}
        url={url(code)}
        lang={title.lang}
        siteName={preview.siteName(code)}
        caption={`${languageNames[code]} (${code})`}
      />
    );
  };
  const others = languageCodes.filter((code) => code !== lang);
  return (
    <section className={`${page.card} ${css.previewCard}`} aria-labelledby="search-preview-title">
      <h2 id="search-preview-title">검색 결과 미리보기</h2>
      <p className={page.hint}>
        이 페이지의 seo.title과 seo.description이 검색 결과에 이렇게 보입니다. 길이는 보이는 폭으로 셉니다: 한글·한자·가나는 2,
        로마자·숫자·기호는 1. 제목은 사이트 이름을 포함해 {seoTitleLimit}, 설명은 {seoDescriptionLimit}(휴대전화 {seoDescriptionMobileLimit}
        )까지 보이고 나머지는 잘립니다. 공유 이미지는 누리집의 기본 이미지입니다.
      </p>
      {snippet(lang)}
      <details className={css.otherLanguages}>
        <summary>다른 언어 미리보기 ({others.length}개, 저장된 문구)</summary>
        <div className={css.snippetList}>{others.map(snippet)}</div>
      </details>
    </section>
  );
}

/** Main-task contents: HTML per category and language, with the same editor. */
export function MainTaskScreen() {
  const queryClient = useQueryClient();
  const categories = useCategoryNames('주요업무');
  const [category, setCategory] = useState<CategoryKey>('category1');
  const [lang, setLang] = useState<LanguageCode>('ko');
  const content = useQuery(trpc.mainTask.get.queryOptions({ category }));
  const set = useMutation(trpc.mainTask.set.mutationOptions());
  const [html, setHtml] = useState<string | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  // Why the server refused the text on the last save (over its size limit, say), said beside it.
  const [htmlProblem, setHtmlProblem] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  const current = content.data?.values[lang]?.value ?? '';
  const choose = (next: { category?: CategoryKey; lang?: LanguageCode }) => {
    if (html !== null && html !== current && !window.confirm('저장하지 않은 변경이 있습니다. 버리고 옮길까요?')) return;
    if (next.category) setCategory(next.category);
    if (next.lang) setLang(next.lang);
    setHtml(null);
    setMessage(null);
    setHtmlProblem(null);
  };

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (set.isPending || html === null) return;
    setHtmlProblem(null);
    if (lang === 'ko' && html === '') {
      setMessage({ ok: false, text: '한국어 원문은 비울 수 없습니다.' });
      return;
    }
    try {
      const saved = await set.mutateAsync({ category, lang, html: html === '' ? null : html });
      queryClient.setQueryData(trpc.mainTask.get.queryKey({ category }), saved);
      setHtml(null);
      setVersion((v) => v + 1);
      setMessage({ ok: true, text: `${categories[category]} · ${languageNames[lang]} 내용을 저장했습니다.` });
    } catch (error) {
      setMessage({ ok: false, text: `저장하지 못했습니다: ${serverMessage(error)}` });
      const refused = refusedField(error);
      setHtmlProblem(refused?.field === 'html' ? refused.text : null);
    }
  };

  const data = content.data;
  return (
    <>
      <h1 className={page.title}>주요업무 내용</h1>
      <div className={page.toolbar} role="group" aria-label="내용 선택">
        <ChoiceSelect
          label="업무 분류"
          value={category}
          options={categoryKeys}
          labelOf={(key) => categories[key]}
          onChange={(next) => choose({ category: next })}
        />
        <ChoiceSelect
          label="언어"
          value={lang}
          options={languageCodes}
          labelOf={languageLabel}
          onChange={(next) => choose({ lang: next })}
        />
        {data?.missing.includes(lang) && <span className={badges.badgeWarn}>번역 없음 (한국어가 보입니다)</span>}
        {data?.outdated.includes(lang) && <span className={badges.badgeWarn}>원문이 바뀜</span>}
      </div>
      <MessageLine message={message} />
      {content.isPending && <p role="status">불러오는 중…</p>}
      <LoadError lead="내용을 불러오지 못했습니다" error={content.isError ? content.error : null} />
      {data && (
        <form className={page.card} onSubmit={onSave} aria-label="주요업무 내용">
          <RichTextEditor
            key={`${category}-${lang}-${version}`}
            initialHtml={current}
            onChange={setHtml}
            label={`${categories[category]} (${languageNames[lang]})`}
            invalid={htmlProblem !== null}
            describedBy={htmlProblem ? 'main-task-problem' : undefined}
          />
          <FieldProblem id="main-task-problem" text={htmlProblem} />
          <div className={page.actions} style={{ marginTop: '1rem', alignItems: 'center' }}>
            <button className={buttons.button} type="submit" disabled={set.isPending || html === null || html === current}>
              저장
            </button>
            <PreviewButton
              input={() => {
                const shown = html ?? current;
                if (lang === 'ko' && shown === '') return '한국어 원문은 비울 수 없습니다.';
                return { kind: 'main-task', category, lang, html: shown === '' ? null : shown };
              }}
            />
            <span className={page.muted} style={{ fontSize: '0.875rem' }}>
              {lang === 'ko' ? '한국어는 다른 언어의 원문입니다.' : '비워서 저장하면 이 언어 번역이 지워지고 한국어가 보입니다.'}
            </span>
          </div>
        </form>
      )}
      {data && (
        <RevisionHistory
          key={`${category}-${lang}`}
          subject={`main-task:${category}:${lang}`}
          savedAt={data.values[lang]?.updatedAt}
          heading={`${categories[category]} · ${languageNames[lang]} 수정 이력`}
          onRestored={() => {
            setHtml(null);
            setVersion((v) => v + 1);
          }}
        />
      )}
    </>
  );
}
