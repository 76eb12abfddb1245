import type { CategoryKey, CreatePreviewInput, LanguageCode } from '@office/contracts';
import { type SeoValues, seoInputOf } from '../posts/post-fields';

/** The console's preview screen of a preview (routes/preview.tsx). */
export const previewScreenPath = (id: string) => `/admin/preview/${id}`;

/** A post's preview from what its form holds (Korean or a translation); a title is needed, as for a save. */
export function postPreviewInput(
  postId: number,
  lang: LanguageCode,
  form: { title: string; content: string; author: string; thumbnailAlt: string; seo: SeoValues; category?: CategoryKey | undefined },
): CreatePreviewInput | string {
  if (!form.title.trim()) return '미리보기를 하려면 제목을 입력해 주세요.';
  const { seoTitle, seoDescription } = seoInputOf(form.seo);
  return {
    kind: 'post',
    postId,
    lang,
    fields: {
      title: form.title,
      content: form.content,
      author: form.author.trim() || null,
      thumbnailAlt: form.thumbnailAlt.trim() || null,
      seoTitle,
      seoDescription,
      ...(form.category ? { category: form.category } : {}),
    },
  };
}
