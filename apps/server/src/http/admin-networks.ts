import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Refusal } from '@office/api/errors';
import { clientAddress, networkMatcher } from '../networks.js';
import { toApiError } from './problems.js';

/**
 * ADMIN_ALLOWED_NETWORKS (decision 0042): everything under /admin answers only clients whose
 * address (`request.ip`, which honours TRUST_PROXY) is inside one of the office's networks. The
 * check is the first thing that runs for such a request, before the console scope's hooks: no
 * cookie is parsed, no session looked up, no body read, no database asked. A page gets a finished
 * page saying why and what to do, in Korean with an English line; the console's API gets the API's
 * error body. An empty list registers nothing: the console answers from anywhere.
 */

/** The console's API (tRPC, uploads, the CSV): refused in the API's error body, never with a page. */
const consoleApiPath = /^\/admin\/(?:trpc|api)(?:[/?#]|$)/;
const consolePath = /^\/admin(?:[/?#]|$)/;

/** Why: the refusal's name, as the console's own refusals are named (`foreignSite`, `csrfToken`). */
export class NetworkNotAllowed extends Refusal {
  readonly status = 403;
  readonly code = 'networkNotAllowed';

  constructor() {
    super(
      'The staff console cannot be reached from this network. Connect from the office network or its VPN, or ask the administrator to add this network.',
    );
    this.name = 'NetworkNotAllowed';
  }
}

/**
 * Whether a request is the console's: its URL is under /admin (whichever route answers it: the
 * website's catch-all answers unknown /admin paths with a 404, which is refused too), or it matched
 * a console route, however its URL is spelled (`/%61dmin/…`, which the router decodes).
 */
const consoleRoute = (request: FastifyRequest) => (request.is404 ? '' : (request.routeOptions.url ?? ''));
const isConsoleRequest = (request: FastifyRequest) => consolePath.test(request.url) || consolePath.test(consoleRoute(request));
const isConsoleApiRequest = (request: FastifyRequest) => consoleApiPath.test(request.url) || consoleApiPath.test(consoleRoute(request));

/**
 * Adds the check as an `onRequest` hook of `app`, so it must be added before the console's scope is
 * registered (admin-console.ts): a child scope inherits the hooks its parent had when it was made.
 */
export function allowConsoleOnlyFrom(app: FastifyInstance, networks: readonly string[]): void {
  if (networks.length === 0) return;
  const allows = networkMatcher(networks);
  app.log.info({ networks }, 'the staff console answers only from ADMIN_ALLOWED_NETWORKS');
  // Callback style: the rest of the site passes with a regular expression's test, no promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isConsoleRequest(request)) return done();
    const ip = addressOf(request);
    if (allows(ip)) return done();
    // No address: the access line (method, path, status) says the rest; logs hold no addresses.
    request.log.info({ code: 'networkNotAllowed' }, 'the console refused a request from outside ADMIN_ALLOWED_NETWORKS');
    // Answered here; `done` is not called, so nothing after this hook runs for the request.
    refuse(request, reply, ip);
  });
}

/** `request.ip`: with TRUST_PROXY, what X-Forwarded-For says, whatever it holds (a wrong one is refused). */
function addressOf(request: FastifyRequest): unknown {
  try {
    return request.ip;
  } catch {
    return undefined;
  }
}

function refuse(request: FastifyRequest, reply: FastifyReply, ip: unknown): FastifyReply {
  void reply.code(403).header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
  // A body announced and unread (an upload) is not waited for: the connection closes after the answer.
  if (request.headers['content-length'] !== undefined || request.headers['transfer-encoding'] !== undefined)
    void reply.header('connection', 'close');
  const page = (request.method === 'GET' || request.method === 'HEAD') && !isConsoleApiRequest(request);
  if (!page) return reply.type('application/json; charset=utf-8').send(toApiError(new NetworkNotAllowed(), String(request.id)));
  return reply.type('text/html; charset=utf-8').send(
    refusalPageHtml({
      requestId: String(request.id),
      // Back to the page they asked for; the URL starts with /admin here, so it stays on this site.
      retry: consolePath.test(request.url) && request.url.length <= 2000 ? request.url : '/admin',
      address: clientAddress(ip)?.toString(),
    }),
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The site's theme (apps/web/src/styles/theme.css.ts), small. Contrast, all above WCAG 2.2 AA's
 * 4.5:1: ink #14213d on white 16.0:1; ink-soft #3d4a63 on white 8.9:1 and on sand #f6f1e7 7.9:1;
 * navy #1d3557 (headings, links) on white and white on navy 12.4:1; teal #0b6e74 on white 6.0:1; the
 * focus ring #c2410c against white 5.2:1 (3:1 is asked of it).
 */
const style = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI","Apple SD Gothic Neo","Malgun Gothic","Noto Sans KR","Noto Sans CJK KR",Roboto,Arial,sans-serif;color:#14213d;background:#f6f1e7;line-height:1.6;font-size:1rem}
:lang(ko){word-break:keep-all}
header{background:#1d3557;color:#fff;padding:14px 24px;font-weight:700}
main{max-width:40rem;margin:40px auto;padding:0 16px}
.card{background:#fff;border:1px solid #d9d4c7;border-radius:16px;padding:28px 24px;box-shadow:0 1px 2px rgba(20,33,61,.06),0 4px 14px rgba(20,33,61,.08)}
.status{margin:0 0 8px;color:#0b6e74;font-weight:700;font-size:.9375rem}
h1{font-size:1.75rem;line-height:1.3;margin:0 0 16px;color:#1d3557}
h2{font-size:1.125rem;line-height:1.4;margin:28px 0 8px;color:#1d3557}
p{margin:0 0 12px}
ol{margin:0 0 12px;padding-left:1.5rem}
li{margin:0 0 6px}
.details{margin:20px 0 0;padding:12px 16px;background:#f6f1e7;border-radius:10px;color:#3d4a63;font-size:.9375rem}
.details div{display:flex;flex-wrap:wrap;gap:0 12px}
.details dt{font-weight:700}
.details dd{margin:0;overflow-wrap:anywhere}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.875rem}
.english{margin-top:28px;padding-top:4px;border-top:1px solid #d9d4c7;color:#3d4a63}
.english h2{color:#14213d}
a{color:#1d3557;text-decoration:underline;text-underline-offset:3px}
a:focus-visible{outline:3px solid #c2410c;outline-offset:2px;border-radius:2px}
nav{margin-top:24px;display:flex;flex-wrap:wrap;gap:8px 24px}
nav a{display:inline-block;padding:10px 0;min-height:24px;font-weight:700}
@media (max-width:480px){main{margin:20px auto;padding:0 12px}.card{padding:22px 18px}h1{font-size:1.5rem}}
`;

/** The page a refused person sees: from constants only (nothing of the database runs for it), no script. */
export function refusalPageHtml({ requestId, retry, address }: { requestId: string; retry: string; address?: string }): string {
  const details = [
    `<div><dt>요청 번호 <span lang="en">(Request ID)</span></dt><dd><code>${escapeHtml(requestId)}</code></dd></div>`,
    address && `<div><dt>접속한 주소 <span lang="en">(Your address)</span></dt><dd><code>${escapeHtml(address)}</code></dd></div>`,
  ].filter(Boolean);
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>관리 화면 접속 제한 · Staff console not available from this network</title>
<style>${style}</style>
</head>
<body>
<header>관리 화면 <span lang="en">· Staff console</span></header>
<main>
<div class="card">
<p class="status">403 · 접속이 제한된 네트워크</p>
<h1>이 주소에서는 관리 화면을 열 수 없습니다</h1>
<p>관리 화면은 사무소가 지정한 네트워크에서만 열립니다. 지금 연결된 네트워크는 그 목록에 없습니다.</p>
<h2>이렇게 해 보세요</h2>
<ol>
<li>사무소 안에서는 사무소 네트워크(유선 또는 사무소 Wi-Fi)에 연결하세요.</li>
<li>사무소 밖에서는 사무소 VPN에 먼저 연결하세요.</li>
<li>연결한 뒤 이 페이지를 다시 여세요.</li>
<li>그래도 열리지 않으면 관리자에게 아래 요청 번호를 알려 주세요.</li>
</ol>
<dl class="details">
${details.join('\n')}
</dl>
<section class="english" lang="en" aria-labelledby="in-english">
<h2 id="in-english">The staff console can't be opened from this network</h2>
<p>It opens only from the networks the office has named. Connect to the office network or the office VPN and try again. If it still doesn't open, ask your administrator and give them the request ID above.</p>
</section>
<nav aria-label="이동 (Navigation)">
<a href="${escapeHtml(retry)}">다시 시도 <span lang="en">(Try again)</span></a>
<a href="/">홈페이지로 <span lang="en">(Website)</span></a>
</nav>
</div>
</main>
</body>
</html>`;
}
