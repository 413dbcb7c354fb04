import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { AFTER_SALES_MESSAGES, requestPhotoPath } from '#common/schemas/after-sales';
import { UPLOAD_MESSAGES } from '#common/schemas/upload';
import { personalDataAccess, requestPhotos } from '../../server/db/schema';
import { purgeUnattachedPhotos } from '../../server/services/after-sales/photos';
import { appsOn, call, setupApi } from '../support/api';
import { createAdmin, createUser } from '../support/factories';
import {
  partsBody,
  photoForm,
  png,
  postRequest,
  serviceBody,
  storedCounts,
  storedRequest,
  uploadPhoto,
} from './support/after-sales';
import { expectRateLimited } from './support/answers';

// A request's photos (docs/product.md §30): uploaded publicly, images only, 8 MB at most, kept
// outside the public uploads; attached only when uploaded here within a day and unattached; opened
// by staff through the lead, each opening recorded; erased with the lead; the unattached purged.
const dataDir = mkdtempSync(join(tmpdir(), 'ironsite-request-photos-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const ctx = setupApi({ DATA_DIR: dataDir });
// The database is put back before each test; its photos' files go with it.
beforeEach(() => rmSync(join(dataDir, 'request-photos'), { recursive: true, force: true }));
const photoFiles = () => {
  const dir = join(dataDir, 'request-photos');
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function uploaded() {
  const res = await uploadPhoto(ctx, photoForm(await png()));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; bytes: number };
}

describe('POST /api/contact/photos', () => {
  it('stores an image privately, re-encoded without its metadata, and answers its id', async () => {
    const withGps = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#123456' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Maria' } })
      .toBuffer();
    const res = await uploadPhoto(ctx, photoForm(withGps, 'site.jpg', 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(201);
    const { id, bytes } = res.json().data;
    expect(res.json()).toEqual({
      success: true,
      data: { id: expect.any(String), bytes: expect.any(Number) },
    });
    const [row] = await ctx.db.select().from(requestPhotos).where(eq(requestPhotos.id, id));
    expect(row).toMatchObject({ leadId: null, bytes, file: `${id}.webp` });
    expect(photoFiles()).toEqual([`${id}.webp`]);
    const meta = await sharp(join(dataDir, 'request-photos', row.file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    // Never under the public uploads, never served by the site.
    expect(existsSync(join(dataDir, 'uploads', row.file))).toBe(false);
    expect((await call(ctx.app, { method: 'GET', url: `/uploads/${row.file}` })).statusCode).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: `/request-photos/${row.file}` })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image (422 on file), whatever its name and type say', async () => {
    for (const [bytes, name, type] of [
      ['<svg xmlns="http://www.w3.org/2000/svg"/>', 'pump.svg', 'image/svg+xml'],
      ['%PDF-1.7 not a photo', 'pump.png', 'image/png'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]), 'cut.png', 'image/png'],
    ] as const) {
      const res = await uploadPhoto(ctx, photoForm(bytes, name, type));
      expect(res.statusCode, name).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['file']);
    }
    const none = await call(ctx.app, { method: 'POST', url: '/api/contact/photos', payload: new FormData() });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ file: [UPLOAD_MESSAGES.fileRequired] });
    expect(await ctx.db.select().from(requestPhotos)).toEqual([]);
    expect(photoFiles()).toEqual([]);
  });

  it('answers 413 for a 9 MB photo and stores nothing', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(9 * 1024 * 1024)]);
    const res = await uploadPhoto(ctx, photoForm(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.tooLarge(8 * 1024 * 1024));
    expect(await ctx.db.select().from(requestPhotos)).toEqual([]);
  });
});

describe('the rate limit', () => {
  const appWith = appsOn(ctx);
  it('answers 429 past the contact forms’ share of an address, storing nothing more', async () => {
    const app = await appWith({ DATA_DIR: dataDir, RATE_LIMIT_CONTACT_PER_MINUTE: '2' });
    const bytes = await png();
    const send = () =>
      call(app, {
        method: 'POST',
        url: '/api/contact/photos',
        payload: photoForm(bytes),
        remoteAddress: '203.0.113.7',
      });
    await expectRateLimited(send, 2);
    expect(await ctx.db.select().from(requestPhotos)).toHaveLength(2);
  });
});

