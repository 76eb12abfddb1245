import { createContext, useContext } from 'react';

export interface Staff {
  id: number;
  email: string;
  displayName: string;
  role: 'admin' | 'editor';
}

export const SessionContext = createContext<Staff | null>(null);

/** The signed-in staff member; screens below the console layout always have one. */
export function useStaff(): Staff {
  const staff = useContext(SessionContext);
  if (!staff) throw new Error('useStaff outside a session');
  return staff;
}
