import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { type CarouselLabels, type CarouselSlide, SlideContent } from './carousel';
import * as css from './carousel.css';

/** The live carousel: Swiper with the constants of spec §9. A lazy chunk (see carousel.tsx). */
export default function SwiperCarousel({ slides, labels }: { slides: CarouselSlide[]; labels: CarouselLabels }) {
  return (
    <Swiper
      className={css.live}
      modules={[A11y, Keyboard, Navigation, Pagination]}
      loop
      slidesPerView={1}
      spaceBetween={30}
      navigation
      pagination={{ clickable: true }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      // The wrapping region already says "carousel" (carousel.tsx); Swiper must not say it again.
      a11y={{ prevSlideMessage: labels.previous, nextSlideMessage: labels.next, containerRoleDescriptionMessage: null }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={index}>
          <SlideContent slide={slide} index={index} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
