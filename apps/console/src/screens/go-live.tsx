import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useRef, useState } from 'react';
import { type AdminOutputs, trpc } from '../lib/api';
import { serverMessage } from '../lib/server-message';
import { LoadError } from '../components/load-error';
import { type Message, MessageLine } from '../components/message-line';
import * as page from '../styles/page.css';
import * as buttons from '../styles/buttons.css';
import * as badges from '../styles/badges.css';
import * as css from './go-live.css';
import { koreaDateTime as dateTime } from '../lib/korea-time';

type GoLiveItem = AdminOutputs['goLive']['checklist'][number];
type ItemOf<K extends GoLiveItem['key']> = Extract<GoLiveItem, { key: K }>;

/**
 * "운영 시작 전 점검" (issue 25), on an admin's first screen: what a real office must have done
 * before the site goes public, each item read from where its truth lives (the details, the
 * server's settings, the posts, the audit log). Once every item is done, one line says so.
 */
export function GoLiveChecklist() {
  const checklist = useQuery(trpc.goLive.checklist.queryOptions());
  const items = checklist.data;
  if (checklist.isError) return <LoadError lead="운영 시작 전 점검 목록을 불러오지 못했습니다" error={checklist.error} />;
  if (!items) return null;
  const done = items.filter((item) => item.done).length;
  if (done === items.length) {
    return (
      <div className={page.notice}>
        <p>
          <span aria-hidden="true">✓ </span>운영 시작 전 점검: 준비가 끝났습니다.
        </p>
      </div>
    );
  }
  return (
    <section className={`${page.card} ${css.checklist}`} aria-labelledby="go-live-title">
      <h2 id="go-live-title">운영 시작 전 점검</h2>
      <p className={css.lead}>
        누리집을 실제로 공개하기 전에 할 일입니다. {items.length}가지 중 {done}가지를 마쳤습니다. 모두 마치면 이 목록 대신 &lsquo;준비가
        끝났습니다&rsquo;가 보입니다.
      </p>
      <ul className={css.items}>
        {items.map((item) => (
          <li key={item.key} className={css.item}>
            <ChecklistItem item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ChecklistItem({ item }: { item: GoLiveItem }) {
  switch (item.key) {
    case 'officeDetails':
      return <OfficeDetailsItem item={item} />;
    case 'publicOrigin':
      return <PublicOriginItem item={item} />;
    case 'mail':
      return <MailItem item={item} />;
    case 'demoContent':
      return <DemoContentItem item={item} />;
    case 'backups':
      return <BackupsItem item={item} />;
    case 'staffSecurity':
      return <StaffSecurityItem item={item} />;
  }
}

/** Done or not, in words and a mark (never by colour alone). */
function DoneBadge({ done }: { done: boolean }) {
  return done ? (
    <span className={badges.badgePublished}>
      <span aria-hidden="true">✓ </span>완료
    </span>
  ) : (
    <span className={badges.badgeWarn}>
      <span aria-hidden="true">! </span>할 일
    </span>
  );
}

/** An item's frame: its title (with the badge), then what it means and what to do. */
function Item({ title, done, children }: { title: string; done: boolean; children: ReactNode }) {
  return (
    <>
      <h3 className={css.itemTitle}>{title}</h3>
      <div className={css.itemBadge}>
        <DoneBadge done={done} />
      </div>
      <div className={css.itemBody}>{children}</div>
    </>
  );
}

function OfficeDetailsItem({ item }: { item: ItemOf<'officeDetails'> }) {
  return (
    <Item title="사무소 정보" done={item.done}>
      {item.done ? (
        <p>사무소의 이름, 주소, 전화번호, 이메일이 들어 있습니다. 바뀌면 사무소 정보 화면에서 고치세요.</p>
      ) : item.demo ? (
        <p>
          아직 가상의 예시 사무소 정보가 들어 있습니다. 누리집의 모든 페이지(바닥글, 문의하기, 지도, 검색 엔진 정보)에 실제가 아닌
          이름·주소· 전화번호가 보입니다. 사무소의 실제 정보로 바꿔 저장하세요.
        </p>
      ) : (
        <p>사무소의 이름, 주소, 전화번호, 이메일을 입력하세요. 누리집의 모든 페이지에 보이는 정보입니다.</p>
      )}
      <div className={css.action}>
        <Link className={item.done ? buttons.quietLinkButton : buttons.linkButton} to="/office">
          사무소 정보 {item.done ? '보기' : '입력하기'}
        </Link>
      </div>
    </Item>
  );
}

/** Why a configured address is not one the public can use, in the admin's words. */
function originProblem(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return '주소 형식이 아닙니다.';
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (local) return '이 컴퓨터 안에서만 열리는 주소(localhost)입니다.';
  if (url.protocol !== 'https:') return 'https://로 시작하지 않습니다. 방문자와 로그인 정보를 지키려면 https가 필요합니다.';
  return null;
}

function PublicOriginItem({ item }: { item: ItemOf<'publicOrigin'> }) {
  return (
    <Item title="누리집 주소 (PUBLIC_ORIGIN)" done={item.done}>
      <p>
        서버에 설정된 주소: <span className={css.value}>{item.origin}</span>
      </p>
      {item.done ? (
        <p>검색 엔진에 알리는 주소, 메일 속 링크, 콘솔 로그인이 이 주소를 씁니다.</p>
      ) : (
        <>
          <p>
            {originProblem(item.origin)} 누리집의 실제 주소(https://로 시작하고 localhost가 아닌 주소)여야 합니다. 검색 엔진에 알리는 주소,
            메일 속 링크, 콘솔 로그인이 이 주소를 씁니다.
          </p>
          <p>
            이 값은 여기서 바꿀 수 없는 서버의 환경 변수입니다. 서버를 관리하는 사람이 <span className={css.value}>PUBLIC_ORIGIN</span>을
            바꾸고 서버를 다시 시작합니다 (설명: <span className={css.value}>docs/configuration.md</span>).
          </p>
        </>
      )}
    </Item>
  );
}

/** Why the test e-mail did not go, in Korean by the server's code; a mail server's refusal with its reply as it came. */
const testMailFailures = {
  noSmtp: () => 'SMTP_URL이 설정되지 않아 서버가 메일을 보내지 않습니다. 서버의 환경 변수 SMTP_URL을 설정하고 서버를 다시 시작하세요.',
  noAddress: () => '받을 주소가 없습니다. 사무소 정보에 이메일을 입력하거나, 서버의 환경 변수 MAIL_FROM과 MAIL_TO를 설정하세요.',
  refused: (reason: string) => `메일 서버가 보내기를 거절했습니다. 메일 서버의 답: ${reason}`,
} as const;

function MailItem({ item }: { item: ItemOf<'mail'> }) {
  const send = useMutation(trpc.goLive.sendTestMail.mutationOptions());
  const [message, setMessage] = useState<Message | null>(null);
  const onSend = async () => {
    setMessage(null);
    try {
      const result = await send.mutateAsync();
      setMessage(
        result.sent
          ? { ok: true, text: `테스트 메일을 보냈습니다 (받는 주소: ${result.to.join(', ')}). 받은편지함과 스팸함을 확인하세요.` }
          : { ok: false, text: `테스트 메일을 보내지 못했습니다: ${testMailFailures[result.code](result.reason)}` },
      );
    } catch (error) {
      setMessage({ ok: false, text: `테스트 메일을 보내지 못했습니다: ${serverMessage(error)}` });
    }
  };
  return (
    <Item title="알림 메일" done={item.done}>
      {item.done ? (
        <p>
          메일 서버(SMTP_URL)가 설정되어 있습니다. 새 문의가 들어오면 사무소로 알림 메일이 갑니다. 테스트 메일로 실제로 도착하는지
          확인하세요.
        </p>
      ) : (
        <p>
          메일 서버가 설정되지 않아 새 문의의 알림 메일을 보내지 않습니다 (문의는 문의함에 저장됩니다). 서버의 환경 변수{' '}
          <span className={css.value}>SMTP_URL</span>을 설정하고 서버를 다시 시작하세요 (설명:{' '}
          <span className={css.value}>docs/configuration.md</span>).
        </p>
      )}
      <div className={css.action}>
        <button className={buttons.quietButton} type="button" onClick={onSend} disabled={send.isPending}>
          {send.isPending ? '보내는 중…' : '테스트 메일 보내기'}
        </button>
      </div>
      <MessageLine message={message} />
    </Item>
  );
}

function DemoContentItem({ item }: { item: ItemOf<'demoContent'> }) {
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.goLive.removeDemoContent.mutationOptions());
  const [message, setMessage] = useState<Message | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  const onRemove = async () => {
    const question =
      `예시로 들어 있던 공지사항·자료실 글 ${item.remaining}개를 지울까요?\n` +
      '첨부 파일과 번역도 함께 지워지며 되돌릴 수 없습니다. 제목을 고친 글은 사무소의 글로 보고 지우지 않습니다.';
    if (!window.confirm(question)) return;
    try {
      const { removed } = await remove.mutateAsync();
      setMessage({ ok: true, text: `예시 글 ${removed}개를 지웠습니다.` });
      await queryClient.invalidateQueries({ queryKey: trpc.posts.pathKey() });
    } catch (error) {
      setMessage({ ok: false, text: `예시 글을 지우지 못했습니다: ${serverMessage(error)}` });
    }
    await queryClient.invalidateQueries({ queryKey: trpc.goLive.checklist.queryKey() });
    // The button is gone once the item is done: the focus goes to what happened.
    messageRef.current?.focus();
  };
  return (
    <Item title="예시 글" done={item.done}>
      {item.done ? (
        <p>예시로 들어 있던 공지사항·자료실 글이 남아 있지 않습니다.</p>
      ) : (
        <>
          <p>
            예시로 들어 있던 공지사항·자료실 글이 {item.remaining}개 남아 있습니다. 누리집에 보이는 가상의 글이니 공개하기 전에 지우세요.
            제목을 고친 글은 세지 않습니다.
          </p>
          <div className={css.action}>
            <button className={buttons.dangerButton} type="button" onClick={onRemove} disabled={remove.isPending}>
              {remove.isPending ? '지우는 중…' : '예시 글 지우기'}
            </button>
          </div>
        </>
      )}
      <MessageLine message={message} focusRef={messageRef} />
    </Item>
  );
}

function BackupsItem({ item }: { item: ItemOf<'backups'> }) {
  return (
    <Item title="백업" done={item.done}>
      <p>
        {item.lastBackupAt
          ? `마지막 백업: ${dateTime.format(new Date(item.lastBackupAt))}${item.done ? '' : ' (이틀이 넘었습니다)'}`
          : '아직 백업한 기록이 없습니다.'}
      </p>
      <p>
        서버에서 날마다 <span className={css.value}>node cli.js backup FILE</span>을 실행하세요 (예: cron). 백업 파일은 서버 밖의 다른
        곳에도 보관하세요. 복원까지 설명: <span className={css.value}>docs/operations.md</span>
      </p>
    </Item>
  );
}

/** Second factors (issue 26): required of everyone, set up by every active account, their secrets sealed with the server's own key. */
function StaffSecurityItem({ item }: { item: ItemOf<'staffSecurity'> }) {
  return (
    <Item title="직원 로그인 2단계 인증" done={item.done}>
      {item.done ? (
        <p>모든 직원 계정이 비밀번호와 함께 인증 앱이나 패스키로 로그인합니다.</p>
      ) : (
        <ul className={css.problems}>
          {!item.required && (
            <li>
              2단계 인증이 필수가 아닙니다. 직원 계정 화면에서 &lsquo;모든 직원에게 2단계 인증 요구&rsquo;를 켜세요 (개인정보의 안전성
              확보조치 기준 제6조제2항: 외부에서 개인정보에 접속할 때 비밀번호 외의 안전한 인증 수단).
            </li>
          )}
          {item.accountsWithoutFactor > 0 && (
            <li>
              인증 앱이나 패스키를 등록하지 않은 계정이 {item.accountsWithoutFactor}개 있습니다. 각 직원이 내 계정 화면에서 등록합니다.
            </li>
          )}
          {!item.secretsKeyConfigured && (
            <li>
              서버의 환경 변수 <span className={css.value}>STAFF_SECRETS_KEY</span>가 설정되지 않아, 인증 앱의 비밀 값이 데이터베이스 안에
              있는 키로 암호화됩니다. 서버를 관리하는 사람이 32자 이상의 임의 값을 설정하고 서버를 다시 시작합니다 (설명:{' '}
              <span className={css.value}>docs/configuration.md</span>).
            </li>
          )}
        </ul>
      )}
      <div className={css.action}>
        <Link className={item.done ? buttons.quietLinkButton : buttons.linkButton} to="/staff">
          2단계 인증 설정 {item.done ? '보기' : '열기'}
        </Link>
      </div>
    </Item>
  );
}
