import { isSiteImage, siteImageSrcSet } from '../images/site-images';

interface PictureProps {
  /** A site image path, e.g. `/images/slides/slide1.webp`; its `.avif` sibling is offered first. */
  src: string;
  alt: string;
  /** The file's own size in pixels (no layout shift). */
  width: number;
  height: number;
  /** How wide the image shows, for the browser to pick a width from `srcset` (the `sizes` attribute). */
  sizes: string;
  imgClassName?: string;
  /**
   * `high`: the page's largest paint (a hero, the first card), eager and fetched first. `eager`: on
   * screen on a desktop but below the fold on a phone (the rest of the first row), eager at the
   * browser's own priority, which raises it once it is laid out on screen: on a phone it does not
   * share the connection with the largest image. Everything else loads lazily.
   */
  priority?: 'high' | 'eager';
}

/**
 * An image with width and height set (no layout shift). Site images come as AVIF then WebP, each
 * in two or three widths with `sizes`, so a phone downloads the width it shows (decision 0023).
 */
export function Picture({ src, alt, width, height, sizes, imgClassName, priority }: PictureProps) {
  const site = isSiteImage(src);
  return (
    <picture>
      {site && <source type="image/avif" srcSet={siteImageSrcSet(src, width, 'avif')} sizes={sizes} />}
      {site && <source type="image/webp" srcSet={siteImageSrcSet(src, width, 'webp')} sizes={sizes} />}
      <img
        className={imgClassName}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority === 'high' ? 'high' : undefined}
      />
    </picture>
  );
}
