import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { type CarouselLabels, type CarouselSlide, SlideContent } from './carousel';
import * as css from './carousel.css';

/** Text made safe inside a double-quoted HTML attribute (Swiper takes the bullet as an HTML string). */
const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The live carousel: Swiper with the constants of docs/product.md#layout. A lazy chunk (see carousel.tsx). */
export default function SwiperCarousel({ slides, labels }: { slides: CarouselSlide[]; labels: CarouselLabels }) {
  return (
    <Swiper
      className={css.live}
      modules={[A11y, Keyboard, Navigation, Pagination]}
      loop
      slidesPerView={1}
      spaceBetween={30}
      navigation
      // Each bullet is a button named by its slide's title, in the page's language (Swiper's own
      // label is "Go to slide n" in English on every page).
      pagination={{
        clickable: true,
        renderBullet: (index, className) =>
          `<button type="button" class="${className}" aria-label="${attribute(slides[index]?.name ?? '')}"></button>`,
      }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      // The wrapping region already says "carousel" (carousel.tsx); Swiper must not say it again.
      a11y={{ prevSlideMessage: labels.previous, nextSlideMessage: labels.next, containerRoleDescriptionMessage: null }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index}>
          <SlideContent slide={slide} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
