import { type StaffPasswordProblem, staffPasswordRules } from '@office/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';

/** ~49,000 passwords most often found in breaches (zxcvbn-ts), lower-cased, in memory. */
const commonPasswords = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/**
 * What a password is commonly built from: the password itself, without the digits and signs
 * people add to satisfy rules ("sunshine2024!"), and the unit of a repetition ("dragondragon").
 */
function commonCores(lowered: string): string[] {
  const cores = [lowered, lowered.replace(/[\p{N}\p{P}\p{S}\s]+$/u, ''), lowered.replace(/^[\p{N}\p{P}\p{S}\s]+/u, '')];
  const repeated = /^(.+?)\1+$/u.exec(lowered);
  if (repeated?.[1]) cores.push(repeated[1]);
  return cores;
}

/** Why a password is refused: a code the console words in Korean, and a sentence for the command line. */
export interface PasswordProblem {
  reason: StaffPasswordProblem;
  message: string;
}

/**
 * Why a password is refused, or null when it is acceptable: at least 12 characters, not a common
 * password, not the account's email.
 */
export function checkPassword(password: string, email: string): PasswordProblem | null {
  if ([...password].length < staffPasswordRules.minLength) {
    return { reason: 'too_short', message: `The password must be at least ${staffPasswordRules.minLength} characters long.` };
  }
  if ([...password].length > staffPasswordRules.maxLength) {
    return { reason: 'too_long', message: `The password must be at most ${staffPasswordRules.maxLength} characters long.` };
  }
  const lowered = password.toLowerCase();
  const emailLowered = email.trim().toLowerCase();
  const localPart = emailLowered.split('@')[0] ?? '';
  const cores = commonCores(lowered);
  if (localPart && (lowered.includes(emailLowered) || cores.includes(localPart))) {
    return { reason: 'contains_email', message: 'The password must not be or contain the email address.' };
  }
  if (new Set(lowered).size < 4 || cores.some((core) => commonPasswords.has(core))) {
    return {
      reason: 'too_common',
      message: 'This password is too common or too easy to guess; choose a longer phrase of unrelated words.',
    };
  }
  return null;
}

/** The sentence alone (the command line, the tests). */
export const passwordProblem = (password: string, email: string): string | null => checkPassword(password, email)?.message ?? null;
