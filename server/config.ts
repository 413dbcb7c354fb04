import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { TRASH_DAYS_DEFAULT } from '#common/schemas/trash';

// Every setting is an environment variable, validated once at start: a wrong value stops the
// server with a message naming the variable (README, Configuration).
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const timeout = (ms: number) => z.coerce.number().int().positive().max(3_600_000).default(ms);

/** proxy-addr's names and IPv4/IPv6 addresses, optionally with a prefix length or an IPv4 netmask. */
function isProxyAddress(entry: string): boolean {
  if (entry === 'loopback' || entry === 'linklocal' || entry === 'uniquelocal') return true;
  const [address, range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

const schema = z.object({
  /** `development` (`npm run dev`) serves the site from source through Vite (plugins/web-dev.ts). */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SEED_DEMO: bool.default(true),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  ADMIN_NAME: z.string().min(1).default('Administrator'),
  /** Which peers may set X-Forwarded-For/-Host/-Proto: nobody, everybody, a hop count, or addresses. */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): boolean | number | string => {
      if (v === 'true') return true;
      if (v === 'false' || v === '0') return false;
      if (/^\d+$/.test(v)) return Number(v);
      const bad = v.split(',').find((entry) => !isProxyAddress(entry.trim()));
      if (bad !== undefined) {
        ctx.addIssue({
          code: 'custom',
          message: `must be true, false, a hop count or addresses/CIDRs (loopback, 10.0.0.0/8, …); not ${JSON.stringify(bad.trim())}`,
        });
      }
      return v; // comma-separated addresses or CIDRs
    }),
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .positive()
    .default(24 * 7),
  /** A sign-in token unused this long is no longer accepted (its absolute lifetime is TOKEN_TTL_HOURS). */
  TOKEN_IDLE_HOURS: z.coerce.number().positive().default(12),
  /** Days the record of who opened personal data is kept (docs/product.md §23); a year by default. */
  ACCESS_LOG_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  /** Days a deleted record stays in the trash, restorable, before it is gone (docs/product.md §26). */
  TRASH_DAYS: z.coerce.number().int().min(1).max(3650).default(TRASH_DAYS_DEFAULT),
  /** How long a catalogue import's upload waits for the job before answering 202 (decision 072). */
  IMPORT_SYNC_WAIT_MS: z.coerce.number().int().min(0).max(60_000).default(3_000),
  /** How often the scheduler of drafts and scheduled publishing runs (docs/product.md §29). */
  PUBLISHING_EVERY_MS: z.coerce.number().int().min(1_000).max(60_000).default(30_000),
  /**
   * Whether a catalogue import may fetch `images` from loopback, private and link-local addresses
   * (decision 074): off, so a file cannot reach into the server's own network; tests turn it on.
   */
  IMPORT_ALLOW_PRIVATE_HOSTS: bool.default(false),
  /** The deadline of one image a catalogue import fetches, redirects and body included. */
  IMPORT_IMAGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Days the audit trail keeps an entry (docs/product.md §26); two years by default. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(730),
  /** The key of the privacy audit's address hashes (HMAC-SHA-256, decision 033); without it a
   * random key is kept in DATA_DIR/privacy-hash.key. Several instances must share one. */
  PRIVACY_HASH_KEY: z.string().min(32, 'must be at least 32 characters').max(200).optional(),
  /** The first admin's setup code, instead of a random one printed at start (automated installs). */
  SETUP_CODE: z.string().min(12, 'must be at least 12 characters').max(100).optional(),
  // Slow clients may not hold connections: a request must arrive whole within
  // REQUEST_TIMEOUT_MS (a 10 MB upload over a slow mobile link included), its headers within
  // HEADERS_TIMEOUT_MS; a connection with no traffic for CONNECTION_TIMEOUT_MS is closed, an idle
  // keep-alive one after KEEP_ALIVE_TIMEOUT_MS (above the usual 60 s of load balancers).
  REQUEST_TIMEOUT_MS: timeout(120_000),
  HEADERS_TIMEOUT_MS: timeout(30_000),
  CONNECTION_TIMEOUT_MS: timeout(60_000),
  KEEP_ALIVE_TIMEOUT_MS: timeout(72_000),
  /** /api/docs: the admin routes for admin tokens only (`admin`), or for everyone (`public`). */
  API_DOCS: z.enum(['admin', 'public']).default('admin'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_CONTACT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  /** Interest beacons (POST /api/public/interest) per IP per minute: a person clicks more than they write. */
  RATE_LIMIT_INTEREST_PER_MINUTE: z.coerce.number().int().positive().default(60),
  RATE_LIMIT_GLOBAL_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** PDF sheets drawn afresh per IP per minute, counted by this instance alone (kept sheets are free). */
  RATE_LIMIT_SHEETS_PER_MINUTE: z.coerce.number().int().positive().default(10),
  /**
   * Quotation PDFs drawn for one staff member per minute, counted by this instance alone: a
   * drawing costs the CPU the public sheets share (decision 033).
   */
  RATE_LIMIT_STAFF_PDFS_PER_MINUTE: z.coerce.number().int().positive().default(6),
  // Several instances behind a balancer (decision 028): with REDIS_URL the rate limits count in
  // Redis, one count for all of them, and the caches hear of writes over its pub/sub.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^\s]*$/, 'must look like redis://host:6379/0 or rediss://user:pass@host:6380')
    .optional(),
  /** Starts every key and channel this site uses in Redis, so several sites or runs can share one. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1–64 letters, digits, _ : . or -')
    .default('ironsite:'),
  /** Memory for the kept responses (decision 014), compressed copies included; least recently used go first. */
  RESPONSE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(16_384).default(64),
  // E-mail for new leads (decision 010): off unless SMTP_URL is set.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/\s]+/, 'must look like smtp://user:pass@host:587 or smtps://host:465')
    .optional(),
  /** From address; without it mails go out as the site name and Settings → Contact → Email. */
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]*@[^\r\n]*$/, 'must be an address, e.g. Ironsite <no-reply@example.ph>')
    .optional(),
  /** Public address of the site: the origin of its pages' canonical links and sitemap, and of links in e-mails. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) address, e.g. https://ironsite.example' })
    .transform((v) => v.replace(/\/+$/, ''))
    .optional(),
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (VAR= in a shell or a compose file) means "not set".
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  // Node refuses a headers timeout above the request timeout: the default shrinks to fit a short
  // REQUEST_TIMEOUT_MS, a value set by hand must fit.
  const { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } = parsed.data;
  if (HEADERS_TIMEOUT_MS > REQUEST_TIMEOUT_MS && present.HEADERS_TIMEOUT_MS !== undefined) {
    throw new Error(
      'Invalid environment configuration:\n  HEADERS_TIMEOUT_MS: must not be above REQUEST_TIMEOUT_MS',
    );
  }
  // Behind a trusted proxy without PUBLIC_URL, a client's X-Forwarded-Host would become the
  // origin of canonical links and JSON-LD in answers shared caches keep under the address alone
  // (decision 033): production needs the public address spelled out.
  if (parsed.data.NODE_ENV === 'production' && parsed.data.TRUST_PROXY !== false && !parsed.data.PUBLIC_URL) {
    throw new Error(
      "Invalid environment configuration:\n  PUBLIC_URL: must be set in production when TRUST_PROXY is on (a forwarded Host must not become the site's address)",
    );
  }
  return {
    ...parsed.data,
    HEADERS_TIMEOUT_MS: Math.min(HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS),
    DATA_DIR: resolve(parsed.data.DATA_DIR),
  };
}
