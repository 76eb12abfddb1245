import type { SecondFactorPolicy } from '@office/contracts';
import type { Db } from '@office/db/client';
import type { Clock } from '../clock.js';
import type { RateLimiter } from '../rate-limiter.js';
import { createStaffAccountsService } from './accounts.js';
import type { AuditLogService } from './audit-log.js';
import { createPasskeys, type RelyingParty } from './passkeys.js';
import { createRecoveryCodes } from './recovery-codes.js';
import { createSecondFactorService } from './second-factor.js';
import type { SecretBox } from './secret-box.js';
import { createStaffSessionsService } from './sessions.js';
import { createStaffAuthService } from './sign-in.js';
import { createSignInThrottle } from './sign-in-throttle.js';
import { createTotp } from './totp.js';

/** What staff sign-in needs of the host (decision 0040). */
export interface StaffSecurityOptions {
  /** STAFF_SECOND_FACTOR. */
  secondFactor: SecondFactorPolicy;
  /** The site's origin and host name, for passkeys. */
  relyingParty: RelyingParty;
  /** Opens and seals the TOTP secrets (STAFF_SECRETS_KEY); made when first needed. */
  secretBox: () => Promise<SecretBox>;
}

/** Staff accounts, sign-in, sessions, second factors and the audit log: what the console and `cli.js staff:…` use. */
export function createStaffServices(db: Db, clock: Clock, limiter: RateLimiter, audit: AuditLogService, security: StaffSecurityOptions) {
  const sessions = createStaffSessionsService(db, clock, security.secondFactor);
  const throttle = createSignInThrottle(limiter);
  const accounts = createStaffAccountsService(db, clock, audit, sessions);
  const totp = createTotp(db, clock, security.secretBox);
  const passkeys = createPasskeys(db, clock, security.relyingParty);
  const recoveryCodes = createRecoveryCodes(db, clock);
  return {
    audit,
    sessions,
    throttle,
    accounts,
    auth: createStaffAuthService({ clock, accounts, sessions, throttle, audit, totp, passkeys, recoveryCodes }),
    secondFactor: createSecondFactorService({
      db,
      clock,
      policy: security.secondFactor,
      issuer: security.relyingParty.name,
      totp,
      passkeys,
      recoveryCodes,
      sessions,
      audit,
    }),
  };
}

export type StaffServices = ReturnType<typeof createStaffServices>;
