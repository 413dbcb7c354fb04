import { createHmac } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { PrivacyAction, PrivacyAuditEntry } from '#common/schemas/privacy';
import type { Db } from '../../db/client';
import { privacyAudit } from '../../db/schema';
import type { AuthUser } from '../auth';

// The record of the data-subject tools (docs/product.md §21): the person is named by a keyed hash
// (hash-key.ts), so the log proves a request was handled without keeping the address an erasure
// removed, and without letting its reader test a guessed address.

export const emailHash = (key: Buffer, email: string) =>
  createHmac('sha256', key).update(email.trim().toLowerCase(), 'utf8').digest('hex');

export async function recordPrivacyAction(
  db: Db,
  key: Buffer,
  action: PrivacyAction,
  email: string,
  by: AuthUser,
  detail: Record<string, number>,
) {
  await db
    .insert(privacyAudit)
    .values({ action, emailHash: emailHash(key, email), userId: by.id, userName: by.name, detail });
}

const AUDIT_SHOWN = 50;

/** The latest entries, newest first. */
export async function privacyAuditLog(db: Db): Promise<PrivacyAuditEntry[]> {
  const rows = await db
    .select()
    .from(privacyAudit)
    .orderBy(desc(privacyAudit.createdAt), desc(privacyAudit.id))
    .limit(AUDIT_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    action: r.action as PrivacyAction,
    email_hash: r.emailHash,
    by: r.userName,
    detail: r.detail,
    at: r.createdAt.toISOString(),
  }));
}
