import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import type { SubjectData } from '#common/schemas/privacy';
import type { Db } from '../../db/client';
import { leads, personalDataAccess, requestPhotos } from '../../db/schema';
import { removePhotoFiles } from '../after-sales/photos';
import type { AuthUser } from '../auth';
import { recordAccess } from './access-log';
import { emailHash, recordPrivacyAction } from './audit';
import { eraseSubject, findSubject } from './subject';

// The data-subject requests as the back office makes them (docs/product.md §21, §23): each one,
// its privacy audit entry and its access-log row are one transaction, so no answer goes out
// without the record of who asked.

const address = (email: string) => email.trim().toLowerCase();

/** Search (shown on screen) or export (handed to the person): the same data, recorded as asked. */
export async function subjectRequest(
  db: Db,
  hashKey: Buffer,
  kind: 'search' | 'export',
  email: string,
  by: AuthUser,
  photoDir: string,
): Promise<SubjectData> {
  const data = await db.transaction(async (tx) => {
    const data = await findSubject(tx, email);
    await recordPrivacyAction(tx, hashKey, kind, email, by, {
      leads: data.leads.length,
      accounts: data.accounts.length,
    });
    await recordAccess(tx, by, {
      action: kind === 'search' ? 'privacy_search' : 'privacy_export',
      subject: address(email),
    });
    return data;
  });
  return kind === 'export' ? withPhotoContent(db, data, photoDir) : data;
}

/** The export hands the person their photos too: each file as a `data:` URL (stored as WebP). */
async function withPhotoContent(db: Db, data: SubjectData, dir: string): Promise<SubjectData> {
  const ids = data.leads.flatMap((lead) => lead.photos.map((p) => p.id));
  if (ids.length === 0) return data;
  const rows = await db
    .select({ id: requestPhotos.id, file: requestPhotos.file })
    .from(requestPhotos)
    .where(inArray(requestPhotos.id, ids));
  const files = new Map(rows.map((r) => [r.id, r.file]));
  const leads = [];
  for (const lead of data.leads) {
    const photos = [];
    for (const photo of lead.photos) {
      const file = files.get(photo.id);
      // A file gone from the disk (restored from an older backup) is listed without its content.
      const bytes = file ? await readFile(join(dir, file)).catch(() => null) : null;
      photos.push(
        bytes ? { ...photo, content: `data:image/webp;base64,${bytes.toString('base64')}` } : photo,
      );
    }
    leads.push({ ...lead, photos });
  }
  return { ...data, leads };
}

/** The files of the photos of the address's requests (docs/product.md §30). */
async function photoFilesOf(db: Db, email: string) {
  const rows = await db
    .select({ file: requestPhotos.file })
    .from(requestPhotos)
    .where(
      inArray(
        requestPhotos.leadId,
        db
          .select({ id: leads.id })
          .from(leads)
          .where(sql`lower(${leads.email}) = ${address(email)}`),
      ),
    );
  return rows.map((r) => r.file);
}

/**
 * Erasure of the address's inquiries; returns how many were anonymised. The access record keeps
 * that the address was searched, exported and erased, but no longer the address itself: from then
 * on it names it as the privacy audit does, by the start of its keyed hash. The photos of its
 * requests are removed from `photoDir` once the erasure has committed.
 */
export async function eraseRequest(
  db: Db,
  hashKey: Buffer,
  email: string,
  by: AuthUser,
  photoDir: string,
): Promise<number> {
  const { n, files } = await db.transaction(async (tx) => {
    const files = await photoFilesOf(tx, email);
    const n = await eraseSubject(tx, email);
    await recordPrivacyAction(tx, hashKey, 'erase', email, by, { leads: n });
    const erased = `Erased address ${emailHash(hashKey, email).slice(0, 12)}`;
    await tx
      .update(personalDataAccess)
      .set({ subject: erased })
      .where(eq(personalDataAccess.subject, address(email)));
    await recordAccess(tx, by, { action: 'privacy_erase', subject: erased });
    return { n, files };
  });
  await removePhotoFiles(photoDir, files);
  return n;
}
