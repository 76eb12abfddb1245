import { defaultInquiryRetentionDays, revisionDefaults, secondFactorPolicies } from '@office/contracts';
import { defaultInquirySpamSettings as spamDefaults } from '@office/api/services/inquiry-guard';
import { z } from 'zod';
import { formatNetwork, parseNetwork } from './networks.js';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const portNumber = 'must be a port number, 0–65535';

/** Every setting the server reads, validated once at start (docs/configuration.md). */
const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional(),
  PGLITE_DIR: z.string().min(1).default('./.data/pglite'),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** How long a request may wait for the database before the API answers 503. */
  DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  /** Fill an empty database with the seed content at start, and add a release's new seed items (texts) to a seeded one. */
  SEED_ON_START: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  /** Also seed the fictional office's details and its demo notices and library items; page texts are always seeded (with SEED_ON_START). */
  SEED_DEMO_CONTENT: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * `pnpm dev`: the website and the console are served from source by Vite (middleware mode, hot
   * module reload on this same port) instead of from their builds; pages are not cached.
   */
  DEV_HOT_RELOAD: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  /** The public origin, for absolute links (sitemap, canonical, Open Graph). */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// origin' })
    .default('http://localhost:3000')
    .transform((v) => new URL(v).origin),
  /**
   * A browser key for Google Maps (restrict it to the site's referrer in Google's console). Read at
   * run time and handed to the page, never built into the bundle. Without it the map is a block
   * of links to Google, Naver and Kakao maps.
   */
  GOOGLE_MAPS_API_KEY: z
    .string()
    .regex(/^[\w-]{20,60}$/, 'must look like a Google API key')
    .optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * The networks the staff console (everything under /admin) answers from: CIDRs and plain
   * addresses, IPv4 and IPv6, separated by commas (`10.0.0.0/8, 203.0.113.7, 2001:db8::/48`).
   * Unset or empty: from anywhere. The client's address is `request.ip` (TRUST_PROXY). Each wrong
   * entry is named (decision 0042).
   */
  ADMIN_ALLOWED_NETWORKS: z
    .string()
    .transform((value, context) => {
      const entries = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      if (entries.length === 0) context.addIssue({ code: 'custom', message: 'names no network: leave it empty to allow every address' });
      const networks: string[] = [];
      for (const entry of entries) {
        const network = parseNetwork(entry);
        if (network) networks.push(formatNetwork(network));
        else context.addIssue({ code: 'custom', message: `${JSON.stringify(entry)} is not a network` });
      }
      return networks;
    })
    .optional()
    .transform((networks): readonly string[] => networks ?? []),
  /**
   * The mail server for the office's notification of each new inquiry, e.g.
   * `smtps://user:pass@smtp.example.com:465` (nodemailer's URL form). Unset: nothing is sent and
   * the console shows the notifications waiting in the outbox.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  /** The notifications' sender address; unset: the office's e-mail from its details (console: 사무소 정보). */
  MAIL_FROM: z.email({ error: 'must be an e-mail address' }).optional(),
  /** Who is notified: one address or several, separated by commas; unset: the office's e-mail from its details. */
  MAIL_TO: z
    .string()
    .transform((v) => v.split(',').map((address) => address.trim()))
    .pipe(z.array(z.email({ error: 'must be e-mail addresses separated by commas' })).min(1))
    .optional(),
  /**
   * On SIGTERM the server stays up this long, answering every request with `Connection: close`
   * while `/readyz` says 503, so a load balancer stops sending before the listener closes.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(5000),
  /**
   * How long a CDN or reverse proxy may keep a page whose language is in its URL, or a REST GET,
   * before asking again (`s-maxage`): a console change is visible through it after at most this.
   * Browsers always ask again (a 304 when nothing changed); negotiated pages are never shared.
   */
  SHARED_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Past that, how long such a cache may still answer with the old copy once while it fetches the new one (`stale-while-revalidate`). */
  SHARED_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  /** A client must send its request line and headers within this (slow-header clients are cut off, 408). */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(10_000),
  /** A client must send its whole request, body included, within this (a 20 MB upload on a slow line fits). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  /**
   * Prometheus metrics (docs/metrics.md) on a listener of their own, never on the public port:
   * unset, there is none. `0` takes any free port (tests; the log says which).
   */
  METRICS_PORT: z.coerce
    .number({ error: portNumber })
    .int({ error: portNumber })
    .min(0, { error: portNumber })
    .max(65535, { error: portNumber })
    .optional(),
  /** The interface the metrics listener listens on: the machine itself unless the scraper is elsewhere. */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** Days a closed inquiry is kept before it is destroyed; the consent text states the default. */
  INQUIRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(defaultInquiryRetentionDays),
  /**
   * Whether staff must confirm each sign-in with a second factor (an authenticator app's code or a
   * passkey; decision 0040): `required`, or `optional` (an admin may still require it in the
   * console). Unset: `required` when NODE_ENV=production, `optional` otherwise (loadConfig).
   */
  STAFF_SECOND_FACTOR: z.enum(secondFactorPolicies, { error: 'must be required or optional' }).default('optional'),
  /**
   * The key the authenticator apps' secrets are encrypted with in the database (at least 32
   * characters, e.g. `openssl rand -base64 32`). Unset: a key kept in the database itself, which
   * protects a copy of the data from nothing: production sets one (and keeps it beside, not in, the backups).
   */
  STAFF_SECRETS_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Days the access records (the audit log) are kept: two years by default, as the standard asks where many people's data is held. */
  ACCESS_RECORD_RETENTION_DAYS: z.coerce.number().int().min(365, 'must be at least 365 (one year)').max(3650).default(730),
  /** Revisions each post, translation, page text and main-task content keeps (the oldest go at each save; decision 0049). */
  REVISIONS_KEEP: z.coerce.number().int().min(1).max(1000).default(revisionDefaults.keep),
  /** Days a revision is kept (the daily pruning), except each thing's newest: what it holds now always has its revision. */
  REVISIONS_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(revisionDefaults.maxAgeDays),
  /**
   * The secret the inquiry challenges are signed with (and client addresses hashed with in the
   * limiter). Unset: the first process makes one and keeps it in the database, so every process
   * agrees. Set it to keep the signing key out of the database.
   */
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** PBKDF2 iterations per try of the proof-of-work: what one try costs the browser. */
  INQUIRY_CHALLENGE_COST: z.coerce.number().int().min(1).max(1_000_000).default(spamDefaults.challengeCost),
  /** The tries a challenge takes: drawn between half this and this (the work is cost × tries). */
  INQUIRY_CHALLENGE_MAX_COUNTER: z.coerce.number().int().min(2).max(10_000_000).default(spamDefaults.challengeMaxCounter),
  /** How long a challenge may be solved and sent; the form fetches a new one when it expires. */
  INQUIRY_CHALLENGE_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(spamDefaults.challengeTtlMinutes),
  /** Stored inquiries per client address per window (with a solved challenge). */
  INQUIRY_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000_000).default(spamDefaults.perAddress),
  INQUIRY_LIMIT_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(spamDefaults.windowMinutes),
  /** Stored inquiries per hour from everyone together: the ceiling a flood from many addresses meets. */
  INQUIRY_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000_000).default(spamDefaults.globalPerHour),
  /** Without a solved challenge (a REST client): stored inquiries per address per window (0: refuse all). */
  INQUIRY_LIMIT_WITHOUT_CHALLENGE_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000_000)
    .default(spamDefaults.withoutChallengePerAddress),
  /** Without a solved challenge: stored inquiries per hour from everyone together. */
  INQUIRY_LIMIT_WITHOUT_CHALLENGE_PER_HOUR: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000_000)
    .default(spamDefaults.withoutChallengeGlobalPerHour),
});

