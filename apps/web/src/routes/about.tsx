import { createFileRoute } from '@tanstack/react-router';
import { PageHero } from '../components/page-hero';
import { Picture } from '../components/picture';
import * as page from '../components/page.css';
import { useTexts } from '../hooks/use-texts';
import { seoHead } from '../seo/page-head';
import * as css from './-about.css';
import { loadTextPage } from './-page-loaders';

export const Route = createFileRoute('/about')({
  loader: loadTextPage('회사소개'),
  head: seoHead,
  component: AboutPage,
});

/** /about (docs/product.md#pages): hero title, two images, six paragraphs. */
function AboutPage() {
  const { t, s } = useTexts('회사소개');
  return (
    <>
      <PageHero title={t('hero.title')} subTitle={t('hero.subTitle')} />
      <div className={page.section}>
        <div className={css.row}>
          <div className={css.text}>
            <p>{t('paragraph1')}</p>
            <p>{t('paragraph2')}</p>
            <p>{t('paragraph3')}</p>
          </div>
          <Picture
            src="/images/about/about1.webp"
            alt={s('image1.alt')}
            width={1200}
            height={800}
            sizes="(min-width: 1024px) 36rem, 100vw"
            imgClassName={css.image}
            priority="high"
          />
        </div>
        <div className={`${css.row} ${css.rowReversed}`}>
          <div className={css.text}>
            <p>{t('paragraph4')}</p>
            <p>{t('paragraph5')}</p>
            <p>{t('paragraph6')}</p>
          </div>
          <Picture
            src="/images/about/about2.webp"
            alt={s('image2.alt')}
            width={1200}
            height={800}
            sizes="(min-width: 1024px) 36rem, 100vw"
            imgClassName={css.image}
          />
        </div>
      </div>
    </>
  );
}
