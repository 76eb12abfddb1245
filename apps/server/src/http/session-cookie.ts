import type { CookieSerializeOptions } from '@fastify/cookie';

export interface SessionCookie {
  name: string;
  options: CookieSerializeOptions;
}

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The console's session cookie: `__Host-office_session` (Secure, Path=/, no Domain: the browser
 * sends it to this exact origin only, over HTTPS only), HttpOnly, SameSite=Strict, and no Max-Age
 * (the server ends it: 30 minutes idle, 12 hours at most). On plain-http localhost, browsers drop
 * Secure cookies and with them `__Host-` ones, so development uses `office_session` without Secure
 * (decision 0008).
 */
export function sessionCookieFor(publicOrigin: string): SessionCookie {
  const { protocol, hostname } = new URL(publicOrigin);
  const development = protocol === 'http:' && localHosts.has(hostname);
  return {
    name: development ? 'office_session' : '__Host-office_session',
    options: { path: '/', httpOnly: true, secure: !development, sameSite: 'strict' },
  };
}
