import type { SecondFactorPolicy, SecondFactorStatus, SecuritySettingsInput } from '@office/contracts';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, asc, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@office/db/client';
import { securitySettings, staffAccounts, staffPasskeys, staffRecoveryCodes, staffTotp } from '@office/db/schema';
import type { Clock } from '../clock.js';
import { DomainError } from '../../errors/index.js';
import type { AuditActor, AuditLogService } from './audit-log.js';
import type { Passkeys } from './passkeys.js';
import type { RecoveryCodes } from './recovery-codes.js';
import type { SignedInStaff, StaffSessionsService } from './sessions.js';
import type { Totp } from './totp.js';

interface Dependencies {
  db: Db;
  clock: Clock;
  policy: SecondFactorPolicy;
  issuer: string;
  totp: Totp;
  passkeys: Passkeys;
  recoveryCodes: RecoveryCodes;
  sessions: StaffSessionsService;
  audit: AuditLogService;
}

const staffTarget = (id: number) => ({ type: 'staff', id });

/**
 * Setting up and managing second factors (decision 0040): the signed-in staff member's own (an app,
 * passkeys, recovery codes), an admin's reset of someone else's, and the console's setting that
 * requires one of everybody. The first factor an account gets comes with its recovery codes and
 * completes the session it was set up in.
 */
