import { createHash, randomInt } from 'node:crypto';
import { recoveryCodeRules } from '@office/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Writer } from '@office/db/client';
import { staffRecoveryCodes } from '@office/db/schema';
import type { Clock } from '../clock.js';

// No 0/o, 1/l/i: a code copied from paper is read back right.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

/** `abcde-fghij`: ten characters from 31 (49 bits), enough for a code the throttle guards. */
function newCode(): string {
  const { groups, groupLength } = recoveryCodeRules;
  return Array.from({ length: groups }, () =>
    Array.from({ length: groupLength }, () => alphabet[randomInt(alphabet.length)]).join(''),
  ).join('-');
}

/** Only the hash is stored; normalised as recoveryCode (contracts) normalises what is typed. */
const hashOf = (normalised: string) => createHash('sha256').update(normalised).digest('hex');
const normalise = (code: string) => code.replace(/[\s-]+/g, '').toLowerCase();

/** Ten one-time codes for when the phone or the key is lost; shown once, stored hashed. */
export function createRecoveryCodes(db: Db, clock: Clock) {
  return {
    /** A new set replaces the old one (every old code stops working); the codes, to show once. */
    async replace(staffId: number, writer: Writer = db): Promise<string[]> {
      const codes = Array.from({ length: recoveryCodeRules.count }, newCode);
      await writer.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      await writer.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: hashOf(normalise(code)) })));
      return codes;
    },

    async clear(staffId: number, writer: Writer = db): Promise<void> {
      await writer.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    },

    async left(staffId: number): Promise<number> {
      return db.$count(staffRecoveryCodes, and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
    },

    /** Uses a code: true once, false for an unknown or already used one (the update is the check, so two tries at once cannot both win). */
    async use(staffId: number, normalisedCode: string): Promise<boolean> {
      const used = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: clock.now() })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, staffId),
            eq(staffRecoveryCodes.codeHash, hashOf(normalisedCode)),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return used.length === 1;
    },
  };
}

export type RecoveryCodes = ReturnType<typeof createRecoveryCodes>;
