import { listPageOf, postStatuses } from '@office/contracts/browser';
import type { PostStatus, TranslationLanguage } from '@office/contracts';
import { translationLanguageOf } from './post-labels';

export interface PostListSearch {
  q?: string;
  status?: PostStatus;
  /** Only posts whose translation into this language is missing or outdated. */
  need?: TranslationLanguage;
  page?: number;
}

/** The list's conditions read from a URL's query (the routes' `validateSearch`); anything else is dropped. */
export const postListSearchOf = (search: Record<string, unknown>): PostListSearch => ({
  q: typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, 200) : undefined,
  status: (postStatuses as readonly unknown[]).includes(search.status) ? (search.status as PostStatus) : undefined,
  need: translationLanguageOf(search.need),
  page: listPageOf(search.page),
});
