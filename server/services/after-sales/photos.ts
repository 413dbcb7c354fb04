import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import sharp from 'sharp';
import { AFTER_SALES_MESSAGES, REQUEST_PHOTO_MAX_BYTES } from '#common/schemas/after-sales';
import { MAX_IMAGE_MEGAPIXELS, UPLOAD_MESSAGES } from '#common/schemas/upload';
import type { Db } from '../../db/client';
import { requestPhotos } from '../../db/schema';
import { HttpError, ValidationFailed } from '../../errors';
import { sniffImageFormat } from '../media/sniff';

// A request's photos (docs/product.md §30, decision 071): personal data, never public. Checked
// like an admin upload (by content, within a pixel budget), re-encoded (which drops EXIF and GPS:
// where a buyer's machine stands is theirs), and kept under DATA_DIR/request-photos, a directory no
// route serves; staff open one through the lead (photo-access.ts).

const DAY_MS = 24 * 60 * 60 * 1000;
/** A photo may be attached to a request within a day of its upload; then it is removed. */
const PHOTO_ATTACH_WINDOW_MS = DAY_MS;
const LONGEST_SIDE = 2560;

/** Where the photos' files live. */
export const photoDir = (dataDir: string) => join(dataDir, 'request-photos');

/** The file name of a photo: its id, made here, never anything the sender chose. */
const fileOf = (id: string) => `${id}.webp`;

async function reencode(bytes: Buffer): Promise<Buffer> {
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IMAGE_MEGAPIXELS * 1_000_000 })
      .rotate()
      .resize({ width: LONGEST_SIDE, height: LONGEST_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    const pixels = err instanceof Error && /pixel limit/i.test(err.message);
    throw new ValidationFailed({
      file: [pixels ? UPLOAD_MESSAGES.tooManyPixels : UPLOAD_MESSAGES.unreadable],
    });
  }
}

/** Stores one uploaded photo, unattached; answers its id and stored size. */
export async function storeRequestPhoto(db: Db, dir: string, bytes: Buffer) {
  if (bytes.length > REQUEST_PHOTO_MAX_BYTES)
    throw new HttpError(413, UPLOAD_MESSAGES.tooLarge(REQUEST_PHOTO_MAX_BYTES));
  if (!sniffImageFormat(bytes)) throw new ValidationFailed({ file: [UPLOAD_MESSAGES.format] });
  const encoded = await reencode(bytes);
  const id = randomUUID();
  const file = fileOf(id);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, file), encoded, { mode: 0o600 });
  try {
    await db.insert(requestPhotos).values({ id, file, bytes: encoded.length });
  } catch (err) {
    await rm(join(dir, file), { force: true });
    throw err;
  }
  return { id, bytes: encoded.length };
}

/**
 * Gives the photos `ids` to lead `leadId` in the caller's transaction: each must be unattached and
 * uploaded within the last day, else 422 on image_ids and the request is refused whole.
 */
export async function attachPhotos(tx: Db, leadId: number, ids: string[], now: Date) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await tx
    .select({ id: requestPhotos.id })
    .from(requestPhotos)
    .where(
      and(
        inArray(requestPhotos.id, unique),
        isNull(requestPhotos.leadId),
        gt(requestPhotos.createdAt, new Date(now.getTime() - PHOTO_ATTACH_WINDOW_MS)),
      ),
    )
    .for('update');
  if (found.length !== unique.length) throw new ValidationFailed({ image_ids: [AFTER_SALES_MESSAGES.photo] });
  await tx.update(requestPhotos).set({ leadId }).where(inArray(requestPhotos.id, unique));
}

/** Removes files by name; one already gone is no error. */
export async function removePhotoFiles(dir: string, files: string[]) {
  await Promise.all(files.map((file) => rm(join(dir, file), { force: true })));
}

/** The hourly clean-up: photos never attached within a day, rows and files. Returns how many. */
export async function purgeUnattachedPhotos(db: Db, dir: string, now = new Date()) {
  const rows = await db
    .delete(requestPhotos)
    .where(
      and(
        isNull(requestPhotos.leadId),
        lt(requestPhotos.createdAt, new Date(now.getTime() - PHOTO_ATTACH_WINDOW_MS)),
      ),
    )
    .returning({ file: requestPhotos.file });
  await removePhotoFiles(
    dir,
    rows.map((r) => r.file),
  );
  return rows.length;
}

/** A lead's photos in upload order, for its detail. */
export async function photosOf(db: Db, leadId: number) {
  return db
    .select({ id: requestPhotos.id, createdAt: requestPhotos.createdAt })
    .from(requestPhotos)
    .where(eq(requestPhotos.leadId, leadId))
    .orderBy(requestPhotos.createdAt, requestPhotos.id);
}
