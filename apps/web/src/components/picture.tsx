interface PictureProps {
  /** A site image path, e.g. `/images/slides/slide1.webp`; its `.avif` sibling is offered first. */
  src: string;
  alt: string;
  width: number;
  height: number;
  imgClassName?: string;
  /** Above-the-fold images load eagerly with high priority; everything else lazily. */
  priority?: boolean;
}

/** Site images ship as AVIF and WebP (public/images/README.md); uploaded ones as they are. */
const hasAvifSibling = (src: string) => src.startsWith('/images/') && src.endsWith('.webp');

/** An image with width and height set (no layout shift), AVIF first where the site has it. */
export function Picture({ src, alt, width, height, imgClassName, priority }: PictureProps) {
  return (
    <picture>
      {hasAvifSibling(src) && <source type="image/avif" srcSet={src.replace(/\.webp$/, '.avif')} />}
      <img
        className={imgClassName}
        src={src}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
