import { type ConsolePost, contentSizeLimits, utf8ByteLength } from '@office/contracts';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, posts, postTranslations } from '@office/db/schema';
import { type ConsoleClient, errorOf, useConsoleApp, signedIn } from '../support/console.js';
import { dataOf } from '../support/content.js';
import { testBackends } from '@office/testing/databases';
import { largestPostBodies, type LargestPostBody } from '@office/testing/long-texts';

const limit = contentSizeLimits.htmlBytes;
const overLimit = largestPostBodies['many short paragraphs'](limit + 1);

/**
 * The size limits of long texts (decision 0032): one byte over is refused at once with 413 naming
 * the field; a body at the limit is saved whole, and its save finishes well under the query
 * timeout (6 s on the test's Postgres pool; PGlite has none, so it is timed here).
 */
describe.each(testBackends)('long texts on $name', (backend) => {
  const ctx = useConsoleApp(backend);
  let editor: ConsoleClient;
  const signedInEditor = async () => (editor ??= await signedIn(ctx, 'editor'));

  const rows = async () => {
    const [[postRows], [translationRows], [auditRows]] = await Promise.all([
      ctx.database.db.select({ n: count() }).from(posts),
      ctx.database.db.select({ n: count() }).from(postTranslations),
      ctx.database.db.select({ n: count() }).from(auditLog),
    ]);
    return { posts: postRows!.n, translations: translationRows!.n, audit: auditRows!.n };
  };

  /** A call refused as a text over its limit: 413, the field named, the limit as its reason. */
  async function expectTooLarge(path: string, input: unknown, field: string, reason: string) {
    const response = await (await signedInEditor()).call(path, 'mutation', { input });
    expect(response.statusCode, `${path}: ${response.body.slice(0, 300)}`).toBe(413);
    const { data } = errorOf(response);
    expect(data).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', httpStatus: 413, problem: 'text_too_large' });
    expect(data.fields).toEqual([{ field, code: 'text_too_large', reason, message: expect.stringContaining(field) }]);
  }

  it('a body one byte over the limit is refused with 413 naming it: a new post, an update, a translation, a main-task content', async () => {
    expect(utf8ByteLength(overLimit)).toBe(limit + 1);
    const client = await signedInEditor();
    const post = await dataOf<ConsolePost>(client, 'posts.create', 'mutation', {
      kind: 'notice',
      title: '짧은 글',
      content: '<p>본문</p>',
    });
    const before = await rows();

    await expectTooLarge('posts.create', { kind: 'notice', title: '긴 글', content: overLimit }, 'content', 'htmlBytes');
    await expectTooLarge(
      'posts.create',
      { kind: 'library', category: 'category1', title: '긴 자료', content: overLimit },
      'content',
      'htmlBytes',
    );
    await expectTooLarge('posts.update', { id: post.id, content: overLimit }, 'content', 'htmlBytes');
    await expectTooLarge(
      'posts.setTranslation',
      { postId: post.id, lang: 'en', title: 'Long', content: overLimit },
      'content',
      'htmlBytes',
    );
    await expectTooLarge('mainTask.set', { category: 'category1', lang: 'en', html: overLimit }, 'html', 'htmlBytes');

    // The limit counts UTF-8 bytes: fewer characters than bytes (Korean is three bytes each) is still over.
    const korean = `<p>${'가'.repeat(Math.ceil((limit - 6) / 3))}</p>`;
    expect(korean.length).toBeLessThan(limit);
    await expectTooLarge('posts.update', { id: post.id, content: korean }, 'content', 'htmlBytes');
    // The size is refused first, before other problems of the same input (a missing title, a NUL).
    await expectTooLarge('posts.create', { kind: 'notice', content: `${overLimit}\u0000` }, 'content', 'htmlBytes');

    expect(await rows()).toEqual(before);
    expect((await dataOf<ConsolePost>(client, 'posts.get', 'query', { id: post.id })).content).toBe('<p>본문</p>');
  });

  it('a page text over its limit is refused with 413 naming it', async () => {
    const over = 'a'.repeat(contentSizeLimits.pageTextCharacters + 1);
    await expectTooLarge('texts.set', { pageName: '홈', key: 'size.test', lang: 'ko', value: over }, 'value', 'pageTextCharacters');
    await expectTooLarge('texts.addKey', { pageName: '홈', key: 'size.test', korean: over }, 'korean', 'pageTextCharacters');
  });

  it.each(Object.keys(largestPostBodies) as LargestPostBody[])(
    'a body at the limit (%s) is saved and read back identical: created, updated, translated, each within the query timeout',
    async (kind) => {
      const client = await signedInEditor();
      const body = largestPostBodies[kind]();
      expect(utf8ByteLength(body)).toBe(limit);
      // Another body of the same size for the update (its first syllable changed), so that its text and grams change.
      const changed = body.replace(/^<p>[가-힣]/u, '<p>새');
      expect([utf8ByteLength(changed), changed === body]).toEqual([limit, false]);

      const timed = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
        const started = performance.now();
        const result = await call();
        expect(performance.now() - started, `${what} took too long`).toBeLessThan(6000);
        return result;
      };
      const created = await timed('create', () =>
        dataOf<ConsolePost>(client, 'posts.create', 'mutation', { kind: 'notice', title: `가장 긴 글 (${kind})`, content: body }),
      );
      expect(created.content).toBe(body);
      expect((await dataOf<ConsolePost>(client, 'posts.get', 'query', { id: created.id })).content).toBe(body);

      const updated = await timed('update', () =>
        dataOf<ConsolePost>(client, 'posts.update', 'mutation', { id: created.id, content: changed }),
      );
      expect(updated.content).toBe(changed);

      const translated = await timed('translation', () =>
        dataOf<ConsolePost>(client, 'posts.setTranslation', 'mutation', {
          postId: created.id,
          lang: 'ja',
          title: '最長の記事',
          content: body,
        }),
      );
      expect(translated.translationTexts.ja?.content).toBe(body);
      const read = await dataOf<ConsolePost>(client, 'posts.get', 'query', { id: created.id });
      expect([read.content, read.translationTexts.ja?.content]).toEqual([changed, body]);
    },
  );

  it('a main-task content at the limit is saved and read back identical', async () => {
    const body = largestPostBodies['many short paragraphs']();
    const client = await signedInEditor();
    const saved = await dataOf<{ values: Record<string, { value: string } | null> }>(client, 'mainTask.set', 'mutation', {
      category: 'category2',
      lang: 'ru',
      html: body,
    });
    expect(saved.values.ru?.value).toBe(body);
  });
});
