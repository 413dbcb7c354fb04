import { eq } from 'drizzle-orm';
import { MFA_REQUIRED_MESSAGE } from '#common/schemas/auth';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

// The two settings two-factor sign-in reads: Security → "Require two-factor for all staff", and
// the site name shown as the issuer in authenticator apps.
const REQUIRE_ADMIN_MFA = 'require_admin_mfa';
export const MFA_REQUIRED_FOR_ADMINS = MFA_REQUIRED_MESSAGE;

async function settingValue(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}

export async function adminMfaRequired(db: Db): Promise<boolean> {
  return (await settingValue(db, REQUIRE_ADMIN_MFA)) === 'true';
}

export async function totpIssuer(db: Db): Promise<string> {
  // A colon would split the issuer from the account in the app's label.
  const name = (await settingValue(db, 'site_name'))?.replace(/:/g, ' ').trim();
  return name || 'Ironsite';
}
