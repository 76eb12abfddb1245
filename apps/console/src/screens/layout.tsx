import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { setCsrfToken, trpc } from '../lib/api';
import { useStaff } from '../hooks/use-staff';
import * as page from '../styles/page.css';
import * as buttons from '../styles/buttons.css';
import { GoLiveChecklist } from './go-live';
import * as css from './layout.css';

/** Sidebar of sections (admin-only ones only for admins), who is signed in, sign-out. */
export function ConsoleLayout() {
  const staff = useStaff();
  const queryClient = useQueryClient();
  const signOut = useMutation(trpc.auth.signOut.mutationOptions());
  const onSignOut = async () => {
    await signOut.mutateAsync();
    setCsrfToken('');
    queryClient.clear();
    window.location.assign('/admin/');
  };
  return (
    <div className={css.shell}>
      <aside className={css.sidebar}>
        <span className={css.brand}>관리자 콘솔</span>
        <nav className={css.nav} aria-label="콘솔 메뉴">
          <Link className={css.navLink} to="/" activeOptions={{ exact: true }}>
            처음
          </Link>
          <Link className={css.navLink} to="/posts/notice">
            공지사항
          </Link>
          <Link className={css.navLink} to="/posts/library">
            자료실
          </Link>
          <Link className={css.navLink} to="/texts">
            문구
          </Link>
          <Link className={css.navLink} to="/main-task">
            주요업무 내용
          </Link>
          <Link className={css.navLink} to="/office">
            사무소 정보
          </Link>
          <Link className={css.navLink} to="/languages">
            언어
          </Link>
          <Link className={css.navLink} to="/redirects">
            리다이렉트
          </Link>
          {staff.role === 'admin' && (
            <>
              <Link className={css.navLink} to="/inquiries">
                문의함
              </Link>
              <Link className={css.navLink} to="/outbox">
                알림 메일 대기열
              </Link>
              <Link className={css.navLink} to="/staff">
                직원 계정
              </Link>
              <Link className={css.navLink} to="/audit">
                감사 기록
              </Link>
              <Link className={css.navLink} to="/access-review">
                접속기록 점검
              </Link>
            </>
          )}
        </nav>
        <div className={css.who}>
          <span>
            {staff.displayName} ({staff.role === 'admin' ? '관리자' : '편집자'})
          </span>
          <Link className={css.navLink} to="/account">
            내 계정 · 비밀번호
          </Link>
          <button className={buttons.quietButton} type="button" onClick={onSignOut} disabled={signOut.isPending}>
            로그아웃
          </button>
        </div>
      </aside>
      <main className={css.main}>
        <Outlet />
      </main>
    </div>
  );
}

/** The first screen: for admins the go-live checklist (while anything is left to do), then what each section is for. */
export function HomeScreen() {
  const staff = useStaff();
  return (
    <>
      <h1 className={page.title}>안녕하세요, {staff.displayName}님</h1>
      {staff.role === 'admin' && <GoLiveChecklist />}
      <div className={page.card}>
        <p style={{ marginTop: 0 }}>왼쪽 메뉴에서 할 일을 고르세요.</p>
        <ul style={{ marginBottom: 0 }}>
          <li>
            <Link to="/posts/notice">공지사항</Link>·<Link to="/posts/library">자료실</Link>: 글을 쓰고, 고치고, 게시합니다.
          </li>
          <li>
            <Link to="/texts">문구</Link>: 누리집 페이지의 문구를 5개 언어로 고칩니다.
          </li>
          <li>
            <Link to="/main-task">주요업무 내용</Link>: 업무 분류별 소개 글을 언어마다 고칩니다.
          </li>
          <li>
            <Link to="/office">사무소 정보</Link>: 누리집 모든 페이지에 보이는 이름·주소·연락처
            {staff.role === 'admin' ? '를 고칩니다.' : '입니다 (관리자가 고칩니다).'}
          </li>
          <li>
            <Link to="/languages">언어</Link>:{' '}
            {staff.role === 'admin'
              ? '누리집의 언어를 방문자에게 보이게 하거나 끕니다.'
              : '누리집의 어느 언어가 방문자에게 보이는지 봅니다 (관리자가 켜고 끕니다).'}
          </li>
          {staff.role === 'admin' && (
            <li>
              <Link to="/inquiries">문의함</Link>: 들어온 문의를 확인하고 답합니다.
            </li>
          )}
        </ul>
      </div>
    </>
  );
}
