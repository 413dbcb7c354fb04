import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, ROLES } from '../constants';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .pipe(z.email('Please enter a valid email address'));

const password = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`)
  .max(200, 'Password is too long');

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});

export const registerSchema = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(120),
    email,
    password,
    password_confirmation: z.string({ error: 'Please confirm the password' }),
    role: z.enum(ROLES).optional(),
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
