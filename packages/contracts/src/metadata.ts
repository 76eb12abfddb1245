import { z } from 'zod';

/** What the search-engine helper reads per page (docs/product.md#texts-and-page-metadata). */
export const pageMetadata = z.object({
  title: z.string(),
  description: z.string(),
  keywords: z.string(),
  imgsrc: z.string(),
  url: z.string(),
});
export type PageMetadata = z.infer<typeof pageMetadata>;
