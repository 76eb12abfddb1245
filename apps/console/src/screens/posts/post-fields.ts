import type { ConsolePost, ConsolePostSummary } from '@office/contracts';
import { koreaDateTime } from '../../lib/korea-time';

// What the post editor's schedule and search cards show and send (their components: post-schedule.tsx, seo-card.tsx).

/** What is planned for a post, in a few words ("12월 1일 오전 9:00 게시 예약"); null when nothing is. */
export function plannedChange(post: Pick<ConsolePostSummary, 'status' | 'publishAt' | 'unpublishAt'>): string | null {
  const parts: string[] = [];
  if (post.publishAt) parts.push(`${koreaDateTime.format(new Date(post.publishAt))} 게시 예약`);
  if (post.unpublishAt) parts.push(`${koreaDateTime.format(new Date(post.unpublishAt))} 내림 예약`);
  return parts.length ? parts.join(', ') : null;
}

/** A post's search and share texts in one language, as the form holds them ('' = the default). */
export interface SeoValues {
  seoTitle: string;
  seoDescription: string;
  seoImageUrl: string;
}

type SavedSeo = { seoTitle: string | null; seoDescription: string | null; seoImageUrl: string | null };

export const seoValuesOf = (saved: SavedSeo | null | undefined): SeoValues => ({
  seoTitle: saved?.seoTitle ?? '',
  seoDescription: saved?.seoDescription ?? '',
  seoImageUrl: saved?.seoImageUrl ?? '',
});

/** What a save sends: every field, empty ones as null (back to the default). */
export const seoInputOf = (values: SeoValues) => ({
  seoTitle: values.seoTitle.trim() || null,
  seoDescription: values.seoDescription.trim() || null,
  seoImageUrl: values.seoImageUrl || null,
});

/** The pictures a post can be shared with: its thumbnail and the images of its body, each once. */
export function postPictures(post: Pick<ConsolePost, 'thumbnailUrl'> | null, bodyHtml: string): Array<{ url: string; label: string }> {
  const pictures: Array<{ url: string; label: string }> = [];
  if (post?.thumbnailUrl) pictures.push({ url: post.thumbnailUrl, label: '대표 이미지' });
  const body = new DOMParser().parseFromString(bodyHtml, 'text/html');
  body.querySelectorAll('img[src]').forEach((image, index) => {
    const src = image.getAttribute('src') ?? '';
    if (/^\/(files|images)\//.test(src) && !pictures.some((picture) => picture.url === src))
      pictures.push({ url: src, label: `본문 이미지 ${index + 1}${image.getAttribute('alt') ? `: ${image.getAttribute('alt')}` : ''}` });
  });
  return pictures;
}
