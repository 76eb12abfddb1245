import { Link } from '@tanstack/react-router';
import { useTexts } from '../../hooks/use-texts';
import * as page from '../page.css';
import * as css from './gone-post.css';
import { basePath, type PostPageName } from './post-pages';

/**
 * A deleted post's page (HTTP 410, decision 0047): that it was removed, and the way to the list
 * (and home), in the visitor's language. Its own module, imported by the detail pages' components
 * only, so it stays out of every page's first-visit JavaScript.
 */
export function GonePost({ pageName }: { pageName: PostPageName }) {
  const { t } = useTexts(pageName);
  const home = useTexts('404');
  return (
    <section className={page.narrow}>
      <h1 className={page.pageTitle}>{t('gone.title')}</h1>
      <p>{t('gone.text')}</p>
      <p className={css.goneLinks}>
        <Link className={page.primaryButton} to={basePath[pageName]}>
          {t('backToList')}
        </Link>
        <a href={home.href('/')}>{home.t('button')}</a>
      </p>
    </section>
  );
}
