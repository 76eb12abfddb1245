import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminOutputs, setCsrfToken, trpc, trpcErrorOf } from '../../lib/api';

/** Who is signed in and how far (`auth.me`, and what each step of signing in answers). */
export type SessionView = AdminOutputs['auth']['me'];

const isMeQuery = (key: readonly unknown[]) => Array.isArray(key[0]) && key[0].join('.') === 'auth.me';

/**
 * A step of signing in is done (the password, the second factor, a factor set up): this session's
 * CSRF token, and the session gate shows what its stage allows. Anything fetched or refused under
 * the earlier stage is dropped, so each screen fetches anew.
 */
export function finishStep(queryClient: QueryClient, session: SessionView) {
  setCsrfToken(session.csrfToken);
  queryClient.removeQueries({ predicate: (query) => !isMeQuery(query.queryKey) });
  queryClient.setQueryData(trpc.auth.me.queryKey(), session);
}

/** Signing out from a step of signing in: the session ends, and the sign-in screen opens. */
export function useSignOutOfStep() {
  const queryClient = useQueryClient();
  const signOut = useMutation(trpc.auth.signOut.mutationOptions());
  const run = async () => {
    // An ended session is signed out all the same.
    await signOut.mutateAsync().catch(() => undefined);
    setCsrfToken('');
    queryClient.clear();
    window.location.assign('/admin/');
  };
  return { signOut: run, pending: signOut.isPending };
}

/**
 * Why a code or a passkey at the second step was refused: the server says only "refused" (and,
 * while it throttles, how long to wait); a session that has ended is said so.
 */
export function stepRefusal(error: unknown, what: string): { text: string; ended: boolean } {
  const failure = trpcErrorOf(error);
  if (failure?.data?.httpStatus === 401 && failure.message === 'Sign in first.')
    return { text: '로그인이 끝났습니다. 비밀번호부터 다시 입력해 주세요.', ended: true };
  const wait = failure?.data?.retryAfterSeconds;
  if (typeof wait === 'number' && wait > 0)
    return { text: `잘못 입력한 횟수가 많아 잠시 막혔습니다. ${Math.ceil(wait / 60)}분 뒤에 다시 시도하세요.`, ended: false };
  if (failure?.data?.httpStatus === 401) return { text: what, ended: false };
  return { text: '서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.', ended: false };
}
