import type { CreateStaffInput, StaffMember, StaffRole } from '@office/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '@office/db/client';
import { staffAccounts } from '@office/db/schema';
import type { Clock } from '../clock.js';
import { DomainError } from '../../errors/index.js';
import type { AuditActor, AuditLogService } from './audit-log.js';
import { hashPassword } from './password-hashing.js';
import { checkPassword } from './password-policy.js';
import type { StaffSessionsService } from './sessions.js';

type StaffRow = typeof staffAccounts.$inferSelect;

export const toStaffMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  displayName: row.displayName,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  disabledAt: row.disabledAt?.toISOString() ?? null,
});

const staffTarget = (id: number) => ({ type: 'staff', id });

/** Creating and changing staff accounts; every change is in the audit log, in the same transaction. */
export function createStaffAccountsService(db: Db, clock: Clock, audit: AuditLogService, sessions: StaffSessionsService) {
  async function newHash(password: string, email: string): Promise<string> {
    const problem = checkPassword(password, email);
    if (problem) throw new DomainError('weak_password', problem.message, { field: 'password', reason: problem.reason });
    return hashPassword(password);
  }

  /** The row, locked for this transaction, or a not_found error. */
  async function lockedRow(tx: Tx, id: number): Promise<StaffRow> {
    const [row] = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).for('update');
    if (!row) throw new DomainError('not_found', `There is no staff account ${id}.`);
    return row;
  }

  /** Refuses a change that would leave no active admin to manage the accounts. */
  async function keepAnAdmin(tx: Tx, row: StaffRow): Promise<void> {
    if (row.role !== 'admin' || row.disabledAt) return;
    const admins = await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.role, 'admin'), isNull(staffAccounts.disabledAt)))
      .for('update');
    if (admins.length <= 1) throw new DomainError('last_admin', 'This is the only active admin; make another admin first.');
  }

  return {
    async list(): Promise<StaffMember[]> {
      const rows = await db.select().from(staffAccounts).orderBy(asc(staffAccounts.id));
      return rows.map(toStaffMember);
    },

    async findById(id: number): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
      return row;
    },

    /** The account an email names (any case), for signing in. */
    async findByEmail(email: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email.trim().toLowerCase())).limit(1);
      return row;
    },

    async create(input: CreateStaffInput, actor: AuditActor, via = 'console'): Promise<StaffMember> {
      const email = input.email.trim().toLowerCase();
      const passwordHash = await newHash(input.password, email);
      return db.transaction(async (tx) => {
        const now = clock.now();
        const [row] = await tx
          .insert(staffAccounts)
          .values({ email, displayName: input.displayName, role: input.role, passwordHash, createdAt: now, updatedAt: now })
          .onConflictDoNothing({ target: staffAccounts.email })
          .returning();
        if (!row) throw new DomainError('email_taken', `An account for ${email} already exists.`);
        await audit.record(actor, 'staff.created', staffTarget(row.id), { email, role: row.role, via }, tx);
        return toStaffMember(row);
      });
    },

    async setRole(id: number, role: StaffRole, actor: AuditActor): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const row = await lockedRow(tx, id);
        if (row.role === role) return toStaffMember(row);
        if (role !== 'admin') await keepAnAdmin(tx, row);
        const [updated] = await tx.update(staffAccounts).set({ role, updatedAt: clock.now() }).where(eq(staffAccounts.id, id)).returning();
        await audit.record(actor, 'staff.role_changed', staffTarget(id), { email: row.email, from: row.role, to: role }, tx);
        return toStaffMember(updated ?? row);
      });
    },

    /** The account can no longer sign in and its sessions end at once; its history stays. */
    async disable(id: number, actor: AuditActor): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const row = await lockedRow(tx, id);
        if (row.disabledAt) return toStaffMember(row);
        await keepAnAdmin(tx, row);
        const now = clock.now();
        const [updated] = await tx
          .update(staffAccounts)
          .set({ disabledAt: now, updatedAt: now })
          .where(eq(staffAccounts.id, id))
          .returning();
        await sessions.endAllOf(id, tx);
        await audit.record(actor, 'staff.disabled', staffTarget(id), { email: row.email }, tx);
        return toStaffMember(updated ?? row);
      });
    },

    /** A disabled account may sign in again (with its old password; its sessions stayed ended). */
    async enable(id: number, actor: AuditActor): Promise<StaffMember> {
      return db.transaction(async (tx) => {
        const row = await lockedRow(tx, id);
        if (!row.disabledAt) return toStaffMember(row);
        const [updated] = await tx
          .update(staffAccounts)
          .set({ disabledAt: null, updatedAt: clock.now() })
          .where(eq(staffAccounts.id, id))
          .returning();
        await audit.record(actor, 'staff.enabled', staffTarget(id), { email: row.email }, tx);
        return toStaffMember(updated ?? row);
      });
    },

    /** A new password ends every session of the account (someone else may have had the old one). */
    async changePassword(id: number, password: string, actor: AuditActor): Promise<void> {
      const [current] = await db.select({ email: staffAccounts.email }).from(staffAccounts).where(eq(staffAccounts.id, id));
      if (!current) throw new DomainError('not_found', `There is no staff account ${id}.`);
      const passwordHash = await newHash(password, current.email);
      await db.transaction(async (tx) => {
        await lockedRow(tx, id);
        await tx.update(staffAccounts).set({ passwordHash, updatedAt: clock.now() }).where(eq(staffAccounts.id, id));
        await sessions.endAllOf(id, tx);
        await audit.record(actor, 'staff.password_changed', staffTarget(id), { email: current.email }, tx);
      });
    },

    /** Stores a stronger hash of a password just verified (settings were raised); not an account change. */
    async rehash(id: number, password: string): Promise<void> {
      await db
        .update(staffAccounts)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(staffAccounts.id, id));
    },
  };
}

export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
