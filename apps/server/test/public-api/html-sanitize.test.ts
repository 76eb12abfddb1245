import { categoryKeys, languageColumns, mainTaskContentEntry, notice } from '@office/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mainTaskContentsNamespace, posts, textKeys, textValues } from '@office/db/schema';
import { mainTaskContents } from '@office/db/seed/main-task-contents';
import { seedLibraryItems, seedNotices } from '@office/db/seed/posts';
import { htmlAllowList, sanitizeHtml } from '@office/api/services/html-sanitize';
import { problemsWith, vectors } from '@office/testing/xss-corpus';
import { createCallerFactory } from '@office/api/trpc/procedures';
import { appRouter } from '@office/api/trpc';
import { useSeededApp } from '../support/app.js';
import { testBackends } from '@office/testing/databases';

describe('sanitizeHtml against XSS vectors', () => {
  it('has a corpus of at least 50 distinct vectors', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(50);
    expect(new Set(vectors.map(([, html]) => html)).size).toBe(vectors.length);
  });

  it.each(vectors)('%s', (_label, html) => {
    const output = sanitizeHtml(html);
    expect(problemsWith(output), output).toEqual([]);
    // Stable: what the console saves sanitized comes back unchanged from the API's own pass.
    expect(sanitizeHtml(output)).toBe(output);
  });

  it('the checks themselves catch what they look for', () => {
    for (const unsafe of [
      '<script>x</script>',
      '<img src="x" onerror="y">',
      '<a href="javascript:x">x</a>',
      '<a href="&#106;avascript:x">x</a>',
      '<a href="data:text/html,x">x</a>',
      '<iframe src="https://x"></iframe>',
      '<p style="x">x</p>',
      '<img src="//evil.example/a.png">',
    ]) {
      expect(problemsWith(unsafe), unsafe).not.toEqual([]);
    }
  });

  it('drops the content of script-like elements, but keeps the text of unknown ones', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><textarea>t</textarea><noscript>n</noscript><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
    expect(sanitizeHtml('<section><font color="red">kept</font></section>')).toBe('kept');
    expect(sanitizeHtml('<form action="https://evil.example"><p>inside</p></form>')).toBe('<p>inside</p>');
  });

  it('drops unsafe URLs but keeps the element and its text', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)" title="t">x</a>')).toBe('<a title="t">x</a>');
    expect(sanitizeHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    // An image without a usable source is removed whole.
    expect(sanitizeHtml('<p>a<img src="javascript:alert(1)" alt="x">b</p>')).toBe('<p>ab</p>');
  });
});

