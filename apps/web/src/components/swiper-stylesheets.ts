import swiperStylesheet from 'swiper/css?url';
import navigationStylesheet from 'swiper/css/navigation?url';
import paginationStylesheet from 'swiper/css/pagination?url';

/**
 * Swiper's CSS is linked when the carousel starts, not carried by the site's stylesheet: only the home page
 * has a carousel, and only after the visitor's first interaction. The carousel waits for it
 * (carousel.tsx) so Swiper never paints unstyled, which would shift the layout.
 */
export const loadSwiperStylesheets = () =>
  Promise.all(
    [swiperStylesheet, navigationStylesheet, paginationStylesheet].map(
      (href) =>
        new Promise<void>((resolve) => {
          const existing = document.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
          if (existing) return resolve();
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          // A stylesheet that fails to load must not keep the static row forever.
          link.onload = link.onerror = () => resolve();
          document.head.appendChild(link);
        }),
    ),
  );
