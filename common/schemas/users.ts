import type { z } from 'zod';
import { userSchema } from './auth';
import { listEnvelope } from './envelopes';

/** GET /admin/users. */
export const usersResponseSchema = listEnvelope(userSchema.required());
export type UsersResponse = z.infer<typeof usersResponseSchema>;
