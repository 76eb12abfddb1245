import { z } from 'zod';
import { storableText } from './storable.js';
import { languageCode } from './enums.js';
import { inquiryReplyChannels, inquiryRules } from './inquiry-rules.js';

const requiredText = (max: number, message: string) =>
  storableText({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${message} (at most ${max} characters)` });

export const inquiryInput = z
  .object({
    name: requiredText(inquiryRules.nameMaxLength, 'name is required'),
    phone: z
      .string({ error: 'phone is required' })
      .regex(inquiryRules.phonePattern, { error: 'phone must be 10 or 11 digits, digits only (e.g. 01012345678)' }),
    email: storableText({ error: 'email is required' })
      .trim()
      .max(inquiryRules.emailMaxLength, { error: 'email is too long' })
      .regex(inquiryRules.emailPattern, { error: 'email must look like name@example.com' }),
    content: requiredText(inquiryRules.contentMaxLength, 'content is required'),
    /** Sent by our own form; the original four-field body (docs/api.md#rest-paths) has no consent (its form requires it). */
    consent: z.literal(true, { error: 'consent must be true when given' }).optional(),
    consent_version: storableText().min(1).max(40).optional(),
    lang: languageCode.optional(),
    /** The language the visitor would like the answer in (decision 0045); the page's when not given. */
    reply_lang: languageCode.optional(),
    /** How the visitor would like to be answered; e-mail when not given. */
    reply_channel: z.enum(inquiryReplyChannels, { error: `reply_channel must be one of ${inquiryReplyChannels.join(', ')}` }).optional(),
    /**
     * The solved proof-of-work challenge: the ALTCHA payload (base64 of `{ challenge, solution }`).
     * Without it the inquiry is accepted under much lower limits (docs/security.md#inquiry-spam-defence).
     */
    altcha: z.string().max(4000, { error: 'altcha is not a solved challenge of this server' }).optional(),
    /** The honeypot (`inquiryHoneypotField`): people never see it; anything in it refuses the inquiry. */
    website: z.string().max(1000).optional(),
  })
  .meta({ id: 'InquiryInput' });
export type InquiryInput = z.input<typeof inquiryInput>;
export type ValidInquiry = z.output<typeof inquiryInput>;

export const inquiryReceipt = z
  .object({
    id: z.number().int().positive(),
    created_at: z.string(),
  })
  .meta({ id: 'InquiryReceipt' });
export type InquiryReceipt = z.infer<typeof inquiryReceipt>;
