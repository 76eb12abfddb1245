import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  isLanguageCode,
  type LanguageCode,
  languageTags,
  type PageAssets,
  type SiteSettings,
  sourceLanguage,
  type WebRenderer,
} from '@office/contracts';
import type { Services } from '@office/api/services';
import { type Preview, previewPagePath, previewPageUrl } from '@office/api/services/content/previews';
import { appRouter } from '@office/api/trpc';
import { isDatabaseUnavailable } from '@office/db/unavailable';
import { pagePolicy } from './content-security-policy.js';
import { errorPageHtml } from './error-page.js';

/** The console's session cookie as pages see it: its name (http/session-cookie.ts makes it; site/ does not import http/). */
export interface StaffSessionCookie {
  name: string;
}

export interface PreviewPagesOptions {
  services: Services;
  renderer: WebRenderer<typeof appRouter>;
  assets: PageAssets;
  /** The page's HTML with the site's styles it uses inlined (page-styles.ts). */
  withStyles: (html: string) => string;
  site: Omit<SiteSettings, 'languages'>;
  publicOrigin: string;
  /** The staff session cookie: a signed-in staff member needs no token. */
  cookie: StaffSessionCookie;
}

/**
 * Every preview answer: for this one person, now. Never kept by any cache (the page cache never
 * sees it: it is not a page route), never indexed, its URL (with the token) never sent on as a
 * Referer, and framed only by the site itself (the console's preview screen).
 */
const previewHeaders = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'SAMEORIGIN',
} as const;

/** No script runs in a preview (see `withoutScripts`); the console may frame it. */
const previewPolicy = (googleMaps: boolean) => pagePolicy({ hashes: [] }, { googleMaps, framedBySelf: true });

/**
 * `GET /preview/<id>?lang=…&token=…` (decision 0050): the previewed content in its real page,
 * rendered by the web renderer as any page is, with the services it reads through showing the
 * preview's fields (the draft post, the unsaved text). For signed-in staff (the session cookie) or
 * with the link's token; an unknown id, a wrong token or neither is the same 404, an expired link
 * a 410, each a finished little page.
 */
export async function previewPages(app: FastifyInstance, options: PreviewPagesOptions) {
  const { services, cookie } = options;
  const policy = previewPolicy(options.site.googleMapsApiKey !== null);
  await app.register(async (scope) => {
    await scope.register(fastifyCookie);
    scope.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>('/preview/:id', async (request, reply) => {
      reply.headers(previewHeaders).header('content-security-policy', policy);
      const asked = typeof request.query.lang === 'string' && isLanguageCode(request.query.lang) ? request.query.lang : undefined;
      try {
        const staff = await isSignedInStaff(services, request.cookies[cookie.name]);
        const token = typeof request.query.token === 'string' ? request.query.token : undefined;
        const read = await services.content.previews.read(request.params.id, staff ? { staff: true } : { token });
        if (!read.found) return sendHtml(reply, read.reason === 'gone' ? 410 : 404, messagePage(read.reason, asked ?? sourceLanguage));
        return await renderPreview(reply, read.preview, asked ?? read.preview.subject.lang, options);
      } catch (err) {
        const status = isDatabaseUnavailable(err) ? 503 : 500;
        request.log.error({ err, status }, 'preview could not be shown');
        const html = errorPageHtml({ lang: asked ?? sourceLanguage, status, path: '/', office: services.office.lastKnown() });
        return sendHtml(reply.header('retry-after', '30'), status, html);
      }
    });
  });
}

/** A live, complete staff session (the password and any second factor given). */
async function isSignedInStaff(services: Services, sessionToken: string | undefined): Promise<boolean> {
  if (!sessionToken) return false;
  const session = await services.staff.sessions.resolve(sessionToken);
  return session?.stage === 'complete';
}

async function renderPreview(
  reply: FastifyReply,
  preview: Preview,
  lang: LanguageCode,
  { services, renderer, assets, withStyles, site, publicOrigin }: PreviewPagesOptions,
) {
  const previews = services.content.previews;
  const subject = preview.subject;
  const post = subject.kind === 'post' ? await previews.post(preview, lang) : null;
  // The post was deleted since the preview was made.
  if (subject.kind === 'post' && !post) return sendHtml(reply, 404, messagePage('missing', lang));
  const url = previewPageUrl(previewPagePath(subject, post?.kind), lang);

  // What the page reads, with the preview in place; everything else as the site has it.
  const shown: Services = {
    ...services,
    posts: {
      ...services.posts,
      noticeDetail: async (id, asked) =>
        post?.kind === 'notice' && id === post.detail.id ? { value: post.detail } : services.posts.noticeDetail(id, asked),
      libraryItemDetail: async (id, asked) =>
        post?.kind === 'library' && id === post.detail.id ? { value: post.detail } : services.posts.libraryItemDetail(id, asked),
    },
    texts: {
      ...services.texts,
      pageTexts: async (pageName) => {
        const saved = await services.texts.pageTexts(pageName);
        return subject.kind === 'text' && subject.pageName === pageName ? { value: await previews.pageTexts(preview, saved.value) } : saved;
      },
      mainTaskContents: async () => {
        const saved = await services.texts.mainTaskContents();
        return subject.kind === 'main-task' ? { value: previews.mainTaskContents(preview, saved.value) } : saved;
      },
    },
  };
  const offered = await services.languages.offered();
  const { response, failure } = await renderer.render({
    request: new Request(`${publicOrigin}${url}`, { method: 'GET' }),
    lang,
    trpcRouter: appRouter,
    trpcContext: { services: shown },
    assets,
    site: { ...site, languages: offered },
  });
  if (response.status >= 500) {
    await response.body?.cancel();
    throw failure instanceof Error ? failure : new Error(`the preview's page answered ${response.status}`, { cause: failure });
  }
  const html = withBanner(withoutScripts(withStyles(await response.text())), preview, lang);
  // The not-found page's own texts are previewed on it, and answer as it does.
  return sendHtml(reply, response.status, html);
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).type('text/html; charset=utf-8').send(html);
}

