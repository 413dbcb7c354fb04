import { z } from 'zod';
import { userSchema } from './auth';

/** GET /admin/users. */
export const usersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(userSchema.required()),
});
export type UsersResponse = z.infer<typeof usersResponseSchema>;