describe('attaching photos', () => {
  it('attaches uploaded photos to the request and shows them to staff, each opening recorded', async () => {
    const { token, user } = await createAdmin(ctx.db);
    const a = await uploaded();
    const b = await uploaded();
    const res = await postRequest(ctx, 'parts', partsBody({ image_ids: [a.id, b.id] }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    expect((await storedRequest(ctx, id)).photos.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    const detail = await call(ctx.app, { method: 'GET', url: `/api/admin/leads/${id}`, token });
    const urls = detail.json().after_sales.photos.map((p: { url: string }) => p.url);
    expect(urls.sort()).toEqual([requestPhotoPath(id, a.id), requestPhotoPath(id, b.id)].sort());
    const photo = await call(ctx.app, { method: 'GET', url: requestPhotoPath(id, a.id), token });
    expect(photo.statusCode, photo.body).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(photo.rawPayload).metadata()).format).toBe('webp');
    const opened = await ctx.db
      .select()
      .from(personalDataAccess)
      .where(eq(personalDataAccess.action, 'photo'));
    expect(opened).toEqual([
      expect.objectContaining({ userId: user.id, leadId: id, subject: `Photo ${a.id}` }),
    ]);
    // Another lead's photo, a made-up id, an anonymous caller: nothing to see.
    expect(
      (await call(ctx.app, { method: 'GET', url: requestPhotoPath(id + 1, a.id), token })).statusCode,
    ).toBe(404);
    expect(
      (await call(ctx.app, { method: 'GET', url: requestPhotoPath(id, crypto.randomUUID()), token }))
        .statusCode,
    ).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: requestPhotoPath(id, a.id) })).statusCode).toBe(401);
  });

  it('a sales rep opens only the photos of leads they may read', async () => {
    const a = await uploaded();
    const id = (await postRequest(ctx, 'service', serviceBody({ image_ids: [a.id] }))).json().data.id;
    const { token } = await createUser(ctx.db, { role: 'sales' });
    expect((await call(ctx.app, { method: 'GET', url: requestPhotoPath(id, a.id), token })).statusCode).toBe(
      404,
    );
  });

  it('refuses an unknown, an attached or a day-old photo (422 on image_ids), storing nothing', async () => {
    const used = await uploaded();
    expect((await postRequest(ctx, 'parts', partsBody({ image_ids: [used.id] }))).statusCode).toBe(201);
    const old = await uploaded();
    await ctx.db
      .update(requestPhotos)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(eq(requestPhotos.id, old.id));
    const before = await storedCounts(ctx);
    for (const ids of [[crypto.randomUUID()], [used.id], [old.id], ['not-a-uuid']]) {
      const res = await postRequest(ctx, 'parts', partsBody({ image_ids: ids }));
      expect(res.statusCode, ids[0]).toBe(422);
      expect(Object.keys(res.json().errors)[0]).toMatch(/^image_ids/);
      expect(Object.values(res.json().errors)[0]).toEqual([AFTER_SALES_MESSAGES.photo]);
    }
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => uploaded()));
    const tooMany = await postRequest(ctx, 'parts', partsBody({ image_ids: five.map((p) => p.id) }));
    expect(tooMany.json().errors).toEqual({ image_ids: [AFTER_SALES_MESSAGES.photos] });
    expect(await storedCounts(ctx)).toEqual(before);
  });

  it('the hourly clean-up removes photos never attached within a day, rows and files', async () => {
    const kept = await uploaded();
    const attached = await uploaded();
    await postRequest(ctx, 'parts', partsBody({ image_ids: [attached.id] }));
    const stale = await uploaded();
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    for (const id of [stale.id, attached.id])
      await ctx.db.update(requestPhotos).set({ createdAt: dayAgo }).where(eq(requestPhotos.id, id));
    expect(await purgeUnattachedPhotos(ctx.db, join(dataDir, 'request-photos'))).toBe(1);
    const left = (await ctx.db.select().from(requestPhotos)).map((p) => p.id).sort();
    expect(left).toEqual([kept.id, attached.id].sort());
    expect(photoFiles().sort()).toEqual([`${kept.id}.webp`, `${attached.id}.webp`].sort());
  });
});

describe('the person’s data (search and export)', () => {
  it('lists a request’s photos; the export hands over each photo itself', async () => {
    const { token } = await createAdmin(ctx.db);
    const a = await uploaded();
    const id = (await postRequest(ctx, 'service', serviceBody({ image_ids: [a.id] }))).json().data.id;
    const ask = (what: 'search' | 'export') =>
      call(ctx.app, {
        method: 'POST',
        url: `/api/admin/privacy/${what}`,
        token,
        payload: { email: 'maria@example.ph' },
      });
    const search = await ask('search');
    expect(search.statusCode, search.body).toBe(200);
    const found = search.json().data.leads.find((l: { id: number }) => l.id === id);
    expect(found.photos).toEqual([{ id: a.id, bytes: a.bytes, received_at: expect.any(String) }]);

    const exported = await ask('export');
    expect(exported.statusCode, exported.body).toBe(200);
    const [photo] = exported.json().leads.find((l: { id: number }) => l.id === id).photos;
    expect(photo).toMatchObject({ id: a.id, bytes: a.bytes });
    const prefix = 'data:image/webp;base64,';
    expect(photo.content.startsWith(prefix)).toBe(true);
    const bytes = Buffer.from(photo.content.slice(prefix.length), 'base64');
    expect(bytes.length).toBe(a.bytes);
    expect((await sharp(bytes).metadata()).format).toBe('webp');
  });
});

describe('erasure', () => {
  it('removes the photos of the address’s requests, rows and files, and clears the problem and serial', async () => {
    const { token } = await createAdmin(ctx.db);
    const a = await uploaded();
    const other = await uploaded();
    const id = (await postRequest(ctx, 'service', serviceBody({ image_ids: [a.id] }))).json().data.id;
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/privacy/erase',
      token,
      payload: { email: 'MARIA@example.ph' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { own, photos } = await storedRequest(ctx, id);
    expect(photos).toEqual([]);
    expect(own).toMatchObject({
      problem: null,
      serialNumber: null,
      machineLabel: 'SANY SY215C',
      machineDown: true,
    });
    expect(photoFiles()).toEqual([`${other.id}.webp`]);
    expect((await call(ctx.app, { method: 'GET', url: requestPhotoPath(id, a.id), token })).statusCode).toBe(
      404,
    );
  });
});
