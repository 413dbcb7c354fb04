import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { StaffUser, UserCreateInput, UserUpdateInput } from '#common/schemas/users';
import type { Db } from '../../db/client';
import { leadEvents, leads, personalDataAccess, privacyAudit, users } from '../../db/schema';
import { Conflict, NotFound, ValidationFailed } from '../../errors';
import { handBackLeads } from '../leads/hand-back';
import { worksLeads } from '../leads/recipients';
import { type InviteMailContext, queueInviteMail } from '../mail/invite-mail';
import { signalMailQueued } from '../mail/signal';
import { clearTwoFactor } from './mfa';
import { assertNotCommon, hashPassword } from './passwords';
import { revokeUserTokens } from './tokens';
import { ACCOUNTS_LOCK, findUserByEmail, type UserRow } from './users';

// The Users section (docs/product.md §23): add, change, deactivate, delete an account and turn its
// two-factor sign-in off. Every change that could leave the site without an active admin takes
// ACCOUNTS_LOCK first, in its transaction, so two admins demoting each other at once cannot both
// pass the check.

const USER_NOT_FOUND = 'User not found.';
export const LAST_ADMIN = 'This is the last active admin: make another account an active admin first.';
export const DELETE_SELF = 'You cannot delete your own account.';
export const RESET_SELF = 'Turn your own two-factor sign-in off in Profile.';
export const PASSWORD_SELF = 'Change your own password in Profile.';
export const HAS_HISTORY =
  'This account has history (assigned leads, lead changes or records of opened personal data): deactivate it instead.';

/**
 * Whether an invitation of the account is still unused (expired or not), or still waiting in the
 * outbox: its link exists only once the mail is handed to SMTP (mail/link-token.ts). Qualified by
 * hand: drizzle leaves a column of the selected table unqualified, which here would bind to the
 * invitation's id.
 */
const invitationPending = sql<boolean>`(exists (select 1 from user_invitations i
  where i.user_id = "users"."id" and i.used_at is null) or exists (select 1 from mail_outbox m
  where m.user_id = "users"."id" and m.state = 'pending'))`;

const staffColumns = { user: users, invitationPending };

function toStaffUser({ user, invitationPending }: { user: UserRow; invitationPending: boolean }): StaffUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    active: user.deactivatedAt === null,
    away: user.away,
    two_factor: user.totpSecret !== null,
    last_active_at: user.lastActiveAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    invitation_pending: Boolean(invitationPending),
  };
}

export async function listStaff(db: Db): Promise<StaffUser[]> {
  return (await db.select(staffColumns).from(users).orderBy(asc(users.id))).map(toStaffUser);
}

async function staffUser(db: Db, id: number): Promise<StaffUser> {
  const [row] = await db.select(staffColumns).from(users).where(eq(users.id, id));
  if (!row) throw new NotFound(USER_NOT_FOUND);
  return toStaffUser(row);
}

