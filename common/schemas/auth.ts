import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, ROLES } from '../constants';
import { mailStatusSchema } from './mail-status';
import { plainText } from './shared';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));

const password = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(200, 'Password is too long');

const NAME_MAX = 120;
const NAME_REQUIRED = 'Name is required';
/** Checked before markup is removed: a name is one line, so a mail's header or a log row cannot be forged. */
const LINE_BREAK = /[\r\n\u2028\u2029\u0085]/;

/**
 * A person's name, staff or site account alike: trimmed, on one line, 1–120 characters, stored as
 * plain text (markup removed). It greets people in mails and names them in the back office.
 */
export const personName = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(NAME_MAX, `Name may not be longer than ${NAME_MAX} characters.`)
  .refine((v) => !LINE_BREAK.test(v), 'The name must be on one line.')
  .transform((v) => plainText(v))
  .pipe(z.string().min(1, NAME_REQUIRED));

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});

export const registerSchema = z
  .object({
    name: personName,
    email,
    password,
    password_confirmation: z.string({ error: 'Please confirm the password' }),
    role: z.enum(ROLES).optional(),
    /** Needed only for the first admin of a new installation: printed in the server log at start. */
    setup_code: z.string().trim().max(100, 'The setup code is not valid.').optional(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  });

export const passwordChangeSchema = z
  .object({
    current_password: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required'),
    password,
    password_confirmation: z.string({ error: 'Please confirm the new password' }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'New passwords do not match',
    path: ['password_confirmation'],
  });

export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  created_at: z.string().optional(),
});

export const authResponseSchema = z.object({ user: userSchema, token: z.string() });

export type LoginInput = z.infer<typeof loginSchema>;
export type RegisterInput = z.infer<typeof registerSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
export type User = z.infer<typeof userSchema>;

// ---- First-admin setup code and two-factor sign-in (docs/decisions/015-bootstrap-and-two-factor.md).

/** GET /api/setup: whether the installation still waits for its first admin. */
export const setupStatusSchema = z.object({ admin_exists: z.boolean() });

/** POST /api/login answers this instead of {user, token} for an account with two-factor on. */
const mfaChallengeSchema = z.object({ mfa_required: z.literal(true), mfa_token: z.string() });
export const loginResponseSchema = z.union([authResponseSchema, mfaChallengeSchema]);

/** A 6-digit code from the authenticator app, or one of the ten recovery codes (xxxxx-xxxxx). */
const mfaCode = z
  .string({ error: 'Enter the code from your authenticator app' })
  .trim()
  .min(1, 'Enter the code from your authenticator app')
  .max(32, 'The code is not valid.');

export const loginMfaSchema = z.object({
  mfa_token: z.string({ error: 'The sign-in has expired. Please sign in again.' }).min(1).max(200),
  code: mfaCode,
});

/** GET /api/profile/mfa */
export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left (0 when two-factor is off). */
  recovery_codes_left: z.number(),
  /** Settings → "Require two-factor for all staff" is on. */
  required: z.boolean(),
});

/** POST /api/profile/mfa/setup: starts enrolment (re-authenticates with the password). */
export const mfaSetupSchema = z.object({
  current_password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(200),
});
export const mfaSetupResponseSchema = z.object({
  /** Base32 secret, for typing into an app by hand. */
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as an SVG QR code (markup made on the server; render it as an <img> data URL). */
  qr_svg: z.string(),
});

/** POST /api/profile/mfa/enable: confirms enrolment with a first code. */
export const mfaEnableSchema = z.object({ code: mfaCode });
export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });

/** POST /api/profile/mfa/disable */
export const mfaDisableSchema = z.object({
  current_password: mfaSetupSchema.shape.current_password,
  code: mfaCode,
});

/** GET /api/profile/sessions */
const sessionSchema = z.object({
  id: z.number(),
  created_at: z.string(),
  last_used_at: z.string(),
  ip: z.string().nullable(),
  /** "Chrome 131 on Windows", from the User-Agent at sign-in. */
  browser: z.string().nullable(),
  current: z.boolean(),
});
/** Wrong second-factor codes of the account (last 30 days, per address and day) and its latest lock. */
const mfaFailureReportSchema = z.object({
  failures: z.array(
    z.object({ ip: z.string().nullable(), count: z.number(), first_at: z.string(), last_at: z.string() }),
  ),
  lock: z
    .object({
      locked_at: z.string(),
      locked_until: z.string(),
      /** Still on: the second step answers 429 until locked_until. */
      active: z.boolean(),
      /** Where the wrong codes that caused it came from. */
      ips: z.array(z.string().nullable()),
    })
    .nullable(),
});
export const sessionListSchema = z.object({
  data: z.array(sessionSchema),
  second_factor: mfaFailureReportSchema,
});

export type LoginResponse = z.infer<typeof loginResponseSchema>;
export type MfaStatus = z.infer<typeof mfaStatusSchema>;
export type MfaSetupResponse = z.infer<typeof mfaSetupResponseSchema>;
export type SessionInfo = z.infer<typeof sessionSchema>;
export type MfaFailureReport = z.infer<typeof mfaFailureReportSchema>;
export type SessionList = z.infer<typeof sessionListSchema>;

/**
 * 403 message of every admin-only endpoint for an admin without two-factor while Settings →
 * Security requires it; the admin UI sends such an admin to Profile.
 */
export const MFA_REQUIRED_MESSAGE =
  'Two-factor sign-in is required for staff accounts. Set it up in Profile.';

/**
 * 403 message of every admin-only endpoint while the account's password is a temporary one an
 * admin set (Users → Add user with a password, or Reset password); the admin UI sends the account
 * to Profile's password form (docs/product.md §23).
 */
export const PASSWORD_CHANGE_REQUIRED_MESSAGE =
  'Your password was set by an administrator. Change it in Profile before using the back office.';

/** GET /api/me: the signed-in account, and whether it must change a temporary password first. */
export const meResponseSchema = z.object({
  user: userSchema,
  password_change_required: z.boolean(),
  mail: mailStatusSchema,
});
export type MeResponse = z.infer<typeof meResponseSchema>;
