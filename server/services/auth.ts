import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { PasswordChangeInput, RegisterInput, User } from '../../common/schemas/auth';
import type { Db } from '../db/client';
import { authTokens, users } from '../db/schema';
import { Unauthorized, ValidationFailed } from '../errors';
import { isCommonPassword } from './common-passwords';

// argon2id with the OWASP minimum (19 MiB, 2 passes); @node-rs/argon2 defaults to argon2id.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const REGISTER_LOCK = 7_301_001; // arbitrary advisory-lock key for registrations
export const LOGIN_FAILED = 'These credentials do not match our records.';

export type AuthUser = User;
type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    created_at: row.createdAt.toISOString(),
  };
}

export const hashPassword = (password: string) => hash(password, ARGON2);
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

function assertNotCommon(password: string) {
  if (isCommonPassword(password)) {
    throw new ValidationFailed({ password: ['This password is too common. Please choose another one.'] });
  }
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
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

export async function issueToken(db: Db, userId: number, ttlHours: number): Promise<string> {
  const token = randomBytes(32).toString('base64url'); // 256 bits
  const expiresAt = new Date(Date.now() + ttlHours * 3600_000);
  await db.insert(authTokens).values({ userId, tokenHash: sha256(token), expiresAt });
  return token;
}

/**
 * Registration: role `user`, unless no admin exists yet (the bootstrap account may be an admin)
 * or the caller is an admin. A role in the body is a request, never a grant.
 */
export async function register(db: Db, input: RegisterInput, caller: AuthUser | null, ttlHours: number) {
  const wantsAdmin = input.role === 'admin';
  // Serialised so two simultaneous first registrations cannot both become the bootstrap admin.
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTER_LOCK})`);
    const mayGrantAdmin = caller?.role === 'admin' || !(await adminExists(tx));
    const role = wantsAdmin && mayGrantAdmin ? 'admin' : 'user';
    const row = await createUser(tx, {
      name: input.name,
      email: input.email,
      password: input.password,
      role,
    });
    return { user: toUser(row), token: await issueToken(tx, row.id, ttlHours) };
  });
}

export async function login(db: Db, email: string, password: string, ttlHours: number) {
  const row = await findUserByEmail(db, email);
  // Same message and similar work for an unknown email and a wrong password.
  if (!row) {
    await hashPassword(password);
    throw new Unauthorized(LOGIN_FAILED);
  }
  if (!(await verify(row.passwordHash, password))) throw new Unauthorized(LOGIN_FAILED);
  return { user: toUser(row), token: await issueToken(db, row.id, ttlHours) };
}

export async function userForToken(
  db: Db,
  token: string,
): Promise<{ user: AuthUser; tokenId: number } | null> {
  const [row] = await db
    .select({ user: users, tokenId: authTokens.id })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sha256(token)),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, new Date()),
      ),
    );
  return row ? { user: toUser(row.user), tokenId: row.tokenId } : null;
}

export async function revokeToken(db: Db, tokenId: number) {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, tokenId));
}

/** Changes the password and revokes every other token of the user. */
export async function changePassword(
  db: Db,
  userId: number,
  currentTokenId: number,
  input: PasswordChangeInput,
) {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Unauthorized();
  if (!(await verify(row.passwordHash, input.current_password))) {
    throw new ValidationFailed({ current_password: ['The current password is incorrect.'] });
  }
  assertNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    await tx
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(eq(authTokens.userId, userId), ne(authTokens.id, currentTokenId), isNull(authTokens.revokedAt)),
      );
  });
}

export async function listUsers(db: Db): Promise<User[]> {
  return (await db.select().from(users).orderBy(asc(users.id))).map(toUser);
}

/** ADMIN_EMAIL / ADMIN_PASSWORD at start: create the admin, or make the existing account an admin with that password. */
export async function ensureAdmin(db: Db, input: { email: string; password: string; name: string }) {
  // Serialised like registrations: instances starting together with the same ADMIN_EMAIL must not
  // both insert the account (the loser's unique violation would stop its start).
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTER_LOCK})`);
    const existing = await findUserByEmail(tx, input.email);
    if (!existing) return createUser(tx, { ...input, role: 'admin' });
    const passwordHash = (await verify(existing.passwordHash, input.password))
      ? existing.passwordHash
      : await hashPassword(input.password);
    const [row] = await tx
      .update(users)
      .set({ role: 'admin', passwordHash, updatedAt: new Date() })
      .where(eq(users.id, existing.id))
      .returning();
    return row;
  });
}
