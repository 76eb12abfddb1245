import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@office/db/client';
import { serverSecrets } from '@office/db/schema';

/** The derived keys the spam defence and the shared limiter sign and hash with. */
export interface DerivedSecrets {
  /** Signs the inquiry challenges (altcha-lib's hmacSignatureSecret). */
  challengeSignature: string;
  /** Signs each challenge's derived key, so a solution is checked with one HMAC (hmacKeySignatureSecret). */
  challengeKeySignature: string;
  /** Hashes client addresses and e-mails into limiter keys: none is stored in clear. */
  limiterKeys: string;
}

const derive = (master: string, purpose: string) => createHmac('sha256', master).update(purpose).digest('hex');

/**
 * The master secret: ALTCHA_HMAC_KEY when configured, else one the first process to start makes and
 * stores in `server_secrets`, which every later process (and restart) reads, so all of them accept
 * each other's challenges. Read once per process.
 */
export function createServerSecrets(db: Db, configured: string | undefined) {
  const load = async (): Promise<DerivedSecrets> => {
    const master = configured ?? (await storedMaster(db));
    return {
      challengeSignature: derive(master, 'inquiry-challenge-signature'),
      challengeKeySignature: derive(master, 'inquiry-challenge-key-signature'),
      limiterKeys: derive(master, 'limiter-keys'),
    };
  };
  return { get: madeOnce(load) };
}

/**
 * An async value made at first use and kept; a failure (the database down at first use) is not
 * kept, so the next call tries again.
 */
export function madeOnce<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}

/**
 * A secret the server keeps for itself under `name`: made by whichever process asks first, read by
 * every other. Only for when none is configured: a secret beside the data it protects protects it
 * from nothing but a careless reader, so production configures its own (docs/configuration.md).
 */
export async function storedServerSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error('server secret missing after insert');
  return row.value;
}

const storedMaster = (db: Db) => storedServerSecret(db, 'altcha-hmac-key');

export type ServerSecrets = ReturnType<typeof createServerSecrets>;
