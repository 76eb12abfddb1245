import { createFileRoute } from '@tanstack/react-router';
import { useTexts } from '../hooks/use-texts';
import * as css from '../components/page.css';
import { loadPageTexts } from './-page-texts';

export const Route = createFileRoute('/')({
  loader: loadPageTexts('홈'),
  component: HomePage,
});

function HomePage() {
  const { t } = useTexts('홈');
  return (
    <section className={css.narrow}>
      <h1 className={css.pageTitle}>{t('hero.title1')}</h1>
      <p>{t('hero.title2')}</p>
      <p>{t('hero.title3')}</p>
    </section>
  );
}
