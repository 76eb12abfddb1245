import { translationLanguages } from '@office/contracts';
import type { Db } from '@office/db/client';
import { posts, postTranslations } from '@office/db/schema';
import { seedPostTranslations } from '@office/db/seed/post-translations';
import { seedLibraryItems, seedNotices } from '@office/db/seed/posts';

const seedPosts = [...seedNotices, ...seedLibraryItems];

/**
 * `count` notices for the search bench, written as the office writes: each is one of the seed
 * posts (about 2,000 characters of Korean, with its four translations), numbered in its title, an
 * hour older than the one before. One in twenty is a draft (search must pass over it); one in
 * fifty has no translations (found in Korean only).
 */
export async function insertSearchCorpus(db: Db, count: number): Promise<void> {
  const batch = 250;
  const start = Date.parse('2026-06-01T09:00:00+09:00');
  for (let first = 0; first < count; first += batch) {
    const numbers = Array.from({ length: Math.min(batch, count - first) }, (_, i) => first + i);
    const inserted = await db
      .insert(posts)
      .values(
        numbers.map((n) => {
          const seed = seedPosts[n % seedPosts.length]!;
          return {
            kind: 'notice' as const,
            title: `${seed.title} ${n + 1}`,
            content: seed.content,
            author: seed.author,
            status: n % 20 === 19 ? ('draft' as const) : ('published' as const),
            createdAt: new Date(start - n * 3_600_000),
            updatedAt: new Date(start - n * 3_600_000),
          };
        }),
      )
      .returning({ id: posts.id });
    const translations = numbers.flatMap((n, i) => {
      if (n % 50 === 49) return [];
      const seed = seedPosts[n % seedPosts.length]!;
      return translationLanguages.map((lang) => {
        const translation = seedPostTranslations[lang][seed.ref]!;
        return { postId: inserted[i]!.id, lang, ...translation, title: `${translation.title} ${n + 1}`, sourceVersion: 1 };
      });
    });
    await db.insert(postTranslations).values(translations);
  }
}
