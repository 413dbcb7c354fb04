import { z } from 'zod';
import { ROLES } from '../permissions';
import { personName, registerSchema } from './auth';
import { listEnvelope, okEnvelope, savedEnvelope } from './envelopes';

// Users section of the back office (docs/product.md §23): the accounts list, adding a staff member
// (with a password, or an invitation link by e-mail), changing role, name and access, and the
// invited person's "Set your password" page.

const role = z.enum(ROLES, { error: 'The selected role is invalid.' });

/** POST /admin/users: without `password` the person gets an e-mail with a one-time link to choose one. */
export const userCreateSchema = z.object({
  name: personName,
  email: registerSchema.shape.email,
  role,
  password: registerSchema.shape.password.optional(),
});

/** PATCH /admin/users/{id}: any of these; `active: false` deactivates the account (signs it out everywhere). */
export const userUpdateSchema = z.object({
  name: personName.optional(),
  role: role.optional(),
  active: z.boolean({ error: 'Active must be true or false.' }).optional(),
  /** Away (holiday, sick): routing rules skip the person (docs/product.md §24). */
  away: z.boolean({ error: 'Away must be true or false.' }).optional(),
});

/** POST /admin/users/{id}/password: a temporary password, changed by its owner at the next sign-in. */
export const userPasswordResetSchema = z.object({ password: registerSchema.shape.password });

/** One row of the Users list, and the answer to a create or a change. */
const staffUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role,
  /** False while the account is deactivated. */
  active: z.boolean(),
  /** Away: routing rules give them no new leads until they are back. */
  away: z.boolean(),
  /** Two-factor sign-in is on. */
  two_factor: z.boolean(),
  last_active_at: z.string().nullable(),
  created_at: z.string(),
  /** An invitation link was sent and has not been used yet (it may have expired). */
  invitation_pending: z.boolean(),
});

/** GET /admin/users. */
export const usersResponseSchema = listEnvelope(staffUserSchema);
export const userSavedSchema = savedEnvelope(staffUserSchema);

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
/** The link's token: 32 random bytes as base64url (43 characters); anything unlike it is refused unread. */
export const INVITATION_TOKEN = /^[A-Za-z0-9_-]{20,200}$/;
export const INVITATION_INVALID = 'This invitation link is invalid or has expired.';
export const invitationParams = z.object({ token: z.string() });

/** GET /invitations/{token}: who the link is for. */
export const invitationResponseSchema = okEnvelope(z.object({ name: z.string(), email: z.string() }));

/** POST /invitations/{token}: the invited person's password, as on the registration form. */
export const invitationAcceptSchema = z
  .object({
    password: registerSchema.shape.password,
    password_confirmation: registerSchema.shape.password_confirmation,
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'Passwords do not match',
    path: ['password_confirmation'],
  });

export type UsersResponse = z.infer<typeof usersResponseSchema>;
export type StaffUser = z.infer<typeof staffUserSchema>;
export type UserCreateInput = z.infer<typeof userCreateSchema>;
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;
export type UserPasswordResetInput = z.infer<typeof userPasswordResetSchema>;
export type InvitationAcceptInput = z.infer<typeof invitationAcceptSchema>;
