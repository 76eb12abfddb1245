import type { DomainErrorCode, FieldError } from '@office/contracts';
import { Refusal, type RefusalStatus } from './refusal.js';

/**
 * A change the services understood and refuse (decision 0014): a code the console words in Korean,
 * an English sentence for logs, the command line and API clients, and the input field it is about.
 */
export class DomainError extends Refusal {
  readonly status: DomainErrorStatus;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    about: { field?: string; reason?: string; retryAfterSeconds?: number } = {},
  ) {
    super(message, about);
    this.name = 'DomainError';
    this.status = domainErrorStatus[code];
  }

  override get problem(): DomainErrorCode {
    return this.code;
  }

  /** Always a list: the field it names, or none. */
  override get fields(): FieldError[] {
    return super.fields ?? [];
  }
}

/**
 * The one table of HTTP statuses of the services' refusals: the REST facade and the upload routes
 * send these, and tRPC sends its code of the same status (trpc/refusals.ts), so both transports
 * agree by construction.
 */
export const domainErrorStatus = {
  not_found: 404,
  email_taken: 409,
  weak_password: 400,
  wrong_current_password: 400,
  last_admin: 412,
  own_account: 412,
  wrong_code: 400,
  passkey_refused: 400,
  factor_exists: 409,
  last_factor: 412,
  no_own_factor: 412,
  category_on_notice: 400,
  thumbnail_gone: 404,
  not_a_library_item: 409,
  too_many_attachments: 409,
  unsupported_type: 415,
  unreadable: 400,
  too_large: 413,
  text_too_large: 413,
  text_key_exists: 409,
  text_key_in_use: 409,
  korean_text_required: 400,
  source_language: 400,
  invalid_transition: 409,
  // Not found over tRPC (which has no Gone); the page reads the code and answers 410, as REST does (decision 0047).
  post_deleted: 404,
  redirect_exists: 409,
  redirect_chain: 409,
  invalid_schedule: 400,
  revision_of_another_subject: 409,
  too_many_previews: 429,
} as const satisfies Record<DomainErrorCode, RefusalStatus>;

/** The statuses a DomainError can have. */
export type DomainErrorStatus = (typeof domainErrorStatus)[DomainErrorCode];
