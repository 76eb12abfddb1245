import { type ConsolePost } from '@office/contracts';
import { describe, expect, it } from 'vitest';
import { errorOf } from '../support/console.js';
import { dataOf, useContentConsole } from '../support/content.js';
import { testBackends } from '@office/testing/databases';

const metaOf = (html: string, attribute: 'name' | 'property', name: string) =>
  new RegExp(`<meta ${attribute}="${name.replace(':', '\\:')}" content="([^"]*)"`).exec(html)?.[1];
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** A post's own search and share texts per language (issue 28); the defaults stay as they were. */
describe.each(testBackends)('post search and share texts on $name', (backend) => {
  const { ctx, staff } = useContentConsole(backend);

  const publishedNotice = async (fields: object = {}) => {
    const post = await dataOf<ConsolePost>(staff.editor, 'posts.create', 'mutation', {
      kind: 'notice',
      title: '외국인 등록 안내',
      content: '<p>외국인등록은 입국 후 90일 안에 해야 합니다.</p><p><img src="/images/posts/notice-policy.webp" alt="안내문"></p>',
      ...fields,
    });
    await dataOf(staff.editor, 'posts.publish', 'mutation', { id: post.id });
    return post;
  };

  it('defaults: the title, the start of the text and the site image, as before', async () => {
    const { id } = await publishedNotice();
    const html = (await ctx.app.inject(`/notice/${id}?lang=ko`)).body;
    expect(titleOf(html)).toMatch(/ \| 외국인 등록 안내$/);
    expect(metaOf(html, 'name', 'description')).toBe('외국인등록은 입국 후 90일 안에 해야 합니다.');
    expect(metaOf(html, 'property', 'og:image')).toBe('https://office.example/images/og/default.jpg');
  });

  it("each language's own title, description and picture reach that page's head only; REST keeps its shape", async () => {
    const post = await publishedNotice({ seoTitle: '외국인등록 기한 90일', seoDescription: '입국 후 90일 안에 외국인등록을 하세요.' });
    expect(post).toMatchObject({
      seoTitle: '외국인등록 기한 90일',
      seoDescription: '입국 후 90일 안에 외국인등록을 하세요.',
      seoImageUrl: null,
    });
    await dataOf(staff.editor, 'posts.setTranslation', 'mutation', {
      postId: post.id,
      lang: 'en',
      title: 'Registering as a foreigner',
      content: '<p>Register within 90 days of arrival.</p>',
      seoDescription: 'Foreigner registration: the 90-day deadline, explained.',
      seoImageUrl: '/images/posts/notice-policy.webp',
    });
    const korean = (await ctx.app.inject(`/notice/${post.id}?lang=ko`)).body;
    expect(titleOf(korean)).toMatch(/ \| 외국인등록 기한 90일$/);
    expect(metaOf(korean, 'name', 'description')).toBe('입국 후 90일 안에 외국인등록을 하세요.');
    expect(metaOf(korean, 'property', 'og:description')).toBe('입국 후 90일 안에 외국인등록을 하세요.');
    const english = (await ctx.app.inject(`/notice/${post.id}?lang=en`)).body;
    // No English title of its own: the translation's title; its own description and picture.
    expect(titleOf(english)).toMatch(/ \| Registering as a foreigner$/);
    expect(metaOf(english, 'name', 'description')).toBe('Foreigner registration: the 90-day deadline, explained.');
    expect(metaOf(english, 'property', 'og:image')).toBe('https://office.example/images/posts/notice-policy.webp');
    // A language without a translation shows the Korean page, with the Korean's texts.
    expect(metaOf((await ctx.app.inject(`/notice/${post.id}?lang=ru`)).body, 'name', 'description')).toBe(
      '입국 후 90일 안에 외국인등록을 하세요.',
    );
    // REST answers keep the original shape exactly.
    const rest = (await ctx.app.inject(`/api/common/notices/${post.id}/`)).json() as Record<string, unknown>;
    expect(Object.keys(rest).sort()).toEqual(['author', 'content', 'created_at', 'id', 'thumbnail_url', 'title']);

    // Emptied: back to the defaults.
    await dataOf(staff.editor, 'posts.update', 'mutation', { id: post.id, seoTitle: '', seoDescription: null });
    const reset = (await ctx.app.inject(`/notice/${post.id}?lang=ko`)).body;
    expect(titleOf(reset)).toMatch(/ \| 외국인 등록 안내$/);
    expect(metaOf(reset, 'name', 'description')).toBe('외국인등록은 입국 후 90일 안에 해야 합니다.');
  });

  it('refuses texts over what is stored and pictures that are not the site’s, naming the field', async () => {
    const { id } = await publishedNotice();
    const cases: Array<[object, string]> = [
      [{ seoTitle: '가'.repeat(121) }, 'seoTitle'],
      [{ seoDescription: 'a'.repeat(321) }, 'seoDescription'],
      [{ seoImageUrl: 'https://evil.example/x.png' }, 'seoImageUrl'],
      [{ seoImageUrl: '//evil.example/x.png' }, 'seoImageUrl'],
      [{ seoImageUrl: '/files/../admin' }, 'seoImageUrl'],
      [{ seoImageUrl: 'javascript:alert(1)' }, 'seoImageUrl'],
      [{ seoTitle: 'a\u0000b' }, 'seoTitle'],
    ];
    for (const [fields, field] of cases) {
      const response = await staff.editor.call('posts.update', 'mutation', { input: { id, ...fields } });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(errorOf(response).data.fields?.map((entry) => entry.field)).toContain(field);
    }
    // Saving a search text is not a change of the Korean source: no translation becomes outdated.
    await dataOf(staff.editor, 'posts.setTranslation', 'mutation', { postId: id, lang: 'vi', title: 'Đăng ký', content: '<p>90 ngày</p>' });
    const after = await dataOf<ConsolePost>(staff.editor, 'posts.update', 'mutation', { id, seoTitle: '등록 기한' });
    expect(after.translations.vi).toBe('current');
  });
});
