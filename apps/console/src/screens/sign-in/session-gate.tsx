import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isUnauthorized, setCsrfToken, trpc } from '../../lib/api';
import { SessionContext } from '../../hooks/use-staff';
import * as page from '../../styles/page.css';
import * as buttons from '../../styles/buttons.css';
import { EnrolmentScreen } from './enrolment';
import { SecondStepScreen } from './second-step';
import * as css from './sign-in.css';

/**
 * Asks the server who is signed in (`auth.me`); without a session, shows the sign-in screen; with a
 * sign-in that still needs its second factor, or one set up, that step.
 */
export function SessionGate({ signIn, children }: { signIn: ReactNode; children: ReactNode }) {
  const me = useQuery({ ...trpc.auth.me.queryOptions(), retry: false, staleTime: Number.POSITIVE_INFINITY });
  if (me.isPending) {
    return (
      <div className={css.signInPage}>
        <p role="status" className={page.muted}>
          로그인 상태를 확인하는 중…
        </p>
      </div>
    );
  }
  // No session is the sign-in screen; a server that cannot answer is said so, not disguised as one.
  if (me.isError && !isUnauthorized(me.error)) {
    return (
      <div className={css.signInPage}>
        <div role="alert" className={css.signInCard}>
          <p className={page.error}>서버에 연결하지 못했습니다. 잠시 뒤 다시 시도해 주세요.</p>
          <button className={buttons.button} type="button" onClick={() => void me.refetch()} disabled={me.isFetching}>
            다시 시도
          </button>
        </div>
      </div>
    );
  }
  if (me.isError || !me.data) return <>{signIn}</>;
  setCsrfToken(me.data.csrfToken);
  // A sign-in not yet complete (decision 0040) shows its step, whatever the URL; the URL's screen
  // opens once it is done. A request refused for a due step sets the stage here (lib/api.ts).
  if (me.data.stage === 'secondFactor') return <SecondStepScreen session={me.data} />;
  if (me.data.stage === 'enrolment') return <EnrolmentScreen session={me.data} />;
  return <SessionContext.Provider value={me.data.staff}>{children}</SessionContext.Provider>;
}
