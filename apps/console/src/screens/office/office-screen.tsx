import { officePlaceholderNames } from '@office/contracts/browser';
import type { MessengerKind, OfficeClosure, OfficeDetails } from '@office/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type FormEvent, Fragment, type MouseEvent, type Ref, useEffect, useRef, useState } from 'react';
import { trpc, trpcErrorOf } from '../../lib/api';
import { officeListLimits, officeTextLimits } from '../../lib/office-field-wordings';
import { refusedFields, serverMessage } from '../../lib/server-message';
import { useOnce } from '../../hooks/use-once';
import { useStaff } from '../../hooks/use-staff';
import { LoadError } from '../../components/load-error';
import { type Message, MessageLine } from '../../components/message-line';
import { ClosureFields, LocalizedFields, MessengerFields, RowList, TextField } from './office-fields';
import {
  type FieldProblem,
  fieldId,
  missingKorean,
  newRow,
  OfficeFormContext,
  problemsOf,
  readOfficeForm,
  type Row,
  rowsOf,
} from './office-form-data';
import { placeholderLabels } from './placeholder-labels';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import * as css from './office.css';
import { koreaDateTime as dateTime } from '../../lib/korea-time';

/**
 * 사무소 정보 (issue 25): the office's details every page shows, in one form. Admins change them;
 * editors read them (the inputs are read-only and there is no save button).
 */
/** The address in parts for search engines, each in Korean and in English. */
const postalAddressParts = [
  ['streetAddress', '도로명 주소'],
  ['locality', '시·군·구'],
  ['region', '시·도'],
] as const;

export function OfficeScreen() {
  const staff = useStaff();
  const record = useQuery(trpc.office.get.queryOptions());
  const data = record.data;
  const readOnly = staff.role !== 'admin';
  return (
    <>
      <h1 className={page.title}>사무소 정보</h1>
      {data && (
        <p className={`${page.muted} ${css.saved}`}>
          {data.updatedAt ? `마지막 저장: ${dateTime.format(new Date(data.updatedAt))} (${data.updatedBy})` : '아직 저장하지 않았습니다'}
        </p>
      )}
      {readOnly && (
        <div className={page.notice}>
          <p>사무소 정보는 관리자만 바꿀 수 있습니다. 여기서는 볼 수만 있습니다. 고칠 곳이 있으면 관리자에게 알려 주세요.</p>
        </div>
      )}
      {record.isPending && <p role="status">불러오는 중…</p>}
      <LoadError lead="사무소 정보를 불러오지 못했습니다" error={record.isError ? record.error : null} />
      {data && <OfficeForm details={data.details} readOnly={readOnly} />}
      <PlaceholderHelp />
    </>
  );
}

/**
 * The form, filled with the details as loaded. The server checks every field at once and names
 * each it refuses, so the browser's own checks (a bubble at a time, in the browser's language) are
 * off; the refused fields are listed above the form and said beside each, and the focus goes to the
 * first. Only the Korean texts every page falls back to are checked here first.
 */
