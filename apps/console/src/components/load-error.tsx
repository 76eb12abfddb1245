import { useQueryClient } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { serverMessage } from '../lib/server-message';
import * as page from '../styles/page.css';
import * as buttons from '../styles/buttons.css';

/** Why something could not be loaded, as an alert ("목록을 불러오지 못했습니다: …"); nothing while there is no error. */
export function LoadError({ lead, error }: { lead: string; error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className={page.error}>
      {lead}: {serverMessage(error)}
    </p>
  );
}

/**
 * What a screen shows in place of itself when it failed to open or to render (the router's
 * default, in Korean rather than its English "Something went wrong!"): the menu stays, and the
 * button opens the screen again with its data fetched anew (what it rendered may be what broke it:
 * an answer from a server of another version), then its loader runs and the boundary resets. The
 * error's own text is not shown: it is the browser's or the code's, not something staff can act on.
 */
export function ScreenError(_props: ErrorComponentProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const retry = async () => {
    await queryClient.invalidateQueries();
    await router.invalidate();
  };
  return (
    <div role="alert" className={page.card}>
      <h1 className={page.title}>이 화면을 열지 못했습니다</h1>
      <p>연결을 확인하고 다시 시도하세요. 계속 안 되면 페이지를 새로 고치세요.</p>
      <button type="button" className={buttons.button} onClick={() => void retry()}>
        다시 시도
      </button>
    </div>
  );
}
