import { count, eq, sql } from 'drizzle-orm';
import type { User } from '#common/schemas/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { ValidationFailed } from '../../errors';
import { assertNotCommon, hashPassword } from './passwords';

export type AuthUser = User;
export type UserRow = typeof users.$inferSelect;

/** Said only after the right password: a stranger cannot learn which addresses have accounts. */
export const ACCOUNT_DEACTIVATED = 'This account is deactivated';

/** Serialises registrations, first-admin setup and ADMIN_EMAIL across instances (advisory lock key). */
export const ACCOUNTS_LOCK = 7_301_001;

export function toUser(row: UserRow): Required<User> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function findUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function adminExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, 'admin'));
  return (row?.n ?? 0) > 0;
}

export async function createUser(
  db: Db,
  input: { name: string; email: string; password: string; role: 'admin' | 'user' },
) {
  assertNotCommon(input.password);
  if (await findUserByEmail(db, input.email)) {
    throw new ValidationFailed({ email: ['The email has already been taken.'] });
  }
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(users)
    .values({ name: input.name, email: input.email, role: input.role, passwordHash })
    .returning();
  return row;
}
