import { office } from '@office/contracts';
import { type InquiryRefused } from '@office/api/services/inquiry-guard';
import { HttpProblem } from '@office/api/errors/problem';

/** A 429 that says when to try again (the error handler sends it as Retry-After). */
export class TooManyRequestsProblem extends HttpProblem {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, 'TOO_MANY_REQUESTS', message);
  }
}

/** The 429 message: when to try again, and the phone number that always works. */
export const tooManyInquiriesMessage = (retryAfterSeconds: number) =>
  `Too many inquiries have been sent; please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s), or call the office on ${office.phoneInternational} (${office.phone}).`;

/** A refused inquiry as the REST facade answers it: 429 over a limit, 400 naming the field otherwise. */
export function inquiryRefusalProblem(refusal: InquiryRefused): HttpProblem {
  if (refusal.retryAfterSeconds !== undefined)
    return new TooManyRequestsProblem(tooManyInquiriesMessage(refusal.retryAfterSeconds), refusal.retryAfterSeconds);
  const field = refusal.field ?? '(body)';
  return new HttpProblem(400, 'VALIDATION_FAILED', `Invalid inquiry: ${field}`, [
    { field, code: refusal.reason, message: refusal.message },
  ]);
}
