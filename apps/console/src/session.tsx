import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';
import { setCsrfToken, trpc } from './api';

export interface Staff {
  id: number;
  email: string;
  displayName: string;
  role: 'admin' | 'editor';
}

const SessionContext = createContext<Staff | null>(null);

/** The signed-in staff member; screens below the console layout always have one. */
export function useStaff(): Staff {
  const staff = useContext(SessionContext);
  if (!staff) throw new Error('useStaff outside a session');
  return staff;
}

/** Asks the server who is signed in (`auth.me`); without a session, shows the sign-in screen. */
export function SessionGate({ signIn, children }: { signIn: ReactNode; children: ReactNode }) {
  const me = useQuery({ ...trpc.auth.me.queryOptions(), retry: false, staleTime: Number.POSITIVE_INFINITY });
  if (me.isPending) return <p role="status">확인 중…</p>;
  if (me.isError || !me.data) return <>{signIn}</>;
  setCsrfToken(me.data.csrfToken);
  return <SessionContext.Provider value={me.data.staff as Staff}>{children}</SessionContext.Provider>;
}
