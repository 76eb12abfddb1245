import { z } from 'zod';
import { databaseId, storableText } from './storable.js';
import { staffPasswordRules } from './console-rules.js';

/** admin: everything, staff accounts, inquiries, the audit log. editor: content and texts only. */
export const staffRoles = ['admin', 'editor'] as const;
export type StaffRole = (typeof staffRoles)[number];
export const staffRole = z.enum(staffRoles);

/** Stored and compared lower-cased: one account per address, however it is typed. */
export const staffEmail = storableText({ error: 'email is required' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'email is too long' })
  .pipe(z.email({ error: 'email must look like name@example.com' }));

export const staffPassword = storableText({ error: 'password is required' }).max(staffPasswordRules.maxLength, {
  error: `password is longer than ${staffPasswordRules.maxLength} characters`,
});

export const staffDisplayName = storableText({ error: 'display name is required' })
  .trim()
  .min(1, { error: 'display name is required' })
  .max(100, { error: 'display name is at most 100 characters' });

export const staffId = databaseId;

export const signInInput = z.object({
  // Any text: a malformed address is just another wrong sign-in, answered the same neutral way.
  email: storableText().trim().toLowerCase().max(254),
  password: staffPassword,
});

export const createStaffInput = z.object({
  email: staffEmail,
  displayName: staffDisplayName,
  role: staffRole,
  password: staffPassword,
});
export type CreateStaffInput = z.output<typeof createStaffInput>;

export const setStaffRoleInput = z.object({ id: staffId, role: staffRole });
export const staffIdInput = z.object({ id: staffId });

export const changePasswordInput = z.object({
  currentPassword: staffPassword,
  newPassword: staffPassword,
});

export const auditListInput = z
  .object({
    limit: z.number().int().min(1).max(200).default(50),
    /** Entries older than this id (the previous page's `nextBefore`). */
    before: databaseId.optional(),
  })
  .default({ limit: 50 });
export type AuditListInput = z.input<typeof auditListInput>;

/** A month in Korea (YYYY-MM) the access review looks at. */
export const reviewMonth = z
  .string({ error: 'month must be a month (YYYY-MM)' })
  .regex(/^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/, { error: 'month must be a month (YYYY-MM) between 1900 and 2999' });
export const accessReviewInput = z.object({ month: reviewMonth });
export type AccessReviewInput = z.output<typeof accessReviewInput>;

/** A staff member as the console sees them: never the password hash. */
export interface StaffMember {
  id: number;
  email: string;
  displayName: string;
  role: StaffRole;
  createdAt: string;
  disabledAt: string | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorEmail: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  detail: Record<string, unknown>;
  /** The client's address (null: the command line, or a record from before addresses were kept). */
  address: string | null;
  /** Whose personal data was processed (`AccessSubjects`), for accesses to it. */
  subjects: Record<string, unknown> | null;
  /** Why, where asked (an export's stated reason). */
  reason: string | null;
  /** The place in the chain of hashes (decision 0039). */
  seq: number | null;
}
