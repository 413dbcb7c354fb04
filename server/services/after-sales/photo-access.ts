import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requestPhotos } from '../../db/schema';
import { NotFound } from '../../errors';
import type { AuthUser } from '../auth';
import { leadInScope } from '../leads/inbox';
import { recordAccess } from '../privacy/access-log';

// Opening a request's photo (docs/product.md §30): within the caller's scope of leads, as reading
// the lead is, and recorded as personal-data access (§23) in the same transaction.

const PHOTO_NOT_FOUND = 'Photo not found.';

/** The file of one of lead `leadId`'s photos, for `by`, with the record that they opened it; 404 outside their scope. */
export async function openPhoto(db: Db, dir: string, leadId: number, photoId: string, by: AuthUser) {
  return db.transaction(async (tx) => {
    await leadInScope(tx, leadId, by);
    const [photo] = await tx
      .select({ file: requestPhotos.file })
      .from(requestPhotos)
      .where(and(eq(requestPhotos.id, photoId), eq(requestPhotos.leadId, leadId)));
    if (!photo) throw new NotFound(PHOTO_NOT_FOUND);
    await recordAccess(tx, by, { action: 'photo', leadId, subject: `Photo ${photoId}` });
    return join(dir, photo.file);
  });
}
