import { trpcMaxBatchSize } from '@office/contracts/browser';
import type { AdminRouter } from '@office/api/admin-trpc';
import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';

/** The session's CSRF token, from sign-in or `auth.me`; sent with every call (the server checks mutations). */
let csrfToken = '';
export const setCsrfToken = (token: string) => {
  csrfToken = token;
};

/** A refused upload: the HTTP status and the server's own sentence. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const uploadProblem: Record<number, string> = {
  400: '파일을 읽을 수 없습니다',
  401: '로그인이 끝났습니다. 다시 로그인해 주세요',
  403: '권한이 없거나 보안 토큰이 맞지 않습니다. 페이지를 새로 고쳐 주세요',
  413: '파일이 너무 큽니다',
  415: '지원하지 않는 파일 형식입니다',
};

/** Sends one file as multipart (field `file`) to a console upload route with the CSRF header. */
export async function uploadFile<T>(path: string, file: File): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body, credentials: 'same-origin', headers: { 'x-csrf-token': csrfToken } });
  } catch {
    throw new UploadError(0, '서버에 연결하지 못했습니다.');
  }
  const data = (await response.json().catch(() => null)) as { message?: string } | null;
  if (!response.ok) {
    const label = uploadProblem[response.status] ?? `업로드하지 못했습니다 (${response.status})`;
    throw new UploadError(response.status, data?.message ? `${label}: ${data.message}` : `${label}.`);
  }
  return data as T;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
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

/** The console API's error, typed by its router's error shape; undefined for anything else. */
export const trpcErrorOf = (error: unknown) => (error instanceof TRPCClientError ? (error as TRPCClientError<AdminRouter>) : undefined);

export const isUnauthorized = (error: unknown) => trpcErrorOf(error)?.data?.code === 'UNAUTHORIZED';