describe('sanitizeHtml keeps good content', () => {
  it('returns an editor document of allowed markup unchanged', () => {
    const document = [
      '<h1>공지</h1><h2>Notice</h2><h3>Уведомление</h3><h4>h4</h4><h5>h5</h5><h6>h6</h6>',
      '<p>Text with <strong>strong</strong>, <b>bold</b>, <em>em</em>, <i>italic</i>, <u>underline</u>, <s>struck</s>, ',
      'H<sub>2</sub>O, x<sup>2</sup>, <mark>marked</mark>, <span>span</span> and <code>code</code>.<br />Next line &amp; &lt;angles&gt;.</p>',
      '<hr />',
      '<blockquote><p>Quoted</p></blockquote><pre><code>const a = 1 &lt; 2;</code></pre>',
      '<ul><li>one</li><li>two<ul><li>nested</li></ul></li></ul><ol start="3"><li>three</li><li>four</li></ol>',
      '<div><p>In a div</p></div>',
      '<table><thead><tr><th scope="col">Visa</th><th colspan="2" scope="col">Documents</th></tr></thead>',
      '<tbody><tr><th scope="row">E-7</th><td rowspan="2">passport</td><td>photo</td></tr></tbody></table>',
      '<p><a href="https://www.hikorea.go.kr">HiKorea</a> <a href="http://example.com/a?b=1&amp;c=2#d">http</a> ',
      '<a href="mailto:office@example.com" title="E-mail us">mail</a> <a href="tel:+82-41-357-2480">call</a> ',
      '<a href="/contact">contact</a> <a href="#top">top</a> <a href="files/form.pdf">form</a> ',
      '<a href="https://www.moj.go.kr/" target="_blank" rel="noopener noreferrer">Ministry</a></p>',
      '<figure><img src="https://cdn.example.com/office.webp" alt="사무소 전경" width="640" height="360" loading="lazy" />',
      '<figcaption>사무소</figcaption></figure>',
      '<p><img src="/images/posts/notice-policy.webp" alt="" /></p>',
    ].join('');
    expect(sanitizeHtml(document)).toBe(document);
  });

  it('target=_blank always gets rel="noopener noreferrer"; other targets go', () => {
    expect(sanitizeHtml('<a href="https://ok.example" target="_blank">x</a>')).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://ok.example" target="_BLANK" rel="opener">x</a>')).toBe(
      '<a href="https://ok.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://ok.example" target="_top" rel="noopener noreferrer">x</a>')).toBe(
      '<a href="https://ok.example">x</a>',
    );
  });

  it('strips style, class, id and unknown attributes, and invalid attribute values', () => {
    expect(
      sanitizeHtml(
        '<p style="color:red" class="lead" id="intro" data-x="1" dir="rtl">p</p>' +
          '<img src="https://ok.example/a.png" alt="A" width="50%" height="x" loading="soon" title="t" srcset="https://evil.example/b.png 2x">' +
          '<table><tr><th scope="everything" colspan="two">h</th><td headers="h">d</td></tr></table>',
      ),
    ).toBe('<p>p</p><img src="https://ok.example/a.png" alt="A" /><table><tr><th>h</th><td>d</td></tr></table>');
  });

  it('the allow-list is frozen', () => {
    expect(Object.isFrozen(htmlAllowList)).toBe(true);
    expect(Object.isFrozen(htmlAllowList.allowedTags)).toBe(true);
    expect(() => (htmlAllowList.allowedTags as string[]).push('script')).toThrow(TypeError);
  });

  it('the seed contents come through unchanged', () => {
    const seeded = [
      ...[...seedNotices, ...seedLibraryItems].map((p) => p.content),
      ...Object.values(mainTaskContents).flatMap((localized) => Object.values(localized) as string[]),
    ];
    expect(seeded.length).toBeGreaterThan(50);
    for (const html of seeded) expect(sanitizeHtml(html)).toBe(html);
  });
});

// --- Through the real services -------------------------------------------------------------------

const createCaller = createCallerFactory(appRouter);

const maliciousHtml =
  '<h2>공지</h2><p onclick="alert(1)">본문 <a href="javascript:alert(2)">링크</a></p>' +
  '<script>alert(3)</script><img src="x" onerror="alert(4)"><img src="https://ok.example/a.png" alt="사진" onerror="alert(5)">' +
  '<iframe src="https://evil.example"></iframe><ul><li>항목</li></ul>';
const sanitizedHtml =
  '<h2>공지</h2><p>본문 <a>링크</a></p><img src="x" /><img src="https://ok.example/a.png" alt="사진" /><ul><li>항목</li></ul>';

