import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { ValidationFailed } from '../../errors';
import { isCommonPassword } from '../common-passwords';

// argon2id with the OWASP minimum (19 MiB, 2 passes); @node-rs/argon2 defaults to argon2id.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const COMMON_PASSWORD = 'This password is too common. Please choose another one.';

export const hashPassword = (password: string) => hash(password, ARGON2);
export const verifyPassword = (passwordHash: string, password: string) => verify(passwordHash, password);

/** For random, high-entropy secrets (tokens, setup codes): a fast hash is enough to store them. */
export const sha256 = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Every path that sets a password refuses the common ones (register, change, ADMIN_PASSWORD, create-admin). */
export function assertNotCommon(password: string) {
  if (isCommonPassword(password)) throw new ValidationFailed({ password: [COMMON_PASSWORD] });
}