async function lockAccounts(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK})`);
}

async function lockedUser(tx: Db, id: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw new NotFound(USER_NOT_FOUND);
  return row;
}

const isActiveAdmin = (row: UserRow) => row.role === 'admin' && row.deactivatedAt === null;

/** Throws 409 unless an active admin other than `row` exists. Call with ACCOUNTS_LOCK held. */
async function assertAnotherActiveAdmin(tx: Db, row: UserRow) {
  const [other] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt), ne(users.id, row.id)));
  if ((other?.n ?? 0) === 0) throw new Conflict(LAST_ADMIN);
}

/**
 * Adds an account. With a password it can sign in at once, but that password is a temporary one
 * the back office makes it change first (docs/product.md §23); without one it gets an unusable
 * random password and an invitation link by e-mail, queued in the same transaction.
 */
export async function createStaffUser(db: Db, input: UserCreateInput, mail: InviteMailContext) {
  const invited = input.password === undefined;
  if (input.password !== undefined) assertNotCommon(input.password);
  // Nobody knows the random one: the account cannot sign in until the link sets a password.
  const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
  const id = await db.transaction(async (tx) => {
    // Serialised with registration: the e-mail check and the insert see the same accounts.
    await lockAccounts(tx);
    if (await findUserByEmail(tx, input.email))
      throw new ValidationFailed({ email: ['The email has already been taken.'] });
    const [row] = await tx
      .insert(users)
      .values({
        name: input.name,
        email: input.email,
        role: input.role,
        passwordHash,
        passwordChangeRequired: !invited,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    if (invited) await queueInviteMail(tx, row, mail);
    return row.id;
  });
  if (invited) signalMailQueued();
  return staffUser(db, id);
}

/**
 * Changes name, role, access or whether the person is away (routing skips them). Deactivating
 * signs the account out everywhere at once; a new role signs out its other sessions (the caller's
 * own current one stays when they change their own), and a role that cannot work leads hands the
 * person's open leads back (leads/hand-back.ts), each with a history entry by the caller.
 */
export async function updateStaffUser(
  db: Db,
  id: number,
  input: UserUpdateInput,
  caller: { id: number; name: string; tokenId?: number },
) {
  await db.transaction(async (tx) => {
    await lockAccounts(tx);
    const row = await lockedUser(tx, id);
    const roleChanges = input.role !== undefined && input.role !== row.role;
    const deactivates = input.active === false && row.deactivatedAt === null;
    const reactivates = input.active === true && row.deactivatedAt !== null;
    if (isActiveAdmin(row) && ((roleChanges && input.role !== 'admin') || deactivates))
      await assertAnotherActiveAdmin(tx, row);
    const now = new Date();
    await tx
      .update(users)
      .set({
        name: input.name ?? row.name,
        role: input.role ?? row.role,
        deactivatedAt: deactivates ? now : reactivates ? null : row.deactivatedAt,
        away: input.away ?? row.away,
        updatedAt: now,
      })
      .where(eq(users.id, id));
    if (deactivates) await revokeUserTokens(tx, id);
    else if (roleChanges) await revokeUserTokens(tx, id, caller.tokenId);
    if (roleChanges && !worksLeads(input.role ?? row.role))
      await handBackLeads(tx, { id, name: input.name ?? row.name }, caller);
  });
  return staffUser(db, id);
}

/** Anything written by or about the account that a deletion would orphan or block. */
async function hasHistory(tx: Db, id: number) {
  const checks = [
    tx.select({ id: leads.id }).from(leads).where(eq(leads.assigneeId, id)).limit(1),
    tx
      .select({ id: leadEvents.id })
      .from(leadEvents)
      .where(or(eq(leadEvents.userId, id), eq(leadEvents.assignedToId, id)))
      .limit(1),
    tx
      .select({ id: personalDataAccess.id })
      .from(personalDataAccess)
      .where(eq(personalDataAccess.userId, id))
      .limit(1),
    tx.select({ id: privacyAudit.id }).from(privacyAudit).where(eq(privacyAudit.userId, id)).limit(1),
  ];
  for (const check of checks) if ((await check).length > 0) return true;
  return false;
}

/**
 * Deletes an account without history; one with history is to be deactivated instead (409). Its
 * queued invitation goes with it: its outbox rows reference it on delete cascade.
 */
export async function deleteStaffUser(db: Db, id: number, callerId: number) {
  await db.transaction(async (tx) => {
    await lockAccounts(tx);
    const row = await lockedUser(tx, id);
    if (isActiveAdmin(row)) await assertAnotherActiveAdmin(tx, row);
    if (id === callerId) throw new Conflict(DELETE_SELF);
    if (await hasHistory(tx, id)) throw new Conflict(HAS_HISTORY);
    await tx.delete(users).where(eq(users.id, id));
  });
}

/**
 * Turns another account's two-factor sign-in off (a lost phone) and signs it out everywhere. One's
 * own is turned off in Profile, with the password and a code, not by a role alone.
 */
export async function resetTwoFactor(db: Db, id: number, callerId: number) {
  await db.transaction(async (tx) => {
    await lockedUser(tx, id);
    if (id === callerId) throw new Conflict(RESET_SELF);
    await clearTwoFactor(tx, id);
    await revokeUserTokens(tx, id);
  });
}

/**
 * Users → Reset password: gives another account a temporary password the admin tells its owner,
 * signs it out everywhere, and makes it change the password before the back office opens again
 * (docs/product.md §23). One's own password is changed in Profile, with the current one.
 */
export async function resetPassword(db: Db, id: number, callerId: number, password: string) {
  assertNotCommon(password);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await lockedUser(tx, id);
    if (id === callerId) throw new Conflict(PASSWORD_SELF);
    await tx
      .update(users)
      .set({ passwordHash, passwordChangeRequired: true, updatedAt: new Date() })
      .where(eq(users.id, id));
    await revokeUserTokens(tx, id);
  });
}
