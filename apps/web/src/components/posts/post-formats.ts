import type { LanguageCode } from '@office/contracts/browser';
import { createContext, useContext } from 'react';
import { formatCount, formatFileSize, formatPostDate } from './formats';

/** What a page shows of its posts through Intl, in the page's language: dates by ISO time, file sizes by bytes, counts. */
export interface PostFormats {
  readonly dates: Readonly<Record<string, string>>;
  readonly sizes: Readonly<Record<string, string>>;
  readonly counts: Readonly<Record<string, string>>;
}

/**
 * A page's post dates, file sizes and counts are formatted by its loader and come with its data:
 * the browser's first Intl formatter loads its locale's data, 20–40 ms on a desktop before anything
 * else can run, which was the longest task of a post page's hydration (decision 0026). A page reached in
 * the app formats them in its loader in the browser, where the visitor's navigation, not a first
 * paint, waits for it.
 */
export function postFormats(
  posts: readonly { created_at: string; attachments?: readonly { size: number }[] }[],
  lang: LanguageCode,
  /** The page's counts (a search's number of results). */
  counts: readonly number[] = [],
): PostFormats {
  const dates = Object.fromEntries(posts.map((post) => [post.created_at, formatPostDate(post.created_at, lang)]));
  const sizes = posts.flatMap((post) => post.attachments ?? []).map(({ size }) => [size, formatFileSize(size, lang)] as const);
  return {
    dates,
    sizes: Object.fromEntries(sizes),
    counts: Object.fromEntries(counts.map((count) => [count, formatCount(count, lang)])),
  };
}

/** What the cards and the article read their formatted values from: `<PostFormatsContext value={…}>`. */
export const PostFormatsContext = createContext<PostFormats>({ dates: {}, sizes: {}, counts: {} });

/** A post's date as its page's loader formatted it (or formatted here, for one it did not). */
export function usePostDate(iso: string, lang: LanguageCode): string {
  return useContext(PostFormatsContext).dates[iso] ?? formatPostDate(iso, lang);
}

/** A file's size, formatted by the loader as `usePostDate`'s date is. */
export function useFileSizes(lang: LanguageCode): (bytes: number) => string {
  const { sizes } = useContext(PostFormatsContext);
  return (bytes) => sizes[bytes] ?? formatFileSize(bytes, lang);
}

/** A count, formatted by the loader as `usePostDate`'s date is. */
export function useFormattedCount(count: number, lang: LanguageCode): string {
  return useContext(PostFormatsContext).counts[count] ?? formatCount(count, lang);
}