function OfficeForm({ details, readOnly }: { details: OfficeDetails; readOnly: boolean }) {
  const queryClient = useQueryClient();
  const update = useMutation(trpc.office.update.mutationOptions());
  const { busy, once } = useOnce();
  const [closures, setClosures] = useState(() => rowsOf<OfficeClosure>(details.closures));
  const [messengers, setMessengers] = useState(() => rowsOf<{ kind: MessengerKind; url: string }>(details.messengers));
  const [geo, setGeo] = useState({ lat: String(details.geo.lat), lng: String(details.geo.lng) });
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  const [message, setMessage] = useState<Message | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  // The field to focus once the problems are shown (marked invalid and described by then).
  const [focusName, setFocusName] = useState<string | null>(null);
  useEffect(() => {
    if (focusName === null) return;
    const field = document.getElementById(fieldId(focusName));
    (field ?? summaryRef.current)?.focus();
    setFocusName(null);
  }, [focusName]);

  /** Shows the problems in the form's order (the summary reads like the form), focusing the first. */
  const show = (found: FieldProblem[], form: HTMLFormElement) => {
    const elements = Array.from(form.elements);
    const position = (name: string) => {
      const at = elements.findIndex((element) => element.id === fieldId(name));
      return at < 0 ? elements.length : at;
    };
    const sorted = [...found].sort((a, b) => position(a.name) - position(b.name));
    setProblems(sorted);
    setFocusName(sorted[0]?.name ?? '');
  };

  /** A list's rows changed: the problems named by row number no longer point at the right rows. */
  const changeRows = <T,>(list: 'closures' | 'messengers', set: (update: (rows: Array<Row<T>>) => Array<Row<T>>) => void) => ({
    add: () => set((rows) => [...rows, newRow<T>()]),
    remove: (key: number) => {
      set((rows) => rows.filter((row) => row.key !== key));
      setProblems((current) => current.filter((problem) => !problem.name.startsWith(`${list}.`)));
    },
  });
  const closureRows = changeRows<OfficeClosure>('closures', setClosures);
  const messengerRows = changeRows<{ kind: MessengerKind; url: string }>('messengers', setMessengers);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    void once(async () => {
      setMessage(null);
      setProblems([]);
      const { details: entered, openingHoursLines } = readOfficeForm(new FormData(form), {
        closures: closures.length,
        messengers: messengers.length,
      });
      const missing = missingKorean(entered);
      if (missing.length) {
        show(missing, form);
        return;
      }
      try {
        const saved = await update.mutateAsync(entered);
        queryClient.setQueryData(trpc.office.get.queryKey(), saved);
        await queryClient.invalidateQueries({ queryKey: trpc.goLive.checklist.queryKey() });
        setMessage({ ok: true, text: '사무소 정보를 저장했습니다. 누리집의 모든 페이지에 곧바로 보입니다.' });
      } catch (error) {
        const found = problemsOf(refusedFields(error), openingHoursLines);
        if (trpcErrorOf(error)?.data?.httpStatus === 400 && found.length) show(found, form);
        else setMessage({ ok: false, text: `저장하지 못했습니다: ${serverMessage(error)}` });
      }
    });
  };

  const problemOf = (name: string) => problems.find((problem) => problem.name === name)?.text;
  const lat = Number(geo.lat);
  const lng = Number(geo.lng);
  const placed = geo.lat.trim() !== '' && geo.lng.trim() !== '' && Number.isFinite(lat) && Number.isFinite(lng);

  return (
    <OfficeFormContext.Provider value={{ readOnly, problemOf }}>
      <MessageLine message={message} />
      <ProblemSummary problems={problems} focusRef={summaryRef} />
      <form className={css.form} onSubmit={onSubmit} noValidate aria-label="사무소 정보">
        <section className={page.card} aria-labelledby="office-basics">
          <h2 id="office-basics">사무소</h2>
          <LocalizedFields base="name" legend="사무소 이름" value={details.name} maxLength={officeTextLimits.name} required />
          <LocalizedFields
            base="representative"
            legend="대표자"
            value={details.representative}
            maxLength={officeTextLimits.representative}
            required
          />
          <LocalizedFields
            base="licenceNumber"
            legend="행정사 업무신고번호"
            value={details.licenceNumber}
            maxLength={officeTextLimits.licenceNumber}
            autoComplete="off"
          />
          <div className={css.grid}>
            <TextField
              name="businessNumber"
              label="사업자등록번호"
              defaultValue={details.businessNumber}
              hint="예: 312-86-04127"
              maxLength={12}
              autoComplete="off"
            />
          </div>
        </section>

        <section className={page.card} aria-labelledby="office-contact">
          <h2 id="office-contact">연락처</h2>
          <div className={css.grid}>
            <TextField
              name="phone"
              label="전화번호"
              type="tel"
              required
              defaultValue={details.phone}
              hint="하이픈을 넣어: 041-357-2480"
              autoComplete="off"
              maxLength={14}
            />
            <TextField
              name="fax"
              label="팩스 번호"
              type="tel"
              defaultValue={details.fax ?? ''}
              hint="없으면 비워 두세요."
              autoComplete="off"
              maxLength={14}
            />
            <TextField
              name="email"
              label="이메일"
              type="email"
              required
              defaultValue={details.email}
              hint="누리집에 보이고, 새 문의 알림도 이 주소로 갑니다."
              maxLength={officeTextLimits.email}
              autoComplete="off"
            />
          </div>
        </section>

        <section className={page.card} aria-labelledby="office-address">
          <h2 id="office-address">주소</h2>
          <LocalizedFields base="address" legend="주소" value={details.address} maxLength={officeTextLimits.address} required />
          <div className={css.grid}>
            <TextField
              name="postalCode"
              label="우편번호"
              defaultValue={details.postalCode}
              hint="숫자 다섯 자리"
              inputMode="numeric"
              maxLength={5}
              autoComplete="off"
            />
          </div>
          <fieldset className={css.group}>
            <legend className={css.legend}>검색 엔진용 주소</legend>
            <p className={`${page.hint} ${css.groupHint}`}>
              구글·네이버 같은 검색 엔진이 읽는 주소입니다. 나누어 한국어와 영어로 적습니다 (예: 당진중앙2로 148, 3층 · 당진시 · 충청남도).
            </p>
            <div className={css.grid}>
              {(['ko', 'en'] as const).flatMap((lang) =>
                postalAddressParts.map(([part, label]) => (
                  <TextField
                    key={`${part}.${lang}`}
                    name={`postalAddress.${part}.${lang}`}
                    label={`${label} (${lang === 'ko' ? '한국어' : '영어'})`}
                    lang={lang}
                    defaultValue={details.postalAddress[part][lang]}
                    maxLength={officeTextLimits[part]}
                  />
                )),
              )}
            </div>
          </fieldset>
        </section>

        <section className={page.card} aria-labelledby="office-hours">
          <h2 id="office-hours">업무 시간과 휴무일</h2>
          <LocalizedFields
            base="hours"
            legend="업무 시간 안내"
            value={details.hours}
            maxLength={officeTextLimits.hours}
            required
            multiline
          />
          <TextField
            name="openingHours"
            label="검색 엔진용 업무 시간"
            multiline
            rows={3}
            defaultValue={details.openingHours.join('\n')}
            spellCheck={false}
            hint={
              <>
                한 줄에 하나씩, 예: <code>Mo-Fr 09:00-18:00</code> 다음 줄에 <code>Sa 10:00-14:00</code>. 요일은 Mo Tu We Th Fr Sa Su,
                시각은 24시간제입니다. 검색 엔진이 읽는 형식이라 영어 약자로 적습니다 ({officeListLimits.openingHours}줄까지).
              </>
            }
          />
          <RowList
            legend="휴무일"
            hint="명절·여름휴가처럼 문을 닫는 날입니다. 누리집과 검색 엔진 정보에 보입니다. 하루만 쉬면 첫날과 마지막 날을 같게 넣으세요. 지난 휴무일은 지워도 됩니다."
            empty="넣은 휴무일이 없습니다."
            addLabel="휴무일 추가"
            rows={closures}
            limit={officeListLimits.closures}
            onAdd={closureRows.add}
            onRemove={closureRows.remove}
            firstField={(index) => `closures.${index}.from`}
            rowLegend={(index) => `휴무 ${index + 1}`}
            renderRow={(index, closure) => <ClosureFields index={index} closure={closure} />}
          />
        </section>

        <section className={page.card} aria-labelledby="office-messengers">
          <h2 id="office-messengers">메신저</h2>
          <RowList
            legend="메신저 링크"
            hint="외국인 방문자가 휴대폰에서 눌러 바로 연락하는 링크입니다 (카카오톡 채널, Zalo, WhatsApp 등)."
            empty="넣은 메신저가 없습니다."
            addLabel="메신저 추가"
            rows={messengers}
            limit={officeListLimits.messengers}
            onAdd={messengerRows.add}
            onRemove={messengerRows.remove}
            firstField={(index) => `messengers.${index}.kind`}
            rowLegend={(index) => `메신저 ${index + 1}`}
            renderRow={(index, messenger) => <MessengerFields index={index} messenger={messenger} />}
          />
        </section>

        <section className={page.card} aria-labelledby="office-map">
          <h2 id="office-map">지도 위치</h2>
          <fieldset className={css.group}>
            <legend className={css.legend}>지도 표시의 자리</legend>
            <p className={`${page.hint} ${css.groupHint}`}>
              구글 지도에서 사무소 자리를 오른쪽 클릭(휴대폰은 길게 누르기)하면 나오는 두 숫자입니다. 앞의 것이 위도, 뒤의 것이 경도입니다.
            </p>
            <div className={css.grid}>
              <TextField
                name="geo.lat"
                label="위도"
                type="number"
                inputMode="decimal"
                step="any"
                required
                value={geo.lat}
                onChange={(value) => setGeo((current) => ({ ...current, lat: value }))}
                hint="예: 36.89"
              />
              <TextField
                name="geo.lng"
                label="경도"
                type="number"
                inputMode="decimal"
                step="any"
                required
                value={geo.lng}
                onChange={(value) => setGeo((current) => ({ ...current, lng: value }))}
                hint="예: 126.63"
              />
            </div>
            {placed ? (
              <a
                className={css.mapLink}
                href={`https://www.google.com/maps/search/?api=1&query=${lat},${lng}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                지도에서 확인 <span className="visually-hidden">(구글 지도, 새 탭)</span>
              </a>
            ) : (
              <p className={page.hint} style={{ margin: 0 }}>
                위도와 경도를 숫자로 넣으면 지도에서 확인할 수 있습니다.
              </p>
            )}
          </fieldset>
        </section>

        <section className={page.card} aria-labelledby="office-privacy">
          <h2 id="office-privacy">개인정보 보호책임자</h2>
          <p className={page.hint} style={{ marginTop: 0 }}>
            개인정보 보호법 제31조에 따라 개인정보 처리방침에 이름과 연락처를 밝히는 사람입니다.
          </p>
          <LocalizedFields
            base="privacyOfficer.name"
            legend="이름"
            value={details.privacyOfficer.name}
            maxLength={officeTextLimits.privacyOfficerName}
          />
          <LocalizedFields
            base="privacyOfficer.position"
            legend="직위"
            value={details.privacyOfficer.position}
            maxLength={officeTextLimits.privacyOfficerPosition}
          />
          <div className={css.grid}>
            <TextField
              name="privacyOfficer.email"
              label="개인정보 보호책임자 이메일"
              type="email"
              defaultValue={details.privacyOfficer.email}
              maxLength={officeTextLimits.email}
              autoComplete="off"
            />
            <TextField
              name="privacyOfficer.phone"
              label="개인정보 보호책임자 전화번호"
              type="tel"
              defaultValue={details.privacyOfficer.phone}
              hint="예: 041-357-2480"
              maxLength={14}
              autoComplete="off"
            />
          </div>
        </section>

        {!readOnly && (
          <div className={`${page.card} ${css.saveBar}`}>
            <button className={buttons.button} type="submit" disabled={busy}>
              {busy ? '저장하는 중…' : '저장'}
            </button>
            <p className={page.hint}>
              저장하면 누리집의 모든 페이지(바닥글, 문의하기, 지도, 개인정보 처리방침, 검색 엔진 정보)와 알림 메일에 곧바로 반영됩니다.
            </p>
          </div>
        )}
      </form>
    </OfficeFormContext.Provider>
  );
}

/**
 * Above the form after a refused save: how many fields to fix, each a link that moves the focus to
 * its field. An alert, so it is read out; the focus is already on the first field.
 */
function ProblemSummary({ problems, focusRef }: { problems: FieldProblem[]; focusRef: Ref<HTMLDivElement> }) {
  if (!problems.length) return null;
  const focus = (name: string) => (event: MouseEvent) => {
    const field = document.getElementById(fieldId(name));
    if (!field) return;
    event.preventDefault();
    field.focus();
  };
  return (
    <div ref={focusRef} tabIndex={-1} role="alert" className={css.summary}>
      <p>저장하지 못했습니다. 아래 {problems.length}곳을 고쳐 주세요.</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.name}>
            <a href={`#${fieldId(problem.name)}`} onClick={focus(problem.name)}>
              {problem.label}
            </a>
            : {problem.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How page texts name the office's details, so one change here reaches every page. */
function PlaceholderHelp() {
  return (
    <section className={page.card} aria-labelledby="office-placeholders" style={{ marginTop: '1.5rem' }}>
      <h2 id="office-placeholders">문구에서 사무소 정보 쓰기</h2>
      <p>
        누리집의 <Link to="/texts">문구</Link>에는 사무소 정보를 직접 적는 대신 아래 자리표시자를 쓸 수 있습니다. 예를 들어 문구에{' '}
        <code>{'{office.phone}'}</code>이라고 쓰면 여기 저장한 전화번호가 들어갑니다. 번호나 주소가 바뀌면 여기서 한 번만 고치면 누리집의
        모든 언어, 모든 페이지가 함께 바뀝니다.
      </p>
      <dl className={css.placeholders}>
        {officePlaceholderNames.map((name) => (
          <Fragment key={name}>
            <dt>{`{office.${name}}`}</dt>
            <dd>{placeholderLabels[name]}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
