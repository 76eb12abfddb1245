import { z } from 'zod';
import { databaseId, storableText } from './storable.js';

/**
 * The second factor of staff sign-in (decision 0040): an authenticator app's code (TOTP, RFC
 * 6238), passkeys (WebAuthn) and one-time recovery codes.
 */

/** STAFF_SECOND_FACTOR: `required` (the production default) or `optional` (an admin may still require it in the console). */
export const secondFactorPolicies = ['required', 'optional'] as const;
export type SecondFactorPolicy = (typeof secondFactorPolicies)[number];

/**
 * Where a signed-in session stands: `complete` reaches the console; `secondFactor` (the account has
 * a factor, the session has shown only the password) and `enrolment` (a factor is required and the
 * account has none) reach only that step and signing out.
 */
export const sessionStages = ['complete', 'secondFactor', 'enrolment'] as const;
export type SessionStage = (typeof sessionStages)[number];

export const totpRules = { digits: 6, periodSeconds: 30, algorithm: 'SHA1', acceptedSkewSteps: 1 } as const;
export const recoveryCodeRules = { count: 10, groups: 2, groupLength: 5 } as const;
export const passkeyRules = { maxPerAccount: 20, nameMaxLength: 60, challengeTtlMinutes: 5 } as const;

/** Six digits, spaces ignored (apps show `123 456`). */
export const totpCode = storableText({ error: 'code is required' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'code must be the six digits your app shows' }));

/** `abcde-fghij`: what the recovery sheet shows, any case, with or without the hyphen and spaces. */
export const recoveryCode = storableText({ error: 'code is required' })
  .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, { error: 'a recovery code is ten letters and digits' }));

/** A code typed at the second step: the app's six digits, or a recovery code. */
export const secondStepCodeInput = z.object({
  code: storableText({ error: 'code is required' }).max(40, { error: 'code is too long' }),
});

export const passkeyName = storableText({ error: 'name is required' })
  .trim()
  .min(1, { error: 'name is required' })
  .max(passkeyRules.nameMaxLength, { error: `name is at most ${passkeyRules.nameMaxLength} characters` });

const base64url = (max: number) =>
  z
    .string()
    .max(max, { error: `must be at most ${max} characters` })
    .regex(/^[\w-]*$/, { error: 'must be base64url' });

const transports = z.array(z.string().max(32)).max(10).optional();

/** A browser's answer to navigator.credentials.create(), as @simplewebauthn/browser sends it (sizes bounded). */
export const passkeyRegistrationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(32_768).optional(),
    transports,
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

/** A browser's answer to navigator.credentials.get(). */
export const passkeyAuthenticationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(32_768),
    // ML-DSA signatures run to several kilobytes; a passkey of any algorithm the server accepts must fit.
    signature: base64url(16_384),
    userHandle: base64url(256).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
});

const challengeId = z.string().regex(/^[\w-]{43}$/, { error: 'challengeId is not one this server gave' });

export const passkeyRegistrationInput = z.object({ challengeId, name: passkeyName, response: passkeyRegistrationResponse });
export const passkeySignInInput = z.object({ challengeId, response: passkeyAuthenticationResponse });
export const passkeyIdInput = z.object({ id: databaseId });
export const passkeyRenameInput = z.object({ id: databaseId, name: passkeyName });
export const totpConfirmInput = z.object({ code: totpCode });

export const securitySettingsInput = z.object({
  secondFactorRequired: z.boolean(),
  reviewFlagThreshold: z.number().int().min(1).max(100_000),
});
export type SecuritySettingsInput = z.output<typeof securitySettingsInput>;

/** A staff member's factors as the console shows them (never a secret). */
export interface SecondFactorStatus {
  totp: boolean;
  passkeys: Array<{ id: number; name: string; createdAt: string; lastUsedAt: string | null }>;
  recoveryCodesLeft: number;
  /** Whether this account must have a factor (STAFF_SECOND_FACTOR or the console's setting). */
  required: boolean;
}
