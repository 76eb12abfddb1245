import type { Db } from '@office/db/client';
import type { Clock } from '../clock.js';
import type { RateLimiter } from '../rate-limiter.js';
import { createStaffAccountsService } from './accounts.js';
import type { AuditLogService } from './audit-log.js';
import { createStaffSessionsService } from './sessions.js';
import { createStaffAuthService } from './sign-in.js';
import { createSignInThrottle } from './sign-in-throttle.js';

/** Staff accounts, sign-in, sessions and the audit log: what the console and `pnpm staff:add` use. */
export function createStaffServices(db: Db, clock: Clock, limiter: RateLimiter, audit: AuditLogService) {
  const sessions = createStaffSessionsService(db, clock);
  const throttle = createSignInThrottle(limiter);
  const accounts = createStaffAccountsService(db, clock, audit, sessions);
  return { audit, sessions, throttle, accounts, auth: createStaffAuthService({ accounts, sessions, throttle, audit }) };
}

export type StaffServices = ReturnType<typeof createStaffServices>;
