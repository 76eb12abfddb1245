import { createFileRoute } from '@tanstack/react-router';
import { Carousel, type CarouselSlide } from '../components/carousel';
import { OfficeMap } from '../components/office-map';
import { Picture } from '../components/picture';
import { homeHero } from '../images/site-images';
import * as page from '../components/page.css';
import { useTexts } from '../hooks/use-texts';
import { seoHead } from '../seo/page-head';
import * as css from './-home.css';
import { loadTextPage } from './-page-loaders';

export const Route = createFileRoute('/')({
  loader: loadTextPage('홈', { jsonLd: true, lcpImage: homeHero }),
  head: seoHead,
  component: HomePage,
});

const slideNumbers = [1, 2, 3, 4] as const;
const cardNumbers = [1, 2, 3] as const;

/** Home (docs/product.md#pages): hero, four-slide carousel, three service cards, map block. */
function HomePage() {
  const { t, s, l, href } = useTexts('홈');
  const { office } = Route.useLoaderData();
  const slides: CarouselSlide[] = slideNumbers.map((n) => ({
    name: s(`section1.slide${n}.title`),
    title: t(`section1.slide${n}.title`),
    subTitle: t(`section1.slide${n}.subTitle`),
    description: t(`section1.slide${n}.description`),
    image: `/images/slides/slide${n}.webp`,
    imageAlt: s(`section1.slide${n}.imageAlt`),
  }));
  return (
    <>
      <section className={css.hero} aria-labelledby="hero-title">
        <Picture
          src={homeHero.src}
          alt=""
          width={homeHero.width}
          height={900}
          sizes={homeHero.sizes}
          imgClassName={css.heroImage}
          priority="high"
        />
        <div className={css.heroShade} />
        <div className={css.heroInner}>
          <h1 id="hero-title" className={css.heroTitle}>
            {t('hero.title1')}
          </h1>
          <p className={css.heroLine}>{t('hero.title2')}</p>
          <p className={css.heroLine}>{t('hero.title3')}</p>
          <a className={`${page.primaryButton} ${css.heroCta}`} href={href('/contact')}>
            {t('hero.cta')}
          </a>
        </div>
      </section>

      <section className={css.section} aria-labelledby="services-title">
        <h2 id="services-title" className={css.sectionTitle}>
          {t('section1.title')}
        </h2>
        <Carousel slides={slides} labels={{ previous: s('carousel.previous'), next: s('carousel.next'), region: s('section1.title') }} />
      </section>

      <section className={css.laterSection} aria-labelledby="areas-title">
        <h2 id="areas-title" className={css.sectionTitle}>
          {t('section2.title')}
        </h2>
        <ul className={css.cards}>
          {cardNumbers.map((n) => (
            <li key={n} className={css.card}>
              <Picture
                src={`/images/services/service${n}.webp`}
                alt=""
                width={900}
                height={600}
                sizes="(min-width: 768px) 24rem, 100vw"
                imgClassName={css.cardImage}
              />
              <div className={css.cardBody}>
                <h3 className={css.cardTitle}>{t(`section2.card${n}.title`)}</h3>
                <p className={css.cardText}>{t(`section2.card${n}.description`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className={css.laterSection} aria-labelledby="map-title">
        <h2 id="map-title" className={css.sectionTitle}>
          {t('section3.title')}
        </h2>
        <div className={css.mapLayout}>
          <dl className={css.contactList}>
            {(['address', 'phone', 'email'] as const).map((field) => (
              <div key={field}>
                <dt className={css.contactLabel}>{t(`map.${field}Label`)}</dt>
                <dd className={css.contactValue}>{field === 'address' ? t('map.address') : l(`map.${field}`)}</dd>
              </div>
            ))}
          </dl>
          {office && <OfficeMap office={office} />}
        </div>
      </section>
    </>
  );
}