describe.each(testBackends)('served HTML is sanitized on $name', (backend) => {
  const ctx = useSeededApp(backend);
  const caller = () => createCaller({ services: ctx.services });

  it('sanitizes the malicious test HTML as expected', () => {
    expect(sanitizeHtml(maliciousHtml)).toBe(sanitizedHtml);
  });

  it('a notice: REST by id and list, tRPC by id and list, and the service', async () => {
    const [row] = await ctx.database.db
      .insert(posts)
      .values({ kind: 'notice', title: 'XSS 시험', content: maliciousHtml, createdAt: new Date('2099-01-01T00:00:00Z') })
      .returning();
    ctx.services.cache.invalidate();
    const id = row!.id;

    const rest = await ctx.app.inject({ method: 'GET', url: `/api/common/notices/${id}/` });
    expect(rest.statusCode).toBe(200);
    expect(notice.parse(rest.json()).content).toBe(sanitizedHtml);
    const restList = notice.array().parse((await ctx.app.inject({ method: 'GET', url: '/api/common/notices/' })).json());
    expect(restList.find((n) => n.id === id)?.content).toBe(sanitizedHtml);

    expect((await caller().notices.byId({ id })).content).toBe(sanitizedHtml);
    expect((await caller().notices.list()).find((n) => n.id === id)?.content).toBe(sanitizedHtml);
    expect((await ctx.services.posts.byId('notice', id)).value?.content).toBe(sanitizedHtml);

    // Excerpts are still plain text of the stored HTML, script-free.
    const page = await caller().notices.page({ page: 1, pageSize: 5 });
    const summary = page.items.find((i) => i.id === id)!;
    expect(summary.excerpt).toContain('본문');
    expect(summary.excerpt).not.toMatch(/alert\(3\)|[<>]/);
  });

  it('seeded notices and library items keep their headings, lists, tables and links', async () => {
    const items = [...(await caller().notices.list()), ...(await caller().library.list())].filter((p) => p.title !== 'XSS 시험');
    const all = items.map((p) => p.content).join('\n');
    for (const pattern of [/<h3>[^<]+<\/h3>/, /<ul>\s*<li>/, /<ol>\s*<li>/, /<strong>/, /<table>[\s\S]*<th>/, /<a href="\/contact">/]) {
      expect(all).toMatch(pattern);
    }
    const seeded = new Map([...seedNotices, ...seedLibraryItems].map((p) => [p.title, p.content]));
    for (const item of items) expect(item.content, item.title).toBe(seeded.get(item.title));
  });

  it('main-task contents: REST and tRPC, every language, null stays null', async () => {
    const { db } = ctx.database;
    const keyId = async (key: string) =>
      (
        await db
          .select({ id: textKeys.id })
          .from(textKeys)
          .where(and(eq(textKeys.namespace, mainTaskContentsNamespace), eq(textKeys.key, key)))
      )[0]!.id;
    const category1 = await keyId('category1');
    await db
      .update(textValues)
      .set({ value: maliciousHtml })
      .where(and(eq(textValues.keyId, category1), eq(textValues.lang, 'ko')));
    await db
      .update(textValues)
      .set({ value: `<p>EN</p>${maliciousHtml}` })
      .where(and(eq(textValues.keyId, category1), eq(textValues.lang, 'en')));
    await db.delete(textValues).where(and(eq(textValues.keyId, await keyId('category2')), eq(textValues.lang, 'ja')));
    ctx.services.cache.invalidate();

    const rest = await ctx.app.inject({ method: 'GET', url: '/api/translation/main-task-contents' });
    expect(rest.statusCode).toBe(200);
    for (const entries of [
      mainTaskContentEntry.array().parse(rest.json()),
      await caller().texts.mainTaskContents(),
      (await ctx.services.texts.mainTaskContents()).value,
    ]) {
      expect(entries.map((e) => e.key)).toEqual([...categoryKeys]);
      const [first, second] = entries;
      expect(first!.korean).toBe(sanitizedHtml);
      expect(first!.english).toBe(`<p>EN</p>${sanitizedHtml}`);
      expect(second!.japanese).toBeNull();
      // The untouched seed HTML comes through as it was seeded.
      expect(second!.korean).toBe(mainTaskContents.category2.ko);
      for (const entry of entries) {
        for (const column of Object.values(languageColumns)) {
          const html = entry[column];
          if (html !== null) expect(problemsWith(html), `${entry.key} ${column}`).toEqual([]);
        }
      }
    }
    // The one-language form narrows the sanitized entries.
    const [narrowed] = await caller().texts.mainTaskContents({ lang: 'en' });
    expect(narrowed!.english).toBe(`<p>EN</p>${sanitizedHtml}`);
    expect(narrowed!.korean).toBe(sanitizedHtml);
  });
});
