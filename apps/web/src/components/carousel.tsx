import { lazy, Suspense, useRef } from 'react';
import { useFirstInteraction } from '../hooks/use-first-interaction';
import { useNearViewport } from '../hooks/use-near-viewport';
import * as css from './carousel.css';
import { Picture } from './picture';

export interface CarouselSlide {
  /** The title as plain text: the slide's accessible name, and its pagination button's. */
  name: string;
  title: React.ReactNode;
  subTitle: React.ReactNode;
  description: React.ReactNode;
  image: string;
  imageAlt: string;
}

export interface CarouselLabels {
  previous: string;
  next: string;
  /** Label of the whole carousel (the section title). */
  region: string;
}

/**
 * Swiper and its CSS are a separate chunk, fetched when the carousel comes near the viewport; the
 * static row stays until both have loaded.
 */
const SwiperCarousel = lazy(async () => {
  const [module] = await Promise.all([import('./carousel-swiper'), import('./swiper-stylesheets').then((m) => m.loadSwiperStylesheets())]);
  return module;
});

/** A slide's image: the page's width on phones and tablets, three fifths of the content width on desktops. */
const slideSizes = '(min-width: 1024px) 44rem, 100vw';

/** One slide's content, the same in the static row and in Swiper. */
export function SlideContent({ slide }: { slide: CarouselSlide }) {
  return (
    <article className={css.slide}>
      <Picture src={slide.image} alt={slide.imageAlt} width={1200} height={675} sizes={slideSizes} imgClassName={css.slideImage} />
      <div className={css.slideText}>
        <p className={css.slideSubTitle}>{slide.subTitle}</p>
        <h3 className={css.slideTitle}>{slide.title}</h3>
        <p className={css.slideDescription}>{slide.description}</p>
      </div>
    </article>
  );
}

/**
 * The home carousel (docs/product.md#layout): four slides, looping, one per view, 30 px apart, clickable
 * pagination and arrows. Server-rendered as a scroll-snapping row that works without JavaScript;
 * Swiper takes over when the carousel nears the viewport after the visitor's first interaction.
 */
export function Carousel({ slides, labels }: { slides: CarouselSlide[]; labels: CarouselLabels }) {
  const ref = useRef<HTMLDivElement>(null);
  // Swiper (~30 KB) starts when the carousel is near the viewport and the visitor has touched,
  // scrolled or typed: a first paint never waits for it, and the row works by swiping until then.
  const nearViewport = useNearViewport(ref, '200px', { whenIdle: true });
  const interacted = useFirstInteraction();
  const near = nearViewport && interacted;
  const staticRow = (
    // Scrolls sideways: focusable, so a keyboard can scroll it before Swiper's buttons exist.
    <div className={css.staticTrack} tabIndex={0}>
      {slides.map((slide, index) => (
        <div key={index} className={css.staticSlide} role="group" aria-roledescription="slide" aria-label={slide.name}>
          <SlideContent slide={slide} />
        </div>
      ))}
    </div>
  );
  return (
    <div
      ref={ref}
      className={css.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-carousel={near ? 'live' : 'static'}
    >
      {near ? (
        <Suspense fallback={staticRow}>
          <SwiperCarousel slides={slides} labels={labels} />
        </Suspense>
      ) : (
        staticRow
      )}
    </div>
  );
}
