import { describeInput } from './fuzz-values.js';

/** What the fuzz test looks at in an answer (from app.inject or a raw socket). */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Patterns that must never be in an answer's body; `errorsOnly`: only in error answers (200s may echo stored input). */
const leakPatterns: Array<{ name: string; test: (body: string) => boolean; errorsOnly?: boolean; notInHtml?: boolean }> = [
  { name: 'stack trace', test: (b) => /\bat .+\(.+:\d+:\d+\)/.test(b) || b.includes('    at ') },
  { name: "SQL ('Failed query')", test: (b) => b.includes('Failed query') },
  { name: "query parameters ('params:')", test: (b) => b.includes('params:'), notInHtml: true },
  { name: 'SQL text', test: (b) => /insert into|select |delete from|update "| from "/i.test(b), errorsOnly: true, notInHtml: true },
  { name: 'file system path', test: (b) => /\/work\/|\/home\/|\/node_modules\/|file:\/\//.test(b) },
  { name: 'password_hash', test: (b) => b.includes('password_hash') },
];

/** Which rules an answer's path falls under. */
function familyOf(url: string): 'api' | 'trpc' | 'console-page' | 'other' {
  const path = url.replace(/^[a-z]+:\/\/[^/]*/i, '').split('?')[0]!;
  if (/^\/(admin\/)?trpc(\/|$)/.test(path)) return 'trpc';
  if (/^\/(api|admin\/api)(\/|$)/.test(path) || /^\/files\/[^/]+\/[^/]+$/.test(path)) return 'api';
  if (/^\/admin(\/|$)/.test(path)) return 'console-page';
  return 'other';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The REST facade's error body: { statusCode, code, message, fields?, requestId }, statusCode as sent. */
function isApiError(body: unknown, status: number): boolean {
  return (
    isObject(body) &&
    body.statusCode === status &&
    typeof body.code === 'string' &&
    typeof body.message === 'string' &&
    typeof body.requestId === 'string'
  );
}

/** tRPC's error: { error: { message, code, data: { code, httpStatus } } }. */
function isTrpcError(item: unknown): item is { error: { message: string; code: number; data: { code: string; httpStatus: number } } } {
  if (!isObject(item) || !isObject(item.error)) return false;
  const { error } = item;
  return (
    typeof error.message === 'string' && typeof error.code === 'number' && isObject(error.data) && typeof error.data.httpStatus === 'number'
  );
}

interface Group {
  route: string;
  status: number;
  problems: string[];
  body: string;
  count: number;
  inputs: string[];
}

const contentTypeOf = (answer: Answer) => String(answer.headers['content-type'] ?? '');
const isText = (type: string) => type === '' || /json|text|xml|html|javascript|csv/.test(type);

/** Replaces what differs between otherwise equal answers (request ids, file ids) so they group. */
const normalised = (body: string) =>
  body
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Collects every problem of every answer (never stopping at the first), grouped by route, status,
 * problem and the start of the body, so one summary shows a developer at once what is wrong.
 */
export class Findings {
  requests = 0;
  private readonly groups = new Map<string, Group>();
  /** Requests the test client itself could not build (light-my-request refused the URL, say). */
  private readonly unsentCounts = new Map<string, number>();

  /** Checks one answer; `route` is how the report names the request (method and path template). */
  check(
    route: string,
    url: string,
    answer: Answer,
    input: unknown,
    options: { method?: string; expectStatus?: (status: number) => string | null } = {},
  ): void {
    this.requests += 1;
    const problems: string[] = [];
    const { statusCode: status } = answer;
    const type = contentTypeOf(answer);
    const html = type.includes('html');
    const body = answer.body ?? '';

    if (status >= 500) problems.push(`HTTP ${status}`);
    const expected = options.expectStatus?.(status);
    if (expected) problems.push(expected);

    let json: unknown;
    let parsed = false;
    if (body && (type.includes('json') || /^\s*[[{]/.test(body))) {
      try {
        json = JSON.parse(body);
        parsed = true;
      } catch {
        /* not JSON */
      }
    }

    // Error texts: the whole body of an error answer, and the failed items of a tRPC batch.
    let errorText = status >= 400 ? body : '';
    const family = familyOf(url);
    if (family === 'trpc' && parsed) {
      const items = Array.isArray(json) ? json : [json];
      for (const item of items) {
        if (isTrpcError(item)) {
          errorText += JSON.stringify(item);
          if (item.error.data.httpStatus >= 500) problems.push(`tRPC error ${item.error.data.httpStatus} ${item.error.data.code}`);
        }
      }
    }

    if (isText(type)) {
      for (const pattern of leakPatterns) {
        if (pattern.notInHtml && html) continue;
        if (pattern.test(pattern.errorsOnly ? errorText : body)) problems.push(`leaks ${pattern.name}`);
      }
    }

    // The error body of the API's families.
    const hasBody = body.length > 0 && options.method !== 'HEAD';
    if (status >= 400 && hasBody) {
      if (family === 'api' && !isApiError(json, status)) problems.push('not the API error body');
      if (family === 'trpc') {
        const items = Array.isArray(json) ? json : [json];
        const ok = isApiError(json, status) || (parsed && items.every((item) => isTrpcError(item) || (isObject(item) && 'result' in item)));
        if (!ok) problems.push('neither the tRPC nor the API error body');
      }
      if (family === 'console-page' && !html && !isApiError(json, status)) problems.push('not the API error body (nor the console page)');
    }
    if (status >= 400 && !hasBody && options.method !== 'HEAD' && family !== 'other') problems.push('empty error body');

    if (!problems.length) return;
    const shown = normalised(body);
    // Echoed URLs and values ('…' in Fastify's messages, "No route for …") would split one problem into many groups.
    const keyed = shown.replace(/'[^']*'/g, "'…'").replace(/No route for \S+ \S+/, 'No route for …');
    const key = `${route}\u0000${status}\u0000${problems.join(',')}\u0000${keyed.slice(0, 100)}`;
    const group = this.groups.get(key);
    if (!group) this.groups.set(key, { route, status, problems, body: shown.slice(0, 300), count: 1, inputs: [describeInput(input)] });
    else {
      group.count += 1;
      const shownInput = describeInput(input);
      if (group.inputs.length < 3 && !group.inputs.includes(shownInput)) group.inputs.push(shownInput);
    }
  }

  private readonly slow: Array<{ route: string; ms: number; input: unknown }> = [];

  /** Keeps the five slowest requests (a slow answer to a small request is a denial-of-service risk). */
  timed(route: string, ms: number, input: unknown): void {
    this.slow.push({ route, ms, input });
    this.slow.sort((a, b) => b.ms - a.ms);
    this.slow.length = Math.min(this.slow.length, 5);
  }

  slowest(): string[] {
    return this.slow.map((s) => `${Math.round(s.ms)} ms ${s.route} ${describeInput(s.input, 120)}`);
  }

  /** A request the client could not send at all (a test limitation, listed but not a failure). */
  unsendable(route: string, error: unknown): void {
    const key = `${route}: ${(error as Error).message.slice(0, 120)}`;
    this.unsentCounts.set(key, (this.unsentCounts.get(key) ?? 0) + 1);
  }

  get unsent(): string[] {
    return [...this.unsentCounts].slice(0, 20).map(([key, count]) => `[${count}×] ${key}`);
  }

  get failures(): number {
    let total = 0;
    for (const group of this.groups.values()) total += group.count;
    return total;
  }

  /** The report: '' when nothing failed; else the groups (5xx first, then the most frequent), at most `max`. */
  summary(title: string, max = 40): string {
    if (!this.groups.size) return '';
    const groups = [...this.groups.values()].sort((a, b) => Number(b.status >= 500) - Number(a.status >= 500) || b.count - a.count);
    const lines = [`${title}: ${this.failures} of ${this.requests} answers failed, in ${groups.length} groups:`];
    for (const [index, group] of groups.slice(0, max).entries()) {
      lines.push(
        `${index + 1}. [${group.count}×] ${group.route} → ${group.status}: ${group.problems.join('; ')}`,
        ...group.inputs.map((input, i) => `     ${i ? '      ' : 'input:'} ${input}`),
        `     body:  ${group.body || '(empty)'}`,
      );
    }
    if (groups.length > max) lines.push(`… and ${groups.length - max} more groups`);
    return lines.join('\n');
  }

  /** Every group, for the test's log (JSON lines a developer can grep). */
  all(): Group[] {
    return [...this.groups.values()];
  }
}
