import type { DomainErrorCode, FieldError } from '@office/contracts';

/**
 * A change the services understood and refuse (decision 0014): a code the console words in Korean,
 * an English sentence for logs, the command line and API clients, and the input field it is about.
 */
export class DomainError extends Error {
  readonly field: string | undefined;
  /** A finer reason under the code: which rule a weak password broke. */
  readonly reason: string | undefined;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    about: { field?: string; reason?: string } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.field = about.field;
    this.reason = about.reason;
  }
}

/**
 * The one table of HTTP statuses: the upload routes send these, and the tRPC routers send the
 * tRPC code of the same status (trpc/domain-errors.ts), so both transports agree by construction.
 */
export const domainErrorStatus = {
  not_found: 404,
  email_taken: 409,
  weak_password: 400,
  wrong_current_password: 400,
  last_admin: 412,
  own_account: 412,
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
  invalid_transition: 409,
} as const satisfies Record<DomainErrorCode, number>;

/** The statuses a refusal can have; each transport maps every one of them. */
export type DomainErrorStatus = (typeof domainErrorStatus)[DomainErrorCode];

/** The field list both transports send: the field the refusal names, or none. */
export const fieldsOf = (error: DomainError): FieldError[] =>
  error.field ? [{ field: error.field, code: error.code, reason: error.reason, message: error.message }] : [];
