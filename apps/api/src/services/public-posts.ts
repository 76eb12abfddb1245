import {
  type CategoryKey,
  excerpt,
  type LibraryItem,
  type LibraryItemDetail,
  listPageInput,
  type ListPageInput,
  type Notice,
  type PostKind,
  type PostPage,
  type PostSummary,
} from '@office/contracts';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { posts } from '../db/schema/index.js';
import { publicAttachments } from './content/files.js';
import { sanitizeHtml } from './html-sanitize.js';
import type { CachedResult, ReadCache } from './read-cache.js';

type PostRow = typeof posts.$inferSelect;
type PostOf<K extends PostKind> = K extends 'library' ? LibraryItem : Notice;

/** Published notices and library items, newest first (spec §2, §7). */
export function createPublicPostsService(db: Db, cache: ReadCache) {
  const published = (kind: PostKind, category?: CategoryKey): SQL =>
    and(eq(posts.kind, kind), eq(posts.status, 'published'), category ? eq(posts.category, category) : undefined)!;
  const newestFirst = [desc(posts.createdAt), desc(posts.id)];

  return {
    /** The whole published list, as the REST facade returns it (a plain array). */
    list<K extends PostKind>(kind: K): Promise<CachedResult<PostOf<K>[]>> {
      return cache.get(`posts:${kind}:all`, async () => {
        const rows = await db
          .select()
          .from(posts)
          .where(published(kind))
          .orderBy(...newestFirst);
        return rows.map((row) => toPost(kind, row));
      });
    },

    /** One page of summaries with plain-text excerpts, for the web app's card grids. */
    page(kind: PostKind, input: ListPageInput): Promise<CachedResult<PostPage>> {
      const { page, pageSize, category } = listPageInput.parse(input);
      return cache.get(
        `posts:${kind}:page:${category ?? '*'}:${page}:${pageSize}`,
        async () => {
          const where = published(kind, category);
          const [rows, [totals]] = await Promise.all([
            db
              .select()
              .from(posts)
              .where(where)
              .orderBy(...newestFirst)
              .limit(pageSize)
              .offset((page - 1) * pageSize),
            db.select({ total: count() }).from(posts).where(where),
          ]);
          return { items: rows.map(toSummary), total: totals?.total ?? 0, page, pageSize };
        },
        (result) => result.page === 1 || result.items.length > 0,
      );
    },

    /** One published item, or null when there is none with that id (or it is of the other kind). */
    byId<K extends PostKind>(kind: K, id: number): Promise<CachedResult<PostOf<K> | null>> {
      return cache.get(
        `posts:${kind}:${id}`,
        async () => {
          const [row] = await db
            .select()
            .from(posts)
            .where(and(published(kind), eq(posts.id, id)))
            .limit(1);
          return row ? toPost(kind, row) : null;
        },
        isFound,
      );
    },

    /** Every published post's address and last change, for the sitemap (no content read). */
    async sitemapEntries(): Promise<Array<{ kind: PostKind; id: number; updatedAt: Date }>> {
      return (
        db
          .select({ kind: posts.kind, id: posts.id, updatedAt: posts.updatedAt })
          .from(posts)
          .where(eq(posts.status, 'published'))
          // Notices, then library items (the enum's order), each newest first.
          .orderBy(posts.kind, ...newestFirst)
      );
    },

    /** One published library item with its attachments (the web app's detail page; REST keeps the spec's shape). */
    libraryItemDetail(id: number): Promise<CachedResult<LibraryItemDetail | null>> {
      return cache.get(
        `posts:library:${id}:detail`,
        async () => {
          const [row] = await db
            .select()
            .from(posts)
            .where(and(published('library'), eq(posts.id, id)))
            .limit(1);
          return row ? { ...toPost('library', row), attachments: await publicAttachments(db, row.id) } : null;
        },
        isFound,
      );
    },
  };
}

/** Only found items are kept in the cache: an unknown id is asked again (and takes no entry). */
const isFound = (value: unknown) => value !== null;

/** The full item. Its HTML is sanitized here, once per cache fill, since clients render it as HTML. */
function toPost<K extends PostKind>(kind: K, row: PostRow): PostOf<K> {
  const notice: Notice = {
    id: row.id,
    title: row.title,
    content: sanitizeHtml(row.content),
    thumbnail_url: row.thumbnailUrl,
    created_at: row.createdAt.toISOString(),
    author: row.author,
  };
  return (kind === 'library' ? { ...notice, category: row.category as CategoryKey } : notice) as PostOf<K>;
}

function toSummary(row: PostRow): PostSummary {
  return {
    id: row.id,
    title: row.title,
    excerpt: excerpt(row.content),
    thumbnail_url: row.thumbnailUrl,
    created_at: row.createdAt.toISOString(),
    author: row.author,
    category: (row.category as CategoryKey | null) ?? null,
  };
}

export type PublicPostsService = ReturnType<typeof createPublicPostsService>;
