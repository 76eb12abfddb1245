import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest encrypted (a TOTP seed): AES-256-GCM under a key derived (HKDF-SHA-256)
 * from STAFF_SECRETS_KEY, so a copy of the database alone, a backup say, does not hold usable
 * seeds. Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). The row's own name is bound in as
 * associated data: a sealed value copied onto another account's row does not open there.
 */
export interface SecretBox {
  seal(plain: string, boundTo: string): string;
  /** The plain text, or null when the value was not sealed with this key for this row. */
  open(sealed: string, boundTo: string): string | null;
}

export function createSecretBox(masterKey: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', masterKey, 'office-staff-secrets', 'aes-256-gcm v1', 32));
  return {
    seal(plain, boundTo) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(boundTo));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed, boundTo) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAAD(Buffer.from(boundTo));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
