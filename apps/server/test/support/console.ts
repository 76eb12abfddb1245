import type { StaffRole } from '@office/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type App, buildApp } from '../../src/app.js';
import type { Clock } from '@office/api/services/clock';
import type { Services } from '@office/api/services';
import type { TestBackend, TestDatabase } from '@office/testing/databases';
import { testPublicOrigin } from './app.js';
import { easyChallengeConfig } from './challenge.js';
import type { AnswerCache } from '../../src/site/answers/answer-cache.js';

/** A clock the tests move by hand: sessions expire and blocks lift without waiting. */
export class TestClock implements Clock {
  constructor(private time = Date.parse('2026-03-02T09:00:00Z')) {}
  now = () => new Date(this.time);
  advance(ms: number): void {
    this.time += ms;
  }
}

export const minutes = (n: number) => n * 60_000;

/** Accounts every console test starts with; the passwords pass the policy. */
export const testStaff = {
  admin: { email: 'admin@office.example', displayName: 'Admin Kim', role: 'admin', password: 'plum-orbit-canvas-71' },
  editor: { email: 'editor@office.example', displayName: 'Editor Lee', role: 'editor', password: 'velvet-harbor-quince-3' },
} as const satisfies Record<string, { email: string; displayName: string; role: StaffRole; password: string }>;

export interface ConsoleTestContext {
  app: App;
  database: TestDatabase;
  services: Services;
  clock: TestClock;
  publicOrigin: string;
  /** Rendered pages kept in memory and sent before Fastify (decision 0022). */
  pageCache: AnswerCache;
}

/**
 * The app over a database of its own (not seeded with content, which the console tests do not
 * read) with the two test accounts, a movable clock and the given public origin.
 */
export function useConsoleApp(
  backend: TestBackend,
  publicOrigin = testPublicOrigin,
  /** Adds to the app before it is ready (a hook that watches requests, say). */
  beforeReady?: (app: App) => void,
  /** More settings (STAFF_SECOND_FACTOR: required, say); the console tests of the password paths leave the factor optional. */
  moreConfig: Partial<Parameters<typeof buildApp>[0]['config']> = {},
): ConsoleTestContext {
  const context = { publicOrigin } as ConsoleTestContext;
  beforeAll(async () => {
    context.database = await backend.create();
    context.clock = new TestClock();
    const built = await buildApp({
      config: {
        LOG_LEVEL: 'silent',
        TRUST_PROXY: false,
        PUBLIC_ORIGIN: publicOrigin,
        GOOGLE_MAPS_API_KEY: undefined,
        ...easyChallengeConfig,
        ...moreConfig,
      },
      database: context.database,
      clock: context.clock,
    });
    context.app = built.app;
    context.services = built.services;
    context.pageCache = built.pageCache;
    beforeReady?.(context.app);
    await context.app.ready();
    for (const account of Object.values(testStaff)) await context.services.staff.accounts.create(account, null, 'test');
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.drop();
  });
  return context;
}

let addresses = 0;
/** A client address no other test uses, so per-address throttling never crosses tests. */
export const freshAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

export interface CallOptions {
  input?: unknown;
  /** Replaces the client's CSRF token (null: send none). */
  csrfToken?: string | null;
  /** Replaces the Origin header (null: send none). */
  origin?: string | null;
  headers?: Record<string, string>;
}

/**
 * A browser of the console over `app.inject`: keeps the session cookie and the CSRF token it was
 * given, sends the site's Origin, comes from an address of its own.
 */
export class ConsoleClient {
  cookie: { name: string; value: string } | undefined;
  csrfToken: string | undefined;
  readonly address = freshAddress();

  constructor(private readonly context: ConsoleTestContext) {}

  async call(path: string, kind: 'query' | 'mutation', options: CallOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    const origin = options.origin === undefined ? this.context.publicOrigin : options.origin;
    if (origin !== null) headers.origin = origin;
    const csrfToken = options.csrfToken === undefined ? this.csrfToken : options.csrfToken;
    if (csrfToken) headers['x-csrf-token'] = csrfToken;
    const cookies = this.cookie ? { [this.cookie.name]: this.cookie.value } : {};
    const response =
      kind === 'query'
        ? await this.context.app.inject({
            method: 'GET',
            url: `/admin/trpc/${path}${options.input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(options.input))}`}`,
            headers,
            cookies,
            remoteAddress: this.address,
          })
        : await this.context.app.inject({
            method: 'POST',
            url: `/admin/trpc/${path}`,
            headers: { ...headers, 'content-type': 'application/json' },
            payload: JSON.stringify(options.input ?? null),
            cookies,
            remoteAddress: this.address,
          });
    const set = response.cookies.find((c) => c.name.endsWith('office_session'));
    if (set) this.cookie = set.value ? { name: set.name, value: set.value } : undefined;
    return response;
  }

  /** Signs in; on success keeps the CSRF token the answer carries. */
  async signIn(email: string, password: string): Promise<LightMyRequestResponse> {
    const response = await this.call('auth.signIn', 'mutation', { input: { email, password } });
    if (response.statusCode === 200) this.csrfToken = response.json().result.data.csrfToken;
    return response;
  }
}

/** A client signed in as one of the test accounts. */
export async function signedIn(context: ConsoleTestContext, who: keyof typeof testStaff): Promise<ConsoleClient> {
  const client = new ConsoleClient(context);
  const response = await client.signIn(testStaff[who].email, testStaff[who].password);
  if (response.statusCode !== 200) throw new Error(`sign-in as ${who} failed: ${response.body}`);
  return client;
}

/** The tRPC error of a failed call: its message and data (code, httpStatus, retryAfterSeconds, an account problem …). */
export const errorOf = (response: LightMyRequestResponse) =>
  response.json().error as {
    message: string;
    data: { code: string; httpStatus: number; retryAfterSeconds?: number; problem?: string; fields?: Array<Record<string, unknown>> };
  };
