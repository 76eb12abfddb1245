import { filterDateRange, type LanguageCode, messengerKinds, messengerNames, translationLanguages } from '@office/contracts/browser';
import type { LocalizedText, MessengerKind, OfficeClosure } from '@office/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { officeLanguageLabels, officeTextLimits } from '../../lib/office-field-wordings';
import { FieldProblem } from '../../components/message-line';
import { fieldId, problemId, type Row, useOfficeForm } from './office-form-data';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as forms from '../../styles/forms.css';
import * as css from './office.css';

interface TextFieldProps {
  /** The server's field path, which a refusal names. */
  name: string;
  label: ReactNode;
  defaultValue?: string | undefined;
  /** A controlled input (the map position, whose link follows it). */
  value?: string;
  onChange?: (value: string) => void;
  hint?: ReactNode;
  /** Another hint, shared by a group of inputs (a text's languages). */
  describedBy?: string | undefined;
  required?: boolean;
  multiline?: boolean;
  /** A multiline input's height in lines. */
  rows?: number;
  type?: 'text' | 'email' | 'tel' | 'url' | 'date' | 'number';
  maxLength?: number;
  lang?: LanguageCode | undefined;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric' | 'decimal';
  autoComplete?: string;
  placeholder?: string;
  min?: string;
  max?: string;
  step?: string;
  spellCheck?: boolean;
}

/**
 * One input with its label and hint; read-only for editors. The problem the server found with it
 * on the last save is said under it, and it is marked invalid and described by that problem.
 */
export function TextField({ name, label, hint, describedBy, required, multiline, rows = 2, value, onChange, ...input }: TextFieldProps) {
  const { readOnly, problemOf } = useOfficeForm();
  const id = fieldId(name);
  const problem = problemOf(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name,
    readOnly,
    required,
    className: forms.input,
    'aria-invalid': problem ? (true as const) : undefined,
    'aria-describedby': [hintId, describedBy, problem ? problemId(name) : undefined].filter(Boolean).join(' ') || undefined,
    ...(onChange ? { value, onChange: (e: { target: { value: string } }) => onChange(e.target.value) } : {}),
  };
  return (
    <div className={forms.field}>
      <label htmlFor={id}>
        {label}
        {required && !readOnly && <span className={css.required}> (필수)</span>}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={rows}
          defaultValue={input.defaultValue}
          maxLength={input.maxLength}
          lang={input.lang}
          spellCheck={input.spellCheck}
        />
      ) : (
        <input {...common} {...input} type={input.type ?? 'text'} />
      )}
      {hint && (
        <span id={hintId} className={page.hint}>
          {hint}
        </span>
      )}
      <FieldProblem id={problemId(name)} text={problem} />
    </div>
  );
}

/** A label that names its group for screen readers ("사무소 이름 영어") and shows only the part that differs. */
const inGroup = (group: string, label: string) => (
  <>
    <span className="visually-hidden">{group} </span>
    {label}
  </>
);

/**
 * One text in the site's five languages, under its legend: Korean first, a row of its own (required
 * where `required`; the source every page falls back to), then the translations, each of which may
 * be left empty: the site shows English then, or Korean.
 */
export function LocalizedFields(props: {
  base: string;
  legend: string;
  value: LocalizedText;
  maxLength: number;
  required?: boolean;
  multiline?: boolean;
  autoComplete?: string;
}) {
  const { base, legend, value, maxLength, required, multiline, autoComplete } = props;
  const { readOnly } = useOfficeForm();
  const hintId = `${fieldId(base)}-languages`;
  const field = (lang: LanguageCode) => (
    <TextField
      key={lang}
      name={`${base}.${lang}`}
      label={inGroup(legend, officeLanguageLabels[lang])}
      defaultValue={value[lang] ?? ''}
      required={lang === 'ko' && required}
      describedBy={lang === 'ko' || readOnly ? undefined : hintId}
      multiline={multiline}
      maxLength={maxLength}
      lang={lang}
      autoComplete={autoComplete}
    />
  );
  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{legend}</legend>
      {!readOnly && (
        <p id={hintId} className={`${page.hint} ${css.groupHint}`}>
          다른 언어는 비워 두어도 됩니다: 그 언어 페이지에 영어가, 영어도 없으면 한국어가 보입니다.
        </p>
      )}
      <div className={css.sourceLanguage}>{field('ko')}</div>
      <div className={css.languageGrid}>{translationLanguages.map(field)}</div>
    </fieldset>
  );
}

/**
 * A list of rows (closures, messengers) with a button to add one and one per row to remove it.
 * A new row's first input takes the focus; after a removal the focus goes to the add button (the
 * removed row's button is gone).
 */
