import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet } from '@tanstack/react-router';
import { setCsrfToken, trpc } from '../api';
import { useStaff } from '../session';
import * as css from '../styles.css';

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
          {staff.role === 'admin' && (
            <>
              <Link className={css.navLink} to="/inquiries">
                문의함
              </Link>
              <Link className={css.navLink} to="/staff">
                직원 계정
              </Link>
              <Link className={css.navLink} to="/audit">
                감사 기록
              </Link>
            </>
          )}
        </nav>
        <div className={css.who}>
          <span>
            {staff.displayName} ({staff.role === 'admin' ? '관리자' : '편집자'})
          </span>
          <button className={css.quietButton} type="button" onClick={onSignOut} disabled={signOut.isPending}>
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

export function HomeScreen() {
  const staff = useStaff();
  return (
    <>
      <h1 className={css.title}>안녕하세요, {staff.displayName}님</h1>
      <p className={css.card}>공지사항·자료실·문구 편집과 문의함 화면은 다음 단계에서 이 메뉴에 추가됩니다.</p>
    </>
  );
}
