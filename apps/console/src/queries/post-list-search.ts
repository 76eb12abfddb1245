import { isTranslationLanguage, listPageOf, postStatuses } from '@office/contracts/browser';
import type { PostKind, PostStatus, TranslationLanguage } from '@office/contracts';
import { trpc } from '../lib/api';
import { keepRows } from './list-rows';

export interface PostListSearch {
  q?: string;
  status?: PostStatus;
  /** Only posts whose translation into this language is missing or outdated. */
  need?: TranslationLanguage;
  page?: number;
}

/** A translation language read from a URL's query (`?lang=`, `?need=`); anything else: none. */
export const translationLanguageOf = (value: unknown): TranslationLanguage | undefined =>
  typeof value === 'string' && isTranslationLanguage(value) ? value : undefined;

/** The list's conditions read from a URL's query (the routes' `validateSearch`); anything else is dropped. */
export const postListSearchOf = (search: Record<string, unknown>): PostListSearch => ({
  q: typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, 200) : undefined,
  status: (postStatuses as readonly unknown[]).includes(search.status) ? (search.status as PostStatus) : undefined,
  need: translationLanguageOf(search.need),
  page: listPageOf(search.page),
});

/** Notices or library items on the conditions of the list's URL, 20 a page. */
export const postListQuery = (kind: PostKind, search: PostListSearch) =>
  trpc.posts.list.queryOptions(
    {
      kind,
      search: search.q || undefined,
      status: search.status,
      needsTranslation: search.need,
      page: search.page ?? 1,
      pageSize: 20,
    },
    keepRows,
  );
