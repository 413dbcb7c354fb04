import { createHash } from 'node:crypto';
import { eq, min } from 'drizzle-orm';
import { LEGAL_SETTING_KEYS, type LegalPage } from '#common/legal-text';
import type { Db } from '../../db/client';
import { leads } from '../../db/schema';
import { textSetting } from '../settings';

// Which privacy notice a lead was sent under (docs/product.md §21, decision 026). The version is
// the server's own: the first 12 hex digits of the SHA-256 of the Privacy Policy's text as saved
// in Settings, so it changes exactly when the text does, needs no counter to keep in step, and the
// /privacy page shows it for staff to match a lead against the text.

export const noticeVersionOf = (text: string) =>
  createHash('sha256').update(text.trim(), 'utf8').digest('hex').slice(0, 12);

async function currentNoticeVersion(db: Db): Promise<string> {
  return noticeVersionOf(await textSetting(db, LEGAL_SETTING_KEYS.privacy));
}

/**
 * When a notice version was first recorded on a lead: the date staff read a version by. The site
 * keeps only the hash (decision 026), and the first lead stored under a text is the earliest the
 * site itself can show that text was in force; the version stays beside it for the audit.
 */
export async function noticeFirstRecorded(db: Db, version: string | null): Promise<Date | null> {
  if (!version) return null;
  const [row] = await db
    .select({ at: min(leads.createdAt) })
    .from(leads)
    .where(eq(leads.privacyNoticeVersion, version));
  return row?.at ?? null;
}

/** A lead's consent columns: the notice version, and the marketing choice with its time. */
export async function consentColumns(db: Db, input: Record<string, unknown>, at: Date) {
  const optIn = input.marketing_opt_in === true;
  return {
    privacyNoticeVersion: await currentNoticeVersion(db),
    marketingOptIn: optIn,
    marketingOptInAt: optIn ? at : null,
  };
}

/** A legal page's text as saved in Settings, with its version (shown under the Privacy Policy). */
export async function legalPage(db: Db, page: LegalPage) {
  const text = await textSetting(db, LEGAL_SETTING_KEYS[page]);
  return { text, version: noticeVersionOf(text) };
}
