import { createFileRoute } from '@tanstack/react-router';
import { InquiryForm } from '../components/inquiry-form';
import { OfficeMap } from '../components/office-map';
import { OfficeNotes } from '../components/office-notes';
import * as page from '../components/page.css';
import { Picture } from '../components/picture';
import { contactHero } from '../images/site-images';
import { useTexts } from '../hooks/use-texts';
import { seoHead } from '../seo/page-head';
import * as css from './-contact.css';
import { loadTextPage } from './-page-loaders';

export const Route = createFileRoute('/contact')({
  loader: loadTextPage('문의하기', { jsonLd: true, lcpImage: contactHero }),
  head: seoHead,
  component: ContactPage,
});

/** /contact (docs/product.md#pages): image with overlay text, inquiry form, map, two info blocks. */
function ContactPage() {
  const { t, s, l } = useTexts('문의하기');
  const { office } = Route.useLoaderData();
  return (
    <>
      <div className={css.hero}>
        <Picture
          src={contactHero.src}
          alt={s('image.alt')}
          width={contactHero.width}
          height={600}
          sizes={contactHero.sizes}
          imgClassName={css.heroImage}
          priority="high"
        />
        <div className={css.heroShade} />
        <div className={css.heroInner}>
          <h1 className={css.heroTitle}>{t('title')}</h1>
          <p className={css.heroText}>{t('subTitle')}</p>
        </div>
      </div>
      <div className={page.section}>
        <div className={css.layout}>
          <section className={css.formCard} aria-labelledby="form-title">
            <h2 id="form-title" className={css.formTitle}>
              {t('form.title')}
            </h2>
            <p className={css.formText}>{l('form.text')}</p>
            <InquiryForm />
          </section>
          <div className={css.aside}>
            {(['info1', 'info2'] as const).map((info) => (
              <section key={info} className={css.info} aria-labelledby={`${info}-title`}>
                <h2 id={`${info}-title`} className={css.infoTitle}>
                  {t(`${info}.title`)}
                </h2>
                <p className={css.infoText}>{l(`${info}.text`)}</p>
                {info === 'info1' && office && <OfficeNotes office={office} />}
              </section>
            ))}
            {office && <OfficeMap office={office} />}
          </div>
        </div>
      </div>
    </>
  );
}