/** What no single variable can say alone. */
const checkedConfigSchema = configSchema.refine(
  // One port cannot serve both: the metrics must never be reachable where the public is.
  (config) => config.METRICS_PORT === undefined || config.METRICS_PORT === 0 || config.METRICS_PORT !== config.PORT,
  { path: ['METRICS_PORT'], message: 'must differ from PORT: the metrics are never served on the public port' },
);

export type Config = z.output<typeof configSchema>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment; a wrong value throws a ConfigError naming each variable and why. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", so `DATABASE_URL=` falls back to PGlite.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  // A production server asks for the second factor unless told otherwise; development and tests do not.
  if (present.STAFF_SECOND_FACTOR === undefined && env.NODE_ENV === 'production') present.STAFF_SECOND_FACTOR = 'required';
  const parsed = checkedConfigSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  return parsed.data;
}

/** For entry points: the configuration, or a message naming each wrong variable and exit 1. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** The inquiry spam defence's settings a configuration gives. */
export const inquirySpamOptions = (config: Config) => ({
  hmacKey: config.ALTCHA_HMAC_KEY,
  settings: {
    challengeCost: config.INQUIRY_CHALLENGE_COST,
    challengeMaxCounter: config.INQUIRY_CHALLENGE_MAX_COUNTER,
    challengeTtlMinutes: config.INQUIRY_CHALLENGE_TTL_MINUTES,
    perAddress: config.INQUIRY_LIMIT_PER_ADDRESS,
    windowMinutes: config.INQUIRY_LIMIT_WINDOW_MINUTES,
    globalPerHour: config.INQUIRY_LIMIT_PER_HOUR,
    withoutChallengePerAddress: config.INQUIRY_LIMIT_WITHOUT_CHALLENGE_PER_ADDRESS,
    withoutChallengeGlobalPerHour: config.INQUIRY_LIMIT_WITHOUT_CHALLENGE_PER_HOUR,
  },
});

