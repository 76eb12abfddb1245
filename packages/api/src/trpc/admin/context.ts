import type { ConsoleRefusal } from '../../errors/index.js';
import type { Services } from '../../services/index.js';
import type { ActiveSession } from '../../services/staff/sessions.js';
import type { HostFacts } from '../../services/go-live.js';

/**
 * What every console procedure sees (built in http/admin-console.ts from what the console scope's
 * hook found): the procedures decide who may call them and answer refusals in tRPC's envelope.
 */
export interface AdminContext {
  services: Services;
  /** The HTTP request's id, given back with every error. */
  requestId: string;
  request: {
    /** The client's address (behind a proxy only with TRUST_PROXY). */
    address: string;
    /** The session cookie's value. */
    sessionToken: string | undefined;
  };
  /** The live session the cookie names, or null. */
  staffSession: ActiveSession | null;
  /** What the hook refused (another site; a wrong CSRF token; a failed session lookup), or null. */
  refusal: ConsoleRefusal | null;
  /** What the host knows of itself: its configured origin, whether mail is set up, a test e-mail. */
  host: HostFacts & {
    /** Sends the office a test e-mail now; the reason when it fails (no address, no personal data). */
    sendTestMail(): Promise<{ sent: true; to: string[] } | { sent: false; code: 'noSmtp' | 'noAddress' | 'refused'; reason: string }>;
  };
  setSessionCookie(token: string): void;
  clearSessionCookie(): void;
}