export function createSecondFactorService({ db, clock, policy, issuer, totp, passkeys, recoveryCodes, sessions, audit }: Dependencies) {
  async function settings() {
    const [row] = await db.select().from(securitySettings).limit(1);
    return { secondFactorRequired: row?.secondFactorRequired ?? false, reviewFlagThreshold: row?.reviewFlagThreshold ?? 100 };
  }

  const required = async () => policy === 'required' || (await settings()).secondFactorRequired;
  const factorCount = async (staffId: number) => ((await totp.confirmed(staffId)) ? 1 : 0) + (await passkeys.count(staffId));

  /** After a factor was added: recovery codes when it is the first, and this session is complete. */
  async function added(staff: SignedInStaff, sessionToken: string, kind: 'totp' | 'passkey', wasFirst: boolean) {
    const codes = wasFirst ? await recoveryCodes.replace(staff.id) : null;
    await sessions.markSecondFactor(sessionToken);
    await audit.record(staff, 'staff.factor_added', staffTarget(staff.id), { kind });
    return { recoveryCodes: codes };
  }

  /** A factor may go unless it is the last of an account that must have one. */
  async function mayRemoveOne(staffId: number) {
    if ((await factorCount(staffId)) <= 1 && (await required()))
      throw new DomainError('last_factor', 'A second factor is required: set up another one before removing this one.');
  }

  return {
    policy,
    settings,
    required,

    /** Per account: whether it has an app, how many passkeys, recovery codes left. */
    async overview(): Promise<Array<{ staffId: number; totp: boolean; passkeys: number; recoveryCodesLeft: number }>> {
      const countOf = (table: typeof staffPasskeys | typeof staffRecoveryCodes, condition: SQL | undefined) =>
        sql<number>`(${db.select({ n: count() }).from(table).where(condition)})`.mapWith(Number);
      return db
        .select({
          staffId: staffAccounts.id,
          totp: sql<boolean>`exists (${db
            .select({ one: sql`1` })
            .from(staffTotp)
            .where(and(eq(staffTotp.staffId, staffAccounts.id), isNotNull(staffTotp.confirmedAt)))})`,
          passkeys: countOf(staffPasskeys, eq(staffPasskeys.staffId, staffAccounts.id)),
          recoveryCodesLeft: countOf(
            staffRecoveryCodes,
            and(eq(staffRecoveryCodes.staffId, staffAccounts.id), isNull(staffRecoveryCodes.usedAt)),
          ),
        })
        .from(staffAccounts)
        .orderBy(asc(staffAccounts.id));
    },

    async status(staffId: number): Promise<SecondFactorStatus> {
      const [hasTotp, keys, left, isRequired] = await Promise.all([
        totp.confirmed(staffId),
        passkeys.list(staffId),
        recoveryCodes.left(staffId),
        required(),
      ]);
      return {
        totp: hasTotp,
        passkeys: keys.map((row) => ({
          id: row.id,
          name: row.name,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
        })),
        recoveryCodesLeft: left,
        required: isRequired,
      };
    },

    async beginTotp(staff: SignedInStaff) {
      const enrolment = await totp.begin(staff.id, staff.email, issuer);
      if (!enrolment) throw new DomainError('factor_exists', 'An authenticator app is already set up.');
      return enrolment;
    },

    async confirmTotp(staff: SignedInStaff, sessionToken: string, code: string) {
      const wasFirst = (await factorCount(staff.id)) === 0;
      if (!(await totp.verify(staff.id, code, { pending: true })))
        throw new DomainError('wrong_code', 'The code is not right.', { field: 'code' });
      return added(staff, sessionToken, 'totp', wasFirst);
    },

    async removeTotp(staff: SignedInStaff) {
      if (!(await totp.confirmed(staff.id))) return;
      await mayRemoveOne(staff.id);
      await totp.remove(staff.id);
      await audit.record(staff, 'staff.factor_removed', staffTarget(staff.id), { kind: 'totp' });
    },

    passkeyOptions: (staff: SignedInStaff) => passkeys.registrationOptions(staff),

    async registerPasskey(
      staff: SignedInStaff,
      sessionToken: string,
      input: { challengeId: string; name: string; response: RegistrationResponseJSON },
    ) {
      const wasFirst = (await factorCount(staff.id)) === 0;
      const row = await passkeys.register(staff.id, input.challengeId, input.name, input.response);
      if (!row) throw new DomainError('passkey_refused', 'The passkey could not be verified.');
      return { id: row.id, ...(await added(staff, sessionToken, 'passkey', wasFirst)) };
    },

    async renamePasskey(staff: SignedInStaff, id: number, name: string) {
      if (!(await passkeys.rename(staff.id, id, name))) throw new DomainError('not_found', `There is no passkey ${id}.`);
    },

    async removePasskey(staff: SignedInStaff, id: number) {
      await mayRemoveOne(staff.id);
      const removed = await passkeys.remove(staff.id, id);
      if (!removed) throw new DomainError('not_found', `There is no passkey ${id}.`);
      await audit.record(staff, 'staff.factor_removed', staffTarget(staff.id), { kind: 'passkey', name: removed.name });
    },

    async replaceRecoveryCodes(staff: SignedInStaff): Promise<string[]> {
      const codes = await recoveryCodes.replace(staff.id);
      await audit.record(staff, 'staff.recovery_codes_replaced', staffTarget(staff.id));
      return codes;
    },

    /**
     * A lost phone or key: every factor and recovery code of the account goes, and its sessions
     * end; at its next sign-in it sets up a new factor (where one is required). By another admin in
     * the console, or `cli.js staff:reset-second-factor`.
     */
    async reset(staffId: number, actor: AuditActor, via = 'console') {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ email: staffAccounts.email })
          .from(staffAccounts)
          .where(eq(staffAccounts.id, staffId))
          .for('update');
        if (!row) throw new DomainError('not_found', `There is no staff account ${staffId}.`);
        await totp.remove(staffId, tx);
        await passkeys.removeAll(staffId, tx);
        await recoveryCodes.clear(staffId, tx);
        await sessions.endAllOf(staffId, tx);
        await audit.record(actor, 'staff.second_factor_reset', staffTarget(staffId), { email: row.email, via }, tx);
      });
    },

    async updateSettings(input: SecuritySettingsInput, actor: SignedInStaff) {
      const before = await settings();
      if (input.secondFactorRequired && !before.secondFactorRequired && (await factorCount(actor.id)) === 0)
        throw new DomainError('no_own_factor', 'Set up your own second factor before requiring one of everyone.');
      await db
        .insert(securitySettings)
        .values({ id: 1, ...input, updatedAt: clock.now() })
        .onConflictDoUpdate({ target: securitySettings.id, set: { ...input, updatedAt: clock.now() } });
      await audit.record(actor, 'security.settings_changed', null, {
        secondFactorRequired: input.secondFactorRequired,
        reviewFlagThreshold: input.reviewFlagThreshold,
        wasRequired: before.secondFactorRequired,
      });
      return settings();
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
