import type { CSSProperties } from 'react';

interface PictureProps {
  /** A site image path, e.g. `/images/slides/slide1.webp`; its `.avif` sibling is offered first. */
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  imgClassName?: string;
  /** Above-the-fold images load eagerly with high priority; everything else lazily. */
  priority?: boolean;
  sizes?: string;
  style?: CSSProperties;
}

/** Site images ship as AVIF and WebP (public/images/README.md); uploaded ones as they are. */
const hasAvifSibling = (src: string) => src.startsWith('/images/') && src.endsWith('.webp');

/** An image with width and height set (no layout shift), AVIF first where the site has it. */
export function Picture({ src, alt, width, height, className, imgClassName, priority, sizes, style }: PictureProps) {
  return (
    <picture className={className}>
      {hasAvifSibling(src) && <source type="image/avif" srcSet={src.replace(/\.webp$/, '.avif')} sizes={sizes} />}
      <img
        className={imgClassName}
        src={src}
        alt={alt}
        width={width}
        height={height}
        sizes={sizes}
        style={style}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
