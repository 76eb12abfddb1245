import { type LanguageCode, languageKoreanNames, languageNames, languageTags, sourceLanguage } from '@office/contracts/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { type AdminOutputs, trpc } from '../lib/api';
import { serverMessage } from '../lib/server-message';
import { useOnce } from '../hooks/use-once';
import { useStaff } from '../hooks/use-staff';
import { LoadError } from '../components/load-error';
import { type Message, MessageLine } from '../components/message-line';
import { TableScroll } from '../components/table-scroll';
import * as page from '../styles/page.css';
import * as tables from '../styles/table.css';
import * as badges from '../styles/badges.css';
import * as css from './languages.css';
import * as switches from '../styles/switch.css';
import { koreaDateTime as dateTime } from '../lib/korea-time';

type SiteLanguage = AdminOutputs['languages']['list'][number];

/** The read-only notice's id: every switch of an editor's screen points at it (why it cannot be used). */
const adminOnlyId = 'languages-admin-only';

/** 을 after a final consonant, 를 after a vowel ("베트남어를", "한국말을"). */
function objectParticle(word: string): '을' | '를' {
  const syllable = word.charCodeAt(word.length - 1) - 0xac00;
  return syllable >= 0 && syllable < 11_172 && syllable % 28 !== 0 ? '을' : '를';
}

/**
 * 언어 (decision 0043): which of the site's languages visitors are offered. Every member of staff
 * sees the list; an admin switches a language on or off (editors see the switches, disabled, and
 * why). Korean, the source of every translation, is always on.
 */
export function LanguagesScreen() {
  const staff = useStaff();
  const list = useQuery(trpc.languages.list.queryOptions());
  const readOnly = staff.role !== 'admin';
  return (
    <>
      <h1 className={page.title}>언어</h1>
      <section className={`${page.card} ${css.about}`} aria-labelledby="languages-about">
        <h2 id="languages-about">언어를 끄고 켜면</h2>
        <p>누리집의 언어는 여기서 방문자에게 보이거나 보이지 않게 합니다. 언어를 끄면:</p>
        <ul>
          <li>누리집의 언어 메뉴에서 빠지고, 검색 엔진에 알리는 다른 언어 주소(hreflang)와 사이트맵에서도 빠집니다.</li>
          <li>그 언어의 페이지 주소로 들어온 방문자는 같은 내용의 한국어 페이지로 옮겨 갑니다.</li>
          <li>
            번역해 둔 문구는 지워지지 않습니다. 직원은 <Link to="/texts">문구</Link> 관리에서 꺼진 언어의 문구도 계속 고칠 수 있습니다.
          </li>
          <li>다시 켜면 언어 메뉴, hreflang, 사이트맵, 페이지가 모두 한꺼번에 돌아옵니다.</li>
        </ul>
      </section>
      {readOnly && (
        <div className={page.notice}>
          <p id={adminOnlyId}>
            언어를 켜고 끄는 일은 관리자만 할 수 있습니다. 여기서는 볼 수만 있습니다. 바꿀 언어가 있으면 관리자에게 알려 주세요.
          </p>
        </div>
      )}
      {list.isPending && <p role="status">불러오는 중…</p>}
      <LoadError lead="언어 목록을 불러오지 못했습니다" error={list.isError ? list.error : null} />
      {list.data && <LanguageTable languages={list.data} readOnly={readOnly} />}
    </>
  );
}

/**
 * One row a language: its names, code, whether visitors see it, who switched it last, and its
 * switch. The switch keeps the focus while the change is on its way (it shows the new state, and
 * a second click waits); what came of it is said in the message line above the table.
 */
