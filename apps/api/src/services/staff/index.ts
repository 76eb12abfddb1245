import type { Db } from '../../db/client.js';
import type { Clock } from '../clock.js';
import { createRateLimiter, type RateLimiter } from '../rate-limiter.js';
import { createServerSecrets } from '../server-secrets.js';
import { createStaffAccountsService } from './accounts.js';
import { createAuditLogService } from './audit-log.js';
import { createStaffSessionsService } from './sessions.js';
import { createStaffAuthService } from './sign-in.js';
import { createSignInThrottle } from './sign-in-throttle.js';

/** Staff accounts, sign-in, sessions and the audit log: what the console and `pnpm staff:add` use. */
export function createStaffServices(
  db: Db,
  clock: Clock,
  limiter: RateLimiter = createRateLimiter(db, clock, createServerSecrets(db, undefined)),
) {
  const audit = createAuditLogService(db, clock);
  const sessions = createStaffSessionsService(db, clock);
  const throttle = createSignInThrottle(limiter);
  const accounts = createStaffAccountsService(db, clock, audit, sessions);
  return { audit, sessions, throttle, accounts, auth: createStaffAuthService({ accounts, sessions, throttle, audit }) };
}

export type StaffServices = ReturnType<typeof createStaffServices>;
