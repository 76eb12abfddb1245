import { randomBytes } from 'node:crypto';
import { passkeyRules } from '@office/contracts';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Db, Writer } from '@office/db/client';
import { staffPasskeys, webauthnChallenges } from '@office/db/schema';
import type { Clock } from '../clock.js';

/** Who the passkeys are for: the site's origin and its host name (the WebAuthn relying party). */
export interface RelyingParty {
  origin: string;
  id: string;
  name: string;
}

export const relyingPartyOf = (publicOrigin: string, name: string): RelyingParty => ({
  origin: publicOrigin,
  id: new URL(publicOrigin).hostname,
  name,
});

type Purpose = (typeof webauthnChallenges.$inferSelect)['purpose'];
type PasskeyRow = typeof staffPasskeys.$inferSelect;

const newChallengeId = () => randomBytes(32).toString('base64url');

/**
 * The WebAuthn library, loaded at the first passkey request, not at start: it and its ASN.1 and
 * CBOR parsers take about 27 MiB of a process that may never see a passkey (bench: RSS after start).
 */
const webauthn = () => import('@simplewebauthn/server');

/**
 * The key algorithms a passkey may use: Ed25519, ES256, RS256, what every platform and security
 * key offers. Not ML-DSA, which the library offers first on Node 24: Chromium's virtual
 * authenticator takes it, and a post-quantum signature of several kilobytes for a console sign-in
 * buys nothing yet while few authenticators have it.
 */
const supportedAlgorithmIDs = [-8, -7, -257];

/**
 * Passkeys (WebAuthn, with SimpleWebAuthn): several per account, named by their owner. A challenge
 * is kept in the database between the options and the answer (any app process may get the answer),
 * for five minutes, and taken by a DELETE … RETURNING, so it is used once.
 */
export function createPasskeys(db: Db, clock: Clock, party: RelyingParty) {
  async function keepChallenge(purpose: Purpose, staffId: number | null, challenge: string): Promise<string> {
    const now = clock.now();
    await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now));
    const id = newChallengeId();
    await db.insert(webauthnChallenges).values({
      id,
      staffId,
      purpose,
      challenge,
      expiresAt: new Date(now.getTime() + passkeyRules.challengeTtlMinutes * 60_000),
    });
    return id;
  }

  /** The challenge an answer names, once, if it is for this purpose (and account) and not expired. */
  async function takeChallenge(id: string, purpose: Purpose, staffId: number | null): Promise<string | null> {
    const [row] = await db.delete(webauthnChallenges).where(eq(webauthnChallenges.id, id)).returning();
    if (!row || row.purpose !== purpose || row.staffId !== staffId || row.expiresAt <= clock.now()) return null;
    return row.challenge;
  }

  const ofAccount = (staffId: number) =>
    db.select().from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId)).orderBy(asc(staffPasskeys.id));

  return {
    list: ofAccount,

    async count(staffId: number): Promise<number> {
      return db.$count(staffPasskeys, eq(staffPasskeys.staffId, staffId));
    },

    async registrationOptions(staff: { id: number; email: string; displayName: string }): Promise<{
      challengeId: string;
      options: PublicKeyCredentialCreationOptionsJSON;
    }> {
      const existing = await ofAccount(staff.id);
      const { generateRegistrationOptions } = await webauthn();
      const options = await generateRegistrationOptions({
        rpName: party.name,
        rpID: party.id,
        userName: staff.email,
        userDisplayName: staff.displayName,
        // An opaque handle: the authenticator never holds the e-mail as the account's id.
        userID: new TextEncoder().encode(`staff:${staff.id}`),
        attestationType: 'none',
        supportedAlgorithmIDs,
        excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
        // Discoverable, so the passkey can sign in without the e-mail typed first.
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      return { challengeId: await keepChallenge('registration', staff.id, options.challenge), options };
    },

    /** Verifies and stores a new passkey; null when the answer is not valid for the challenge. */
    async register(staffId: number, challengeId: string, name: string, response: RegistrationResponseJSON, writer: Writer = db) {
      const challenge = await takeChallenge(challengeId, 'registration', staffId);
      if (!challenge) return null;
      if ((await ofAccount(staffId)).length >= passkeyRules.maxPerAccount) return null;
      const { verifyRegistrationResponse } = await webauthn();
      const verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.id,
        requireUserVerification: true,
        supportedAlgorithmIDs,
      }).catch(() => null);
      if (!verified?.verified) return null;
      const { credential } = verified.registrationInfo;
      const [row] = await writer
        .insert(staffPasskeys)
        .values({
          staffId,
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          signCount: credential.counter,
          transports: credential.transports ?? [],
          name,
          createdAt: clock.now(),
        })
        .onConflictDoNothing({ target: staffPasskeys.credentialId })
        .returning();
      return row ?? null;
    },

    /** Options for a passkey answer: any discoverable passkey (sign-in without a password) or this account's (the second step). */
    async authenticationOptions(staffId: number | null): Promise<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }> {
      const allowed = staffId === null ? [] : await ofAccount(staffId);
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({
        rpID: party.id,
        allowCredentials: allowed.map((row) => ({ id: row.credentialId, transports: row.transports })),
        userVerification: staffId === null ? 'required' : 'preferred',
      });
      return { challengeId: await keepChallenge('authentication', staffId, options.challenge), options };
    },

    /**
     * The account whose passkey answered, or null. For a sign-in without a password, the
     * authenticator must have verified its user (PIN, fingerprint): the passkey then stands for both
     * factors. The signature counter is stored; one that goes backwards (a cloned key) is refused.
     */
    async authenticate(challengeId: string, staffId: number | null, response: AuthenticationResponseJSON): Promise<PasskeyRow | null> {
      const challenge = await takeChallenge(challengeId, 'authentication', staffId);
      if (!challenge) return null;
      const [row] = await db.select().from(staffPasskeys).where(eq(staffPasskeys.credentialId, response.id)).limit(1);
      if (!row || (staffId !== null && row.staffId !== staffId)) return null;
      const { verifyAuthenticationResponse } = await webauthn();
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.id,
        credential: {
          id: row.credentialId,
          publicKey: Buffer.from(row.publicKey, 'base64url'),
          counter: row.signCount,
          transports: row.transports,
        },
        requireUserVerification: staffId === null,
      }).catch(() => null);
      if (!verified?.verified) return null;
      await db
        .update(staffPasskeys)
        .set({ signCount: verified.authenticationInfo.newCounter, lastUsedAt: clock.now() })
        .where(eq(staffPasskeys.id, row.id));
      return row;
    },

    async rename(staffId: number, id: number, name: string): Promise<boolean> {
      const renamed = await db
        .update(staffPasskeys)
        .set({ name })
        .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, staffId)))
        .returning({ id: staffPasskeys.id });
      return renamed.length === 1;
    },

    async remove(staffId: number, id: number, writer: Writer = db): Promise<PasskeyRow | null> {
      const [removed] = await writer
        .delete(staffPasskeys)
        .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, staffId)))
        .returning();
      return removed ?? null;
    },

    async removeAll(staffId: number, writer: Writer = db): Promise<void> {
      await writer.delete(staffPasskeys).where(eq(staffPasskeys.staffId, staffId));
    },
  };
}

export type Passkeys = ReturnType<typeof createPasskeys>;
