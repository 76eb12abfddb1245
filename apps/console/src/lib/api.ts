import { type ApiError, trpcMaxBatchSize } from '@office/contracts/browser';
import type { AdminRouter } from '@office/api/admin-trpc';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';

/** The session's CSRF token, from sign-in or `auth.me`; sent with every call (the server checks mutations). */
let csrfToken = '';
export const setCsrfToken = (token: string) => {
  csrfToken = token;
};

/** A failed upload: the HTTP status (0: no answer) and the error body's code and fields, worded by `serverMessage`. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly body: Pick<ApiError, 'problem' | 'fields'> = {},
  ) {
    super(`upload failed (${status}${body.problem ? `: ${body.problem}` : ''})`);
  }
}

/** Sends one file as multipart (field `file`) to a console upload route with the CSRF header. */
export async function uploadFile<T>(path: string, file: File): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body, credentials: 'same-origin', headers: { 'x-csrf-token': csrfToken } });
  } catch {
    throw new UploadError(0);
  }
  // The API's error body on a failure, the upload's result otherwise.
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new UploadError(response.status, (data as ApiError | null) ?? {});
  return data as T;
}

/**
 * The two refusals of a session whose sign-in is not complete (decision 0040), by the server's
 * sentence: its stage. Any request refused so turns the console into that step (the session gate
 * reads `auth.me`'s stage), rather than an error on the screen that asked.
 */
const dueStages: Record<string, 'secondFactor' | 'enrolment'> = {
  'Confirm the sign-in with your second factor first.': 'secondFactor',
  'Set up a second factor first.': 'enrolment',
};

/** The step a refused request says is due first; undefined for any other failure. */
export function dueStageOf(error: unknown): 'secondFactor' | 'enrolment' | undefined {
  const failure = trpcErrorOf(error);
  return failure?.data?.httpStatus === 403 ? dueStages[failure.message] : undefined;
}

const onRefused = (error: unknown) => {
  const stage = dueStageOf(error);
  if (stage) queryClient.setQueryData(trpc.auth.me.queryKey(), (me) => (me && me.stage !== stage ? { ...me, stage } : me));
};

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onRefused }),
  mutationCache: new MutationCache({ onError: onRefused }),
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // What a screen's route loader has just fetched is not fetched again as the screen mounts.
      staleTime: 2_000,
      retry: (failures, error) => failures < 1 && (trpcErrorOf(error)?.data?.httpStatus ?? 500) >= 500,
    },
  },
});

export const trpc = createTRPCOptionsProxy<AdminRouter>({
  client: createTRPCClient<AdminRouter>({
    links: [
      httpBatchLink({ url: '/admin/trpc', maxItems: trpcMaxBatchSize, headers: () => (csrfToken ? { 'x-csrf-token': csrfToken } : {}) }),
    ],
  }),
  queryClient,
});

/** What each procedure of the console API answers, by its path (`AdminOutputs['goLive']['checklist']`). */
export type AdminOutputs = inferRouterOutputs<AdminRouter>;

/** The console API's error, typed by its router's error shape; undefined for anything else. */
export const trpcErrorOf = (error: unknown) => (error instanceof TRPCClientError ? (error as TRPCClientError<AdminRouter>) : undefined);

export const isUnauthorized = (error: unknown) => trpcErrorOf(error)?.data?.code === 'UNAUTHORIZED';
