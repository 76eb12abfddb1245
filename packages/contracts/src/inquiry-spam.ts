import { z } from 'zod';

/** An ALTCHA (v2) challenge, signed by the server; solve it and send the payload as `altcha`. */
export const inquiryChallenge = z
  .object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number().int(),
        keyLength: z.number().int(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        expiresAt: z.number().int().optional(),
      })
      .loose(),
    signature: z.string(),
  })
  .meta({ id: 'InquiryChallenge' });
export type InquiryChallenge = z.infer<typeof inquiryChallenge>;
