import { useRouterState } from '@tanstack/react-router';

/** On while the router loads data for a client-side navigation; never during a full page load. */
export function useNavigationPending() {
  return useRouterState({ select: (state) => state.status === 'pending' && state.isLoading });
}
