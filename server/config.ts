import { resolve } from 'node:path';
import { z } from 'zod';

// Every setting is an environment variable, validated once at start (STYLE.md §7).
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const schema = z.object({
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
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string => {
      if (v === 'true') return true;
      if (v === 'false' || v === '') return false;
      if (/^\d+$/.test(v)) return Number(v);
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
  /** The first admin's setup code, instead of a random one printed at start (automated installs). */
  SETUP_CODE: z.string().min(12, 'must be at least 12 characters').max(100).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_CONTACT_PER_MINUTE: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_GLOBAL_PER_MINUTE: z.coerce.number().int().positive().default(600),
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
  /** Public address of the site, for links in e-mails; otherwise the address the form was sent to. */
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
  return { ...parsed.data, DATA_DIR: resolve(parsed.data.DATA_DIR) };
}
