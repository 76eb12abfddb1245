import { type FieldError, type InquiryRefusalReason, internationalPhone } from '@office/contracts';
import { Refusal } from './refusal.js';

/**
 * Why an inquiry from the public was refused (decision 0013), its code the refusal counters'
 * reason: a 400 naming the field (`altcha`, `website`), or a 429 over a limit that says when to
 * try again (`retryAfterSeconds`, with `reason` saying which limit).
 */
export class InquiryRefused extends Refusal {
  readonly status: 400 | 429;
  declare readonly field: 'altcha' | 'website' | undefined;
  declare readonly reason: InquiryRefusalReason;

  constructor(
    readonly code: InquiryRefusalReason,
    message: string,
    field?: 'altcha' | 'website',
    retryAfterSeconds?: number,
    /** The office's phone (its details), which the 429's message names; empty before an admin entered it. */
    readonly contactPhone = '',
  ) {
    super(message, { field, reason: code, retryAfterSeconds });
    this.name = 'InquiryRefused';
    this.status = retryAfterSeconds === undefined ? 400 : 429;
  }

  get limited(): boolean {
    return this.retryAfterSeconds !== undefined;
  }

  /** The field it names with the reason as its code (the reason is not repeated), or no list. */
  override get fields(): FieldError[] | undefined {
    return this.field ? [{ field: this.field, code: this.code, message: this.message }] : undefined;
  }

  /** The REST facade's wording: the 429's says when to try again and the phone number; a 400's names the field. */
  override get restMessage(): string {
    return this.retryAfterSeconds !== undefined
      ? tooManyInquiriesMessage(this.retryAfterSeconds, this.contactPhone)
      : `Invalid inquiry: ${this.field ?? '(body)'}`;
  }
}

/** The 429 message: when to try again, and the phone number that always works (when the office has entered one). */
export const tooManyInquiriesMessage = (retryAfterSeconds: number, phone: string) =>
  `Too many inquiries have been sent; please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s)` +
  (phone ? `, or call the office on ${internationalPhone(phone)} (${phone}).` : '.');