/**
 * The page without its scripts: a preview is for reading. In the browser the router would route by
 * the address it is at (`/preview/…`, a page the site does not have), and the page's data, the
 * draft included, would be handed to it for nothing. Links lead to the public site.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b(?![^>]*type\s*=\s*["']?application\/ld\+json)[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b(?=[^>]*\brel\s*=\s*["']?modulepreload)[^>]*>/gi, '');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The expiry in Korea time, as the console shows times: `3월 3일 18:00` / `3 Mar, 18:00`. */
const expiryIn = (locale: string, at: Date) =>
  new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Seoul',
  }).format(at);

/**
 * The banner's look: a band above the page, in the flow (it pushes the page down) and sticky, so it
 * stays in sight; the site's sticky top bar sticks under it, at the banner's height (one line on a
 * desktop, two or three on narrower screens). White on amber-800 (7.1:1).
 */
const bannerStyle = `<style>
:root{--office-preview-banner:2.75rem}
@media (max-width:64rem){:root{--office-preview-banner:3.5rem}}
@media (max-width:40rem){:root{--office-preview-banner:4.5rem}}
.office-preview-banner{position:sticky;top:0;z-index:2147483647;box-sizing:border-box;min-height:var(--office-preview-banner);margin:0;padding:.375rem 1rem;display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:0 1rem;background:#92400e;color:#fff;border-bottom:3px solid #fcd34d;font:500 .875rem/1.35 system-ui,-apple-system,'Segoe UI',sans-serif;text-align:center}
.office-preview-banner p{margin:0}
.office-preview-banner strong{font-weight:700}
header:not(#office-preview){top:var(--office-preview-banner)}
</style>`;

/** The page marked as a preview: a banner in Korean and English at the top of its body, with the link's expiry. */
export function withBanner(html: string, preview: Pick<Preview, 'expiresAt'>, _lang: LanguageCode): string {
  const banner =
    `<section id="office-preview" class="office-preview-banner" aria-label="미리보기 안내 (Preview)" lang="ko">` +
    `<p><strong>미리보기</strong> · 아직 공개되지 않은 내용입니다 · 링크 만료 ${escapeHtml(expiryIn('ko-KR', preview.expiresAt))} (한국 시간)</p>` +
    `<p lang="en"><strong>Preview</strong> · not public · link expires ${escapeHtml(expiryIn('en-GB', preview.expiresAt))} KST</p>` +
    `</section>`;
  return html.replace(/<\/head>/i, `${bannerStyle}</head>`).replace(/<body\b[^>]*>/i, (body) => `${body}${banner}`);
}

/** The finished page of a preview that is not shown: unknown (or a wrong link), or expired. */
export function messagePage(reason: 'missing' | 'gone', lang: LanguageCode): string {
  const [ko, en] =
    reason === 'gone'
      ? ['미리보기 링크가 만료되었습니다', 'This preview link has expired']
      : ['미리보기를 찾을 수 없습니다', 'This preview does not exist, or the link is not complete'];
  const [koHint, enHint] =
    reason === 'gone'
      ? ['편집 화면에서 미리보기를 다시 만드세요.', 'Make a new preview from the editor.']
      : [
          '링크를 빠짐없이 복사했는지 확인하거나, 편집 화면에서 미리보기를 다시 만드세요.',
          'Check that the whole link was copied, or make a new preview from the editor.',
        ];
  return `<!doctype html>
<html lang="${languageTags[lang === 'en' ? 'en' : 'ko']}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${ko} · ${en}</title>
<style>body{margin:0;font:1rem/1.6 system-ui,-apple-system,'Segoe UI',sans-serif;color:#1f2937;background:#f9fafb}main{max-width:36rem;margin:4rem auto;padding:0 1.25rem}h1{font-size:1.375rem;line-height:1.35;margin:0 0 .75rem}p{margin:0 0 .5rem}.en{margin-top:1.5rem;color:#374151}</style>
</head>
<body>
<main>
<div lang="ko"><h1>${ko}</h1><p>${koHint}</p></div>
<div lang="en" class="en"><h1>${en}</h1><p>${enHint}</p></div>
</main>
</body>
</html>`;
}
