import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id with OWASP's first recommended setting: 46 MiB of memory, one pass, one lane
 * (about 50–100 ms here). Raising these later rehashes each password at its next sign-in.
 */
export const passwordHashOptions = {
  type: argon2.argon2id,
  memoryCost: 47_104,
  timeCost: 1,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, passwordHashOptions);

/** False for a wrong password and for a hash that cannot be read, never an exception. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** True when the hash was made with weaker settings than today's (or another algorithm). */
export const needsRehash = (hash: string): boolean => !hash.startsWith('$argon2id$') || argon2.needsRehash(hash, passwordHashOptions);

let dummyHash: Promise<string> | undefined;

/**
 * A hash of nothing anyone knows, verified when the email is unknown so that an unknown email
 * takes as long to refuse as a wrong password.
 */
export function hashForUnknownAccounts(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}
