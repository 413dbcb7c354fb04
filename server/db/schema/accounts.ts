import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES } from '#common/permissions';
import { createdAt, moment, parentId, serialId, timestamps } from './columns';

// Accounts and what signs them in: tokens, two-factor, first-admin setup codes (decision 015).

export const users = pgTable(
  'users',
  {
    id: serialId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    passwordHash: text('password_hash').notNull(),
    /** Base32 TOTP secret while two-factor sign-in is on (decision 015). */
    totpSecret: text('totp_secret'),
    /** A secret being enrolled, until the first code confirms it. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    /** Too many wrong second-factor codes: the second step answers 429 until then, whatever the
     * address (mfa_failures). */
    mfaLockedUntil: moment('mfa_locked_until'),
    /** Set while the account is deactivated: it cannot sign in and its tokens are refused. */
    deactivatedAt: moment('deactivated_at'),
    /** When a token of the account was last used (refreshed with the token's own clock). */
    lastActiveAt: moment('last_active_at'),
    /** Away (leave, travel): routing gives this person no new leads; the fallback gets them. */
    away: boolean('away').notNull().default(false),
    /** The password was set by an admin (Add user with a password, a reset): until the account
     * changes it in Profile, the back office answers 403 (docs/product.md §23). */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'manager', 'sales', 'editor', 'viewer', 'user')`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serialId(),
    userId: parentId('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    revokedAt: moment('revoked_at'),
    /** Refreshed at most once a minute; a token idle for TOKEN_IDLE_HOURS is refused. */
    lastUsedAt: moment('last_used_at').notNull().defaultNow(),
    /** Where the session was signed in from, for the account's session list. */
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/** Hashes of the ten one-time recovery codes of an account with two-factor on; a used code is deleted. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: serialId(),
    userId: parentId('user_id', () => users.id, 'cascade'),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/** A password sign-in waiting for its second factor: short-lived, a few attempts, single use. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: serialId(),
    userId: parentId('user_id', () => users.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
  },
  (t) => [uniqueIndex('mfa_challenges_hash_unique').on(t.tokenHash)],
);

/** Hashes of the first-admin setup codes printed at start while no admin exists (decision 015). */
export const setupCodes = pgTable(
  'setup_codes',
  {
    id: serialId(),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('setup_codes_hash_unique').on(t.codeHash)],
);

/** Wrong second-factor codes, per account: the per-account limit counts them, and the account's
 * owner sees them (and any lock they caused) beside the session list. */
export const mfaFailures = pgTable(
  'mfa_failures',
  {
    id: serialId(),
    userId: parentId('user_id', () => users.id, 'cascade'),
    /** Where the wrong code came from, as the session list shows a session's address. */
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_failures_user_created_idx').on(t.userId, t.createdAt)],
);

/** A staff account's one-time link to choose its password (Users → Add user without a password). */
export const userInvitations = pgTable(
  'user_invitations',
  {
    id: serialId(),
    userId: parentId('user_id', () => users.id, 'cascade'),
    /** SHA-256 of the link's token: the link itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (t) => [
    uniqueIndex('user_invitations_hash_unique').on(t.tokenHash),
    index('user_invitations_user_idx').on(t.userId),
  ],
);

/**
 * Who opened whose personal data, and when (docs/product.md §23): a lead's detail, a leads export,
 * privacy search, export and erase. Written in the transaction that answers the read; kept
 * ACCESS_LOG_RETENTION_DAYS, then deleted. The name is kept as it was, like lead history.
 */
export const personalDataAccess = pgTable(
  'personal_data_access',
  {
    id: serialId(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    action: text('action').notNull(),
    /** The lead opened (view), or null for an export or a privacy request. */
    leadId: integer('lead_id'),
    /** The address a privacy request was about, or the export's filters. */
    subject: text('subject'),
    createdAt: createdAt(),
  },
  (t) => [
    index('personal_data_access_created_idx').on(t.createdAt),
    index('personal_data_access_lead_idx').on(t.leadId, t.createdAt),
    index('personal_data_access_user_idx').on(t.userId, t.createdAt),
    check(
      'personal_data_access_action_check',
      sql`${t.action} in ('view', 'photo', 'export', 'privacy_search', 'privacy_export', 'privacy_erase')`,
    ),
  ],
);