function LanguageTable({ languages, readOnly }: { languages: SiteLanguage[]; readOnly: boolean }) {
  const queryClient = useQueryClient();
  const setOffered = useMutation(trpc.languages.setOffered.mutationOptions());
  const { once } = useOnce();
  const [pending, setPending] = useState<{ code: LanguageCode; offered: boolean } | null>(null);
  const [message, setMessage] = useState<Message | null>(null);

  const onSwitch = (code: LanguageCode, offered: boolean) =>
    void once(async () => {
      const name = languageKoreanNames[code];
      const particle = objectParticle(name);
      setMessage(null);
      setPending({ code, offered });
      try {
        const saved = await setOffered.mutateAsync({ code, offered });
        queryClient.setQueryData(trpc.languages.list.queryKey(), saved);
        setMessage({
          ok: true,
          text: offered
            ? `${name}${particle} 방문자에게 보이게 했습니다. 누리집의 언어 메뉴, hreflang, 사이트맵에 다시 나옵니다.`
            : `${name}${particle} 껐습니다. 방문자에게 보이지 않고, 그 언어의 페이지는 한국어 페이지로 옮겨 갑니다. 문구는 그대로 남아 있습니다.`,
        });
      } catch (error) {
        setMessage({ ok: false, text: `${name}${particle} ${offered ? '켜지' : '끄지'} 못했습니다: ${serverMessage(error)}` });
      }
      // What the server holds now (another admin may have switched it meanwhile).
      await queryClient.invalidateQueries({ queryKey: trpc.languages.list.queryKey() });
      setPending(null);
    });

  return (
    <>
      <MessageLine message={message} />
      <TableScroll label="언어 목록">
        <table className={tables.table}>
          <caption className={tables.tableCaption}>
            누리집의 언어 {languages.length}개 중 {languages.filter((language) => language.offered).length}개가 방문자에게 보입니다.
            한국어는 모든 번역의 원문이라 언제나 보입니다.
          </caption>
          <thead>
            <tr>
              <th scope="col">언어</th>
              <th scope="col">코드</th>
              <th scope="col">방문자</th>
              <th scope="col">마지막으로 바꾼 사람</th>
              <th scope="col">켜고 끄기</th>
            </tr>
          </thead>
          <tbody>
            {languages.map((language) => {
              const source = language.code === sourceLanguage;
              const checked = pending?.code === language.code ? pending.offered : language.offered;
              const hintId = `language-${language.code}-hint`;
              return (
                <tr key={language.code}>
                  <th scope="row" className={tables.rowHeader}>
                    {languageKoreanNames[language.code]}
                    <span className={css.ownName} lang={languageTags[language.code]}>
                      {languageNames[language.code]}
                    </span>
                  </th>
                  <td>
                    <span className={css.code}>{language.code}</span>
                  </td>
                  <td>
                    {language.offered ? (
                      <span className={badges.badgePublished}>
                        <span aria-hidden="true">✓ </span>방문자에게 보임
                      </span>
                    ) : (
                      <span className={badges.badgeDraft}>꺼짐</span>
                    )}
                  </td>
                  <td>
                    {language.updatedAt ? (
                      <>
                        <span className={page.nowrap}>{dateTime.format(new Date(language.updatedAt))}</span>
                        <br />
                        <span className={page.hint}>{language.updatedBy}</span>
                      </>
                    ) : (
                      <span className={page.muted}>{source ? '—' : '바꾼 적 없음'}</span>
                    )}
                  </td>
                  <td>
                    <label className={css.switchRow}>
                      <input
                        type="checkbox"
                        role="switch"
                        className={switches.switchInput}
                        checked={checked}
                        disabled={source || readOnly}
                        aria-describedby={source ? hintId : readOnly ? adminOnlyId : undefined}
                        onChange={(event) => onSwitch(language.code, event.currentTarget.checked)}
                      />
                      <span>
                        <span className="visually-hidden">{languageKoreanNames[language.code]} </span>방문자에게 보이기
                      </span>
                    </label>
                    {source && (
                      <span id={hintId} className={`${page.hint} ${css.switchHint}`}>
                        원문 언어라 끌 수 없습니다
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    </>
  );
}
