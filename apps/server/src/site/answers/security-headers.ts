/**
 * Browser features no page of the site uses, switched off for it and anything it embeds (the map
 * keeps fullscreen, its own control). Only names Chromium knows: an unknown one is a console error.
 */
export const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** A year; browsers only heed it on a response that came over HTTPS. Subdomains are left alone. */
export const strictTransportSecurity = 'max-age=31536000';

/**
 * The headers every response carries (decision 0012), the same for all: what @fastify/helmet sent
 * with our settings, written out once so that an answer kept in memory carries them without a
 * plugin running per request (decision 0022). `X-Content-Type-Options: nosniff` (API answers and
 * files too), `Referrer-Policy: strict-origin-when-cross-origin`, `Cross-Origin-Opener-Policy:
 * same-origin`, `X-Frame-Options: DENY` for browsers that predate frame-ancestors, helmet's small
 * defaults, and `Permissions-Policy`. No Cross-Origin-Resource-Policy: images and files are public
 * and may be shown by other sites and apps (link previews).
 */
export const securityHeaders: Readonly<Record<string, string>> = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'permissions-policy': permissionsPolicy,
};
