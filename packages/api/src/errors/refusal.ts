import type { DomainErrorCode, FieldError } from '@office/contracts';

/**
 * Every HTTP status a refusal can have. Each transport maps every one of them (the REST facade to
 * the body's `code` in http/problems.ts, tRPC to its code in trpc/refusals.ts), so a new status
 * does not compile until both know it.
 */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 429;

/**
 * A request the server understood and refuses (decision 0014): what every kind of refusal shares,
 * and all either transport reads of one. A kind says its status and code; the transports map
 * `status`, and send `problem`, `fields`, `retryAfterSeconds` and `reason` as they are, so neither
 * asks which kind it holds.
 */
export abstract class Refusal extends Error {
  /** The HTTP status (tRPC sends its code of the same status). */
  abstract readonly status: RefusalStatus;
  /** Which refusal: a DomainErrorCode, an inquiry's refusal reason, a console refusal's name; a field entry's `code`. */
  abstract readonly code: string;
  /** The input it is about. */
  readonly field: string | undefined;
  /** A finer cause under the code: which rule a weak password broke, which limit refused an inquiry. */
  readonly reason: string | undefined;
  /** When to try again (HTTP 429; a throttled sign-in): sent as Retry-After and `retryAfterSeconds`. */
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, about: { field?: string; reason?: string; retryAfterSeconds?: number } = {}) {
    super(message);
    this.field = about.field;
    this.reason = about.reason;
    this.retryAfterSeconds = about.retryAfterSeconds;
  }

  /** The code the console words in Korean, sent as `problem` by both transports: a DomainError's only. */
  get problem(): DomainErrorCode | undefined {
    return undefined;
  }

  /** The field list both transports send: the field the refusal names, or none (no list). */
  get fields(): FieldError[] | undefined {
    return this.field ? [{ field: this.field, code: this.code, reason: this.reason, message: this.message }] : undefined;
  }

  /** The sentence of the REST body; tRPC sends `message`. The same unless a kind words it for REST clients. */
  get restMessage(): string {
    return this.message;
  }
}
