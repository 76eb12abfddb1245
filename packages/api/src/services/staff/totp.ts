import { totpRules } from '@office/contracts';
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Secret } from 'otpauth';
import type { Db, Writer } from '@office/db/client';
import { staffTotp } from '@office/db/schema';
import type { Clock } from '../clock.js';
import type { SecretBox } from './secret-box.js';

/** What enrolment shows: the QR code (SVG) and the same secret as text, for apps without a camera. */
export interface TotpEnrolment {
  secret: string;
  uri: string;
  qrSvg: string;
}

/**
 * The TOTP and QR libraries, loaded at the first enrolment or code, not at start: together some
 * 20 MiB of a process that may never see one (bench: RSS after start).
 */
const otpauth = () => import('otpauth');
const qrcode = () => import('qrcode');

async function totpOf(secret: Secret, label: string, issuer: string) {
  const { TOTP } = await otpauth();
  return new TOTP({ issuer, label, secret, algorithm: totpRules.algorithm, digits: totpRules.digits, period: totpRules.periodSeconds });
}

/** The row's binding for the secret box: a sealed secret opens only on its own account's row. */
const boundTo = (staffId: number) => `staff_totp:${staffId}`;

/**
 * An authenticator app (RFC 6238): 6 digits, 30 s, SHA-1 (what every app reads from a QR code),
 * one step of clock skew either way. A code is accepted once: its step is stored and that step and
 * older ones are refused after.
 */
export function createTotp(db: Db, clock: Clock, box: () => Promise<SecretBox>) {
  return {
    /** A new secret waiting for its first code (replacing one that never got it); refused while one is confirmed. */
    async begin(staffId: number, label: string, issuer: string): Promise<TotpEnrolment | null> {
      const secret = new (await otpauth()).Secret({ size: 20 });
      const sealed = (await box()).seal(secret.base32, boundTo(staffId));
      const now = clock.now();
      const written = await db
        .insert(staffTotp)
        .values({ staffId, encryptedSecret: sealed, createdAt: now })
        .onConflictDoUpdate({
          target: staffTotp.staffId,
          set: { encryptedSecret: sealed, createdAt: now, lastUsedStep: null },
          setWhere: isNull(staffTotp.confirmedAt),
        })
        .returning({ staffId: staffTotp.staffId });
      if (written.length === 0) return null;
      const uri = (await totpOf(secret, label, issuer)).toString();
      const qrSvg = await (await qrcode()).toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return { secret: secret.base32, uri, qrSvg };
    },

    async confirmed(staffId: number): Promise<boolean> {
      return (await db.$count(staffTotp, and(eq(staffTotp.staffId, staffId), isNotNull(staffTotp.confirmedAt)))) > 0;
    },

    /**
     * Checks a code: for a confirmed app at sign-in (`pending: false`) or the first code of an
     * enrolment (`pending: true`, which confirms it). The step is stored by a conditional update,
     * so a code cannot be used twice, not even by two requests at once.
     */
    async verify(staffId: number, code: string, { pending }: { pending: boolean }, writer: Writer = db): Promise<boolean> {
      const [row] = await db.select().from(staffTotp).where(eq(staffTotp.staffId, staffId)).limit(1);
      if (!row || (row.confirmedAt === null) !== pending) return false;
      const base32 = (await box()).open(row.encryptedSecret, boundTo(staffId));
      if (base32 === null) return false;
      const timestamp = clock.now().getTime();
      const { Secret } = await otpauth();
      const delta = (await totpOf(Secret.fromBase32(base32), 'check', 'check')).validate({
        token: code,
        timestamp,
        window: totpRules.acceptedSkewSteps,
      });
      if (delta === null) return false;
      const step = Math.floor(timestamp / 1000 / totpRules.periodSeconds) + delta;
      const stored = await writer
        .update(staffTotp)
        .set({ lastUsedStep: step, ...(pending ? { confirmedAt: clock.now() } : {}) })
        .where(and(eq(staffTotp.staffId, staffId), or(isNull(staffTotp.lastUsedStep), lt(staffTotp.lastUsedStep, step))))
        .returning({ staffId: staffTotp.staffId });
      return stored.length === 1;
    },

    async remove(staffId: number, writer: Writer = db): Promise<void> {
      await writer.delete(staffTotp).where(eq(staffTotp.staffId, staffId));
    },
  };
}

export type Totp = ReturnType<typeof createTotp>;
