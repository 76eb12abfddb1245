/** One raster image of the site, drawn as SVG. */
export interface Scene {
  /** Path under `public/images/`, without the extension. */
  name: string;
  width: number;
  height: number;
  /** What it shows: the basis for alt text, listed in `public/images/README.md`. */
  description: string;
  /** Written as a JPEG only (the OG image: social crawlers do not all read AVIF or WebP). */
  jpeg?: boolean;
  draw: (w: number, h: number) => string;
}
