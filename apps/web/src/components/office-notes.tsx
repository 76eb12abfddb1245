import type { OfficeView } from '@office/contracts/browser';
import { useTexts } from '../hooks/use-texts';
import * as css from './office-notes.css';

/**
 * What an admin entered beside the hours (decision 0038): the closures still ahead, and the
 * messengers the office answers on (a KakaoTalk channel, Zalo for Vietnamese visitors, …). Nothing
 * when there is neither.
 */
export function OfficeNotes({ office }: { office: OfficeView }) {
  const { t } = useTexts('문의하기');
  if (office.closures.length === 0 && office.messengers.length === 0) return null;
  return (
    <>
      {office.closures.length > 0 && (
        <div className={css.block}>
          <h3 className={css.heading}>{t('info.closures')}</h3>
          <ul className={css.list}>
            {office.closures.map((closure) => (
              <li key={`${closure.from}/${closure.to}`}>
                <time dateTime={closure.from}>{closure.from}</time>
                {closure.to !== closure.from && (
                  <>
                    {' – '}
                    <time dateTime={closure.to}>{closure.to}</time>
                  </>
                )}
                {closure.note && ` (${closure.note})`}
              </li>
            ))}
          </ul>
        </div>
      )}
      {office.messengers.length > 0 && (
        <div className={css.block}>
          <h3 className={css.heading}>{t('info.messengers')}</h3>
          <ul className={css.messengers}>
            {office.messengers.map((messenger) => (
              <li key={messenger.kind}>
                <a className={css.messenger} href={messenger.url} target="_blank" rel="noopener noreferrer">
                  {messenger.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