/**
 * What is wrong with the public origin for production, or undefined: unset (the console then
 * refuses every sign-in made at the real address, as coming from another site), or not https
 * (session cookies and HSTS need it). Said loudly at start, not refused: a first start on a
 * private network, before the certificate, is legitimate (docs/operations.md).
 */
export function publicOriginProblem(config: Config, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NODE_ENV !== 'production') return undefined;
  if (!env.PUBLIC_ORIGIN)
    return `PUBLIC_ORIGIN is not set: links, the sitemap and the console assume ${config.PUBLIC_ORIGIN}, and the console refuses every sign-in made at any other address. Set it to the site's https:// address.`;
  if (new URL(config.PUBLIC_ORIGIN).protocol !== 'https:')
    return `PUBLIC_ORIGIN is ${config.PUBLIC_ORIGIN}, not https: staff sessions and passwords would cross the network in the clear. Serve the site over https and set PUBLIC_ORIGIN to that address.`;
  return undefined;
}

/** How many revisions are kept, and how long (decision 0049). */
export const revisionOptions = (config: Pick<Config, 'REVISIONS_KEEP' | 'REVISIONS_MAX_AGE_DAYS'>) => ({
  revisions: { keep: config.REVISIONS_KEEP, maxAgeDays: config.REVISIONS_MAX_AGE_DAYS },
});

/** How staff sign in: the second-factor policy, the origin passkeys belong to, the secrets' key. */
export const staffSecurityOptions = (config: Config) => ({
  secondFactor: config.STAFF_SECOND_FACTOR,
  publicOrigin: config.PUBLIC_ORIGIN,
  secretsKey: config.STAFF_SECRETS_KEY,
});

/**
 * What is wrong with the staff secrets' key for production, or undefined: unset, the authenticator
 * apps' secrets are encrypted with a key kept beside them in the database. Said loudly at start.
 */
export function staffSecretsKeyProblem(config: Config, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.NODE_ENV !== 'production' || config.STAFF_SECRETS_KEY) return undefined;
  return "STAFF_SECRETS_KEY is not set: the authenticator apps' secrets are encrypted with a key kept in the database itself, so a copy of the database (a backup) holds them usable. Set it to at least 32 random characters (openssl rand -base64 32).";
}

/** The database options a configuration gives. */
export const databaseOptions = (config: Config) => ({
  url: config.DATABASE_URL,
  pgliteDir: config.PGLITE_DIR,
  poolMax: config.DB_POOL_MAX,
  timeoutMs: config.DB_TIMEOUT_MS,
});
