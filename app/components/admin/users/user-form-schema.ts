import { z } from 'zod';
import { STAFF_ROLES } from '#common/permissions';
import { userCreateSchema } from '#common/schemas/users';

// The Add user form: the API's own create schema (common/schemas/users.ts) for name, e-mail and
// password, with the staff roles only and the choice of access: an invitation e-mail (the server
// queues a one-time link) or a temporary password to hand over, sent only when chosen. The server
// checks more (a duplicate e-mail, a common password): its 422 is shown under the fields.

const base = z.object({
  name: userCreateSchema.shape.name,
  email: userCreateSchema.shape.email,
  role: z.enum(STAFF_ROLES, { error: 'Choose a role' }),
});

// One branch per choice, so every field's problem is told at once (a refinement on the whole
// object would wait until the other fields are valid).
export const userFormSchema = z
  .discriminatedUnion('access', [
    base.extend({ access: z.literal('invite'), password: z.string() }),
    base.extend({
      access: z.literal('password'),
      password: z.string().min(1, 'Password is required').pipe(userCreateSchema.shape.password.unwrap()),
    }),
  ])
  // What POST /api/admin/users takes: a password only when one was chosen.
  .transform(({ access, password, ...rest }) => (access === 'password' ? { ...rest, password } : rest));

export type UserFormInput = z.input<typeof userFormSchema>;
export type UserCreateBody = z.output<typeof userFormSchema>;
