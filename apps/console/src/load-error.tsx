import { serverMessage } from './server-message';
import * as css from './styles.css';

/** Why something could not be loaded, as an alert ("목록을 불러오지 못했습니다: …"); nothing while there is no error. */
export function LoadError({ lead, error }: { lead: string; error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className={css.error}>
      {lead}: {serverMessage(error)}
    </p>
  );
}
