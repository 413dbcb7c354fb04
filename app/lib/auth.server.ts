import type { Db } from '../../server/db/client';
import { adminExists } from '../../server/services/auth';

// Server-only doorway from the sign-in screens to the accounts service.

/** GET /api/setup's answer, for the register screen's loader (no extra request from the browser). */
export async function setupStatus(db: Db) {
  return { admin_exists: await adminExists(db) };
}
