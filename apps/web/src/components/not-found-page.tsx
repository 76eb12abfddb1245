import { useTexts } from '../hooks/use-texts';
import * as css from './page.css';

/** Any unknown path (docs/product.md#pages): title, text, and a button back to /. Answered with HTTP 404. */
export function NotFoundPage() {
  const { t, href } = useTexts('404');
  return (
    <section className={css.narrow}>
      <h1 className={css.pageTitle}>{t('title')}</h1>
      <p>{t('text')}</p>
      <a className={css.primaryButton} href={href('/')}>
        {t('button')}
      </a>
    </section>
  );
}