export function RowList<T>(props: {
  legend: string;
  hint: ReactNode;
  empty: string;
  addLabel: string;
  rows: Array<Row<T>>;
  limit: number;
  onAdd: () => void;
  onRemove: (key: number) => void;
  /** The first input of the row at `index` (focused when the row is new). */
  firstField: (index: number) => string;
  renderRow: (index: number, initial: T | null) => ReactNode;
  rowLegend: (index: number) => string;
}) {
  const { legend, hint, empty, addLabel, rows, limit, onAdd, onRemove, firstField, renderRow, rowLegend } = props;
  const { readOnly } = useOfficeForm();
  const addRef = useRef<HTMLButtonElement>(null);
  const [focusLast, setFocusLast] = useState(false);
  useEffect(() => {
    if (!focusLast) return;
    document.getElementById(fieldId(firstField(rows.length - 1)))?.focus();
    setFocusLast(false);
  }, [focusLast, rows.length, firstField]);

  return (
    <fieldset className={css.group}>
      <legend className={css.legend}>{legend}</legend>
      <p className={`${page.hint} ${css.groupHint}`}>{hint}</p>
      {rows.length === 0 ? (
        <p className={page.muted}>{empty}</p>
      ) : (
        <ol className={css.rows}>
          {rows.map((row, index) => (
            <li key={row.key}>
              <fieldset className={css.row}>
                <legend className={css.rowLegend}>{rowLegend(index)}</legend>
                {renderRow(index, row.initial)}
                {!readOnly && (
                  <button
                    type="button"
                    className={buttons.smallDangerButton}
                    onClick={() => {
                      onRemove(row.key);
                      addRef.current?.focus();
                    }}
                  >
                    <span className="visually-hidden">{rowLegend(index)} </span>지우기
                  </button>
                )}
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      {!readOnly && (
        <button
          ref={addRef}
          type="button"
          className={buttons.smallButton}
          disabled={rows.length >= limit}
          onClick={() => {
            onAdd();
            setFocusLast(true);
          }}
        >
          {addLabel}
        </button>
      )}
    </fieldset>
  );
}

/** A closure's days and its note, in Korean and English at hand and the other languages folded. */
export function ClosureFields({ index, closure }: { index: number; closure: OfficeClosure | null }) {
  const { problemOf } = useOfficeForm();
  const base = `closures.${index}`;
  const head = `휴무 ${index + 1}`;
  const note = (lang: LanguageCode) => (
    <TextField
      key={lang}
      name={`${base}.note.${lang}`}
      label={inGroup(head, `메모 (${officeLanguageLabels[lang]})`)}
      defaultValue={closure?.note?.[lang] ?? ''}
      maxLength={officeTextLimits.closureNote}
      lang={lang}
      placeholder={lang === 'ko' ? '예: 추석 연휴' : lang === 'en' ? 'e.g. Chuseok holidays' : undefined}
    />
  );
  const others = ['zh', 'ja', 'ru'] as const;
  const othersShown = others.some((lang) => closure?.note?.[lang] || problemOf(`${base}.note.${lang}`));
  return (
    <>
      <div className={css.closureGrid}>
        <TextField
          name={`${base}.from`}
          label={inGroup(head, '첫날')}
          type="date"
          required
          defaultValue={closure?.from ?? ''}
          {...filterDateRange}
        />
        <TextField
          name={`${base}.to`}
          label={inGroup(head, '마지막 날')}
          type="date"
          required
          defaultValue={closure?.to ?? ''}
          {...filterDateRange}
        />
        {note('ko')}
        {note('en')}
      </div>
      <details className={css.moreLanguages} open={othersShown || undefined}>
        <summary>
          <span className="visually-hidden">{head} </span>메모: 중국어·일본어·러시아어
        </summary>
        <div className={css.grid}>{others.map(note)}</div>
      </details>
    </>
  );
}

/** A messenger: which one, and the link a visitor's phone opens. */
export function MessengerFields({ index, messenger }: { index: number; messenger: { kind: MessengerKind; url: string } | null }) {
  const { readOnly, problemOf } = useOfficeForm();
  const base = `messengers.${index}`;
  const head = `메신저 ${index + 1}`;
  const kindName = `${base}.kind`;
  const kindProblem = problemOf(kindName);
  return (
    <div className={css.messengerGrid}>
      <div className={forms.field}>
        <label htmlFor={fieldId(kindName)}>{inGroup(head, '종류')}</label>
        {readOnly ? (
          // A select cannot be read-only; an editor reads the name instead.
          <input id={fieldId(kindName)} className={forms.input} readOnly value={messenger ? messengerNames[messenger.kind] : ''} />
        ) : (
          <select
            id={fieldId(kindName)}
            name={kindName}
            className={forms.input}
            defaultValue={messenger?.kind ?? messengerKinds[0]}
            aria-invalid={kindProblem ? true : undefined}
            aria-describedby={kindProblem ? problemId(kindName) : undefined}
          >
            {messengerKinds.map((kind) => (
              <option key={kind} value={kind}>
                {messengerNames[kind]}
              </option>
            ))}
          </select>
        )}
        <FieldProblem id={problemId(kindName)} text={kindProblem} />
      </div>
      <TextField
        name={`${base}.url`}
        label={inGroup(head, '링크 (https://)')}
        type="url"
        inputMode="url"
        required
        defaultValue={messenger?.url ?? ''}
        maxLength={officeTextLimits.messengerUrl}
        placeholder="https://"
        spellCheck={false}
      />
    </div>
  );
}
