import { readFileSync } from 'node:fs';
import { languageCodes } from '@office/contracts';
import autocannon from 'autocannon';

/** A process's resident memory in MiB (what the machine gives it), from /proc. */
export function rssMiB(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}

const languages = languageCodes;
const acceptLanguages = ['ko-KR,ko;q=0.9', 'en-US,en;q=0.9', 'zh-CN', 'ja', 'ru-RU,ru;q=0.8,en;q=0.5', 'vi-VN,vi;q=0.9', 'fr'];
const pagePaths = [
  '/',
  '/about',
  '/mainTask',
  '/mainTask?tab=category3',
  '/contact',
  '/notice',
  '/library',
  '/library?category=category2',
  '/terms',
  '/privacy',
];

/**
 * One request of a day's mixed traffic: pages in each language (by URL and negotiated), the REST
 * facade, tRPC reads, revalidations, and made-up URLs of every kind — unknown paths, ids, query
 * parameters and values, files — that must cost a redirect or a not-found, never memory.
 */
export function mixedRequest(
  ids: { notice: number; library: number },
  random = Math.random,
): { path: string; headers: Record<string, string> } {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const made = () => Math.floor(random() * 1e9).toString(36);
  const lang = pick(languages);
  const encoding: Record<string, string> = random() < 0.7 ? { 'accept-encoding': 'br, gzip' } : {};
  const roll = random();
  if (roll < 0.25) {
    const page = pick([...pagePaths, `/notice/${ids.notice}`, `/library/${ids.library}`]);
    return { path: `${page}${page.includes('?') ? '&' : '?'}lang=${lang}`, headers: encoding };
  }
  if (roll < 0.4) {
    const cookie: Record<string, string> = random() < 0.3 ? { cookie: `lang=${pick(languages)}` } : {};
    return {
      path: pick([...pagePaths, `/notice/${ids.notice}`]),
      headers: { ...encoding, ...cookie, 'accept-language': pick(acceptLanguages) },
    };
  }
  if (roll < 0.6) {
    const rest = pick([
      `/api/common/notices/?lang=${lang}`,
      `/api/common/notices/${ids.notice}/?lang=${lang}`,
      `/api/common/library/`,
      `/api/common/library/${ids.library}/`,
      `/api/translation/page?page_name=${encodeURIComponent('홈')}`,
      '/api/translation/main-task-contents',
    ]);
    return { path: rest, headers: encoding };
  }
  if (roll < 0.65) {
    const input = encodeURIComponent(JSON.stringify({ lang }));
    return { path: `/trpc/notices.list?input=${input}`, headers: encoding };
  }
  if (roll < 0.7) return { path: `/about?lang=${lang}`, headers: { ...encoding, 'if-none-match': 'W/"not-the-current-one"' } };
  // Made-up URLs: 30% of the traffic.
  return {
    path: pick([
      `/made-up-${made()}`,
      `/notice/${1_000_000 + Math.floor(random() * 1e8)}`,
      `/notice?page=${2 + Math.floor(random() * 99_000)}`,
      `/about?utm_source=${made()}`,
      `/about?lang=${made()}`,
      `/notice/${ids.notice}/`,
      `/api/common/notices/${1_000_000 + Math.floor(random() * 1e8)}/`,
      `/api/common/notices/?lang=${lang}&${made()}=${made()}`,
      `/api/${made()}`,
      `/files/${crypto.randomUUID()}/w800.webp`,
      `/assets/${made()}.js`,
      `/trpc/notices.byId?input=${encodeURIComponent(JSON.stringify({ id: 1_000_000 + Math.floor(random() * 1e8) }))}`,
    ]),
    headers: { ...encoding, 'accept-language': pick(acceptLanguages) },
  };
}

export interface SoakResult {
  samples: number[];
  requests: number;
  /** Answers that were neither 2xx/3xx nor the expected 4xx of a made-up URL: 5xx and failures. */
  failures: number;
}

/** Mixed traffic against each server at once for `seconds`, sampling every server's RSS every 5 s. */
export async function soak(
  servers: Array<{ origin: string; pid: number; ids: { notice: number; library: number } }>,
  seconds: number,
  connections: number,
): Promise<SoakResult[]> {
  const results = servers.map((): SoakResult => ({ samples: [], requests: 0, failures: 0 }));
  const sample = () => servers.forEach((server, i) => results[i]!.samples.push(rssMiB(server.pid)));
  sample();
  const timer = setInterval(sample, 5000);
  try {
    await Promise.all(
      servers.map(async (server, i) => {
        const run = await autocannon({
          url: server.origin,
          connections: Math.max(1, Math.floor(connections / servers.length)),
          duration: seconds,
          requests: [{ setupRequest: (request) => ({ ...request, method: 'GET', ...mixedRequest(server.ids) }) }],
        });
        results[i]!.requests = run.requests.total;
        results[i]!.failures = run.errors + run.timeouts + (run['5xx'] ?? 0);
      }),
    );
  } finally {
    clearInterval(timer);
  }
  sample();
  return results;
}
