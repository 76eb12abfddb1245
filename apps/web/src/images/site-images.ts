/**
 * Which widths of a site image exist and how wide pages show them: read by `Picture` (srcset,
 * sizes) and by page heads (the preload of the largest paint's image), so the preload names
 * exactly the file the `<img>` then picks (decision 0023).
 */

/** An image a page shows, with how wide it shows (`sizes`). */
export interface ShownImage {
  src: string;
  /** The file's own width in pixels. */
  width: number;
  sizes: string;
}

/** Site images ship as AVIF and WebP (public/images/README.md); uploaded ones as they are. */
export const isSiteImage = (src: string) => src.startsWith('/images/') && src.endsWith('.webp');

/**
 * The narrower copies of a site image (`name-640w.webp`, ...): the image generator
 * (scripts/images/encode.ts) writes exactly these. 800 px for the 1200 px images: a phone at 1.75×
 * shows a full-width slide on ~720 pixels and would otherwise take the whole file (decision 0024).
 */
export const smallerWidths = (width: number) => (width >= 1600 ? [640, 1024] : width >= 1200 ? [600, 800] : [Math.round(width / 2)]);

/** `srcset` of a site image in one format: its narrower copies and itself. */
export function siteImageSrcSet(src: string, width: number, format: 'avif' | 'webp'): string {
  const base = src.replace(/\.webp$/, '');
  return [...smallerWidths(width).map((w) => `${base}-${w}w.${format} ${w}w`), `${base}.${format} ${width}w`].join(', ');
}

/** The home page's hero: the largest paint of the home page on every screen. */
export const homeHero: ShownImage = { src: '/images/hero/home-hero.webp', width: 1600, sizes: '100vw' };

/** The contact page's header image: its largest paint. */
export const contactHero: ShownImage = { src: '/images/contact/contact-hero.webp', width: 1600, sizes: '100vw' };

/** A notice or library card's image (posts.css.ts: one column on phones, two on tablets, three on desktops). */
export const cardThumbnailSizes = '(min-width: 1024px) 24rem, (min-width: 768px) 50vw, 100vw';
export const placeholderThumbnail = '/images/placeholder-thumbnail.webp';

/** The first card's image of a list: the largest paint of a list page on a phone. */
export const cardThumbnail = (src: string | null): ShownImage => ({
  src: src ?? placeholderThumbnail,
  width: 800,
  sizes: cardThumbnailSizes,
});

/**
 * The head's `<link rel=preload>` of a page's largest image: the AVIF copies with the same
 * `imagesrcset` and `imagesizes` as the `<picture>`, so the browser fetches it while it parses
 * the head, before it reaches the `<img>`.
 */
export function imagePreloadLink(image: ShownImage) {
  return isSiteImage(image.src)
    ? {
        rel: 'preload',
        as: 'image',
        type: 'image/avif',
        imageSrcSet: siteImageSrcSet(image.src, image.width, 'avif'),
        imageSizes: image.sizes,
        fetchPriority: 'high' as const,
      }
    : { rel: 'preload', as: 'image', href: image.src, fetchPriority: 'high' as const };
}
