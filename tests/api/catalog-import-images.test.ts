import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '#common/constants';
import { parseStoredImage } from '#common/image-url';
import type { ImportJob, ImportReport } from '#common/schemas/catalog-import';
import { UPLOAD_MESSAGES } from '#common/schemas/upload';
import { variants } from '../../server/db/schema';
import { IMPORT_IMAGE_MESSAGES } from '../../server/services/catalog-sheet/import-images';
import { REMOTE_IMAGE_MESSAGES as M } from '../../server/services/media/remote-image';
import { appsOn, call, setupApi } from '../support/api';
import { catalogueAndAdmin } from '../support/catalogue-fixture';
import { pixelBomb } from '../support/pixel-bomb';
import { readUntil } from '../support/poll';

// The Catalogue sheet's `images` column (docs/product.md §27.2, decision 074): our own addresses
// and those the catalogue holds are kept; any other is checked by the dry run and fetched once by
// the apply through the upload pipeline, from public addresses only; a failed image is an error
// on its cell and the apply writes nothing. The image server is a small one on 127.0.0.1, so the
// file's app allows private hosts (IMPORT_ALLOW_PRIVATE_HOSTS) and a short deadline; a second
// app with the default setting stands for production.
const dataDir = mkdtempSync(join(tmpdir(), 'ironsite-import-images-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const settings = { DATA_DIR: dataDir, IMPORT_SYNC_WAIT_MS: '60000' };
const ctx = setupApi({ ...settings, IMPORT_ALLOW_PRIVATE_HOSTS: 'true', IMPORT_IMAGE_TIMEOUT_MS: '1000' });
const appWith = appsOn(ctx);

let png: Buffer;
let images: Server;
let origin: string;
/** Requests the image server saw since the test began, as "METHOD /path". */
let seen: string[] = [];
const routes = new Map<string, (req: IncomingMessage, res: ServerResponse) => void>();

beforeAll(async () => {
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#F2A900' } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#1F2328' } })
    .jpeg()
    .toBuffer();
  const image = (bytes: Buffer, type: string) => (_req: IncomingMessage, res: ServerResponse) =>
    res.writeHead(200, { 'content-type': type, 'content-length': bytes.length }).end(bytes);
  routes.set('/a.png', image(png, 'image/png'));
  routes.set('/b.jpg', image(jpeg, 'image/jpeg'));
  routes.set('/bomb.png', image(pixelBomb(), 'image/png'));
  routes.set('/page.png', image(Buffer.from('<!doctype html><title>Not found</title>'), 'text/html'));
  routes.set('/slow.png', (_req, res) => {
    setTimeout(() => res.writeHead(200, { 'content-type': 'image/png' }).end(png), 3_000).unref();
  });
  // Over the upload limit: refused by its declared length, before the body is read.
  routes.set('/huge.png', (req, res) => {
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': IMAGE_MAX_BYTES + 1 });
    if (req.method === 'HEAD') res.end();
    else res.write(png); // and the rest never comes: the import must not wait for it
  });
  images = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    const route = routes.get(req.url ?? '');
    if (route) route(req, res);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('no such image');
  });
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      images.closeAllConnections();
      images.close(() => resolve());
    }),
);

beforeEach(() => {
  seen = [];
  rmSync(join(dataDir, 'uploads'), { recursive: true, force: true });
});

const stored = () => {
  const dir = join(dataDir, 'uploads', 'variants');
  return existsSync(dir) ? readdirSync(dir) : [];
};

async function importRows(
  token: string,
  rows: unknown[][],
  dryRun: boolean,
  app: FastifyInstance = ctx.app,
): Promise<ImportReport> {
  const body = new FormData();
  body.set('dry_run', String(dryRun));
  body.set('file', new Blob([stringify([['variant_id', 'images'], ...rows])]), 'images.csv');
  const res = await call(app, { method: 'POST', url: '/api/admin/catalog/import', payload: body, token });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: ImportReport }).data;
}

async function imagesOf(...ids: number[]) {
  const rows = await ctx.db
    .select({ id: variants.id, images: variants.images })
    .from(variants)
    .where(inArray(variants.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id)?.images);
}

/** The errors as [row, column, message]. */
const errorsOf = (report: ImportReport) => report.errors.map((e) => [e.row, e.column, e.message]);

describe('images by address: the apply', () => {
  it('fetches another address once, stores it through the upload pipeline, keeps our own', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const cell = `/uploads/variants/a.webp\n${origin}/a.png`;
    const report = await importRows(
      token,
      [
        [c.loader.id, cell],
        // The same image in a second row, and an address the catalogue already holds (the
        // loader's Cloudinary image: not fetched, kept as written).
        [c.excavator.id, `${origin}/a.png\nhttps://res.cloudinary.com/demo/b.jpg`],
      ],
      false,
    );
    expect(report.errors).toEqual([]);
    expect(report.status).toBe('done');
    expect(seen).toEqual(['GET /a.png']);
    const [loader, excavator] = await imagesOf(c.loader.id, c.excavator.id);
    const address = loader?.[1] as string;
    expect(address).toMatch(/^\/uploads\/variants\/[a-z0-9-]+\.webp$/);
    expect(parseStoredImage(address)).toMatchObject({ width: 40, height: 30 });
    expect(loader).toEqual(['/uploads/variants/a.webp', address]);
    expect(excavator).toEqual([address, 'https://res.cloudinary.com/demo/b.jpg']);
    // The image and its renditions are on disk, as an upload's are.
    expect(stored()).toContain(address.replace('/uploads/variants/', ''));
    // The report shows what was written: the stored address.
    expect(report.changes.find((ch) => ch.id === c.loader.id && ch.field === 'images')?.to).toBe(
      `/uploads/variants/a.webp\n${address}`,
    );
  });

  it('writes nothing when any image fails, and says which on its cell', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const before = await imagesOf(c.loader.id, c.excavator.id);
    const report = await importRows(
      token,
      [
        [c.loader.id, `${origin}/a.png`],
        [c.excavator.id, `${origin}/b.jpg\n${origin}/gone.png`],
      ],
      false,
    );
    expect(report.status).toBe('failed');
    expect(report.errors).toEqual([
      {
        sheet: 'Catalogue',
        row: 3,
        column: 'images',
        value: `${origin}/b.jpg\n${origin}/gone.png`,
        message: `${origin}/gone.png: ${M.status(404)}`,
      },
    ]);
    expect(await imagesOf(c.loader.id, c.excavator.id)).toEqual(before);
  });

  it('refuses a page that is not an image, an image over the limit and a slow server', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const before = await imagesOf(c.loader.id, c.excavator.id, c.genset.id);
    const started = Date.now();
    const report = await importRows(
      token,
      [
        [c.loader.id, `${origin}/page.png`],
        [c.excavator.id, `${origin}/huge.png`],
        [c.genset.id, `${origin}/slow.png`],
      ],
      false,
    );
    expect(errorsOf(report)).toEqual([
      [2, 'images', `${origin}/page.png: ${M.notImage}`],
      [3, 'images', `${origin}/huge.png: ${UPLOAD_MESSAGES.tooLarge(IMAGE_MAX_BYTES)}`],
      [4, 'images', `${origin}/slow.png: ${M.timeout(1000)}`],
    ]);
    // The deadline (1 s here) bounds the wait, not the slow server's 3 s.
    expect(Date.now() - started).toBeLessThan(2_900);
    expect(await imagesOf(c.loader.id, c.excavator.id, c.genset.id)).toEqual(before);
    expect(stored()).toEqual([]);
  });

  it('refuses a picture over the pixel limit, as an upload is refused', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const report = await importRows(token, [[c.loader.id, `${origin}/bomb.png`]], false);
    expect(errorsOf(report)).toEqual([[2, 'images', `${origin}/bomb.png: ${UPLOAD_MESSAGES.tooManyPixels}`]]);
    expect(stored()).toEqual([]);
  });

  it('refuses an address that is not one, with the row going nowhere', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const report = await importRows(token, [[c.loader.id, 'https://exa mple.com/a.png']], false);
    expect(errorsOf(report)).toContainEqual([
      2,
      'images',
      `https://exa mple.com/a.png: ${IMPORT_IMAGE_MESSAGES.invalid}`,
    ]);
    expect(report.status).toBe('failed');
  });
});

describe('images by address: the dry run', () => {
  it('checks each new address once, stores nothing and changes nothing', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const before = await imagesOf(c.loader.id, c.excavator.id);
    const report = await importRows(
      token,
      [
        [c.loader.id, `${origin}/a.png`],
        [c.excavator.id, `${origin}/a.png`],
      ],
      true,
    );
    expect(report.errors).toEqual([]);
    expect(seen).toEqual(['HEAD /a.png']);
    expect(report.changes.filter((ch) => ch.field === 'images').map((ch) => ch.to)).toEqual([
      `${origin}/a.png`,
      `${origin}/a.png`,
    ]);
    expect(stored()).toEqual([]);
    expect(await imagesOf(c.loader.id, c.excavator.id)).toEqual(before);
  });

  it('reports an unreachable address, a page and a slow server on their cells', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const report = await importRows(
      token,
      [
        [c.loader.id, `${origin}/missing.png`],
        [c.excavator.id, `${origin}/page.png`],
        [c.genset.id, `${origin}/slow.png`],
      ],
      true,
    );
    expect(report.errors).toEqual([
      {
        sheet: 'Catalogue',
        row: 2,
        column: 'images',
        value: `${origin}/missing.png`,
        message: `${origin}/missing.png: ${M.status(404)}`,
      },
      expect.objectContaining({ row: 3, message: `${origin}/page.png: ${M.notImage}` }),
      expect.objectContaining({ row: 4, message: `${origin}/slow.png: ${M.timeout(1000)}` }),
    ]);
    // HEAD refused (404), then a GET of the first bytes: nothing more is read.
    expect(seen.filter((s) => s.endsWith('/missing.png'))).toEqual(['HEAD /missing.png', 'GET /missing.png']);
    expect(stored()).toEqual([]);
  });

  it('reports an image over the upload limit by its declared size', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const report = await importRows(token, [[c.loader.id, `${origin}/huge.png`]], true);
    expect(errorsOf(report)).toEqual([
      [2, 'images', `${origin}/huge.png: ${UPLOAD_MESSAGES.tooLarge(IMAGE_MAX_BYTES)}`],
    ]);
  });
});

describe('images by address: only public addresses (the default)', () => {
  let production: FastifyInstance;
  beforeAll(async () => {
    production = await appWith(settings);
  });

  it.each([
    ['a loopback IP', () => `${origin}/a.png`],
    ['a name that resolves to loopback', () => `${origin.replace('127.0.0.1', 'localhost')}/a.png`],
    ['the IPv6 loopback', () => `${origin.replace('127.0.0.1', '[::1]')}/a.png`],
    ['the metadata service', () => 'http://169.254.169.254/latest/meta-data/iam.png'],
  ])('refuses %s in the dry run and the apply, connecting nowhere', async (_, address) => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const before = await imagesOf(c.loader.id);
    for (const dryRun of [true, false]) {
      const report = await importRows(token, [[c.loader.id, address()]], dryRun, production);
      expect(errorsOf(report)).toEqual([[2, 'images', `${address()}: ${M.notPublic}`]]);
    }
    expect(seen).toEqual([]);
    expect(await imagesOf(c.loader.id)).toEqual(before);
    expect(stored()).toEqual([]);
  });

  it('still keeps our own addresses and those the catalogue holds', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const report = await importRows(
      token,
      [[c.excavator.id, '/uploads/variants/a.webp\nhttps://res.cloudinary.com/demo/b.jpg']],
      false,
      production,
    );
    expect(report.errors).toEqual([]);
    expect(await imagesOf(c.excavator.id)).toEqual([
      ['/uploads/variants/a.webp', 'https://res.cloudinary.com/demo/b.jpg'],
    ]);
    expect(seen).toEqual([]);
  });
});

describe('images by address: the job', () => {
  let waiting: FastifyInstance;
  beforeAll(async () => {
    // Answers 202 at once, allows the test's server and waits long for an image.
    waiting = await appWith({
      ...settings,
      IMPORT_SYNC_WAIT_MS: '0',
      IMPORT_ALLOW_PRIVATE_HOSTS: 'true',
      IMPORT_IMAGE_TIMEOUT_MS: '20000',
    });
  });

  it('is cancelled while it waits for a slow image, the fetch stopped, nothing written', async () => {
    const { c, token } = await catalogueAndAdmin(ctx.db);
    const before = await imagesOf(c.loader.id);
    const started = Date.now();
    const body = new FormData();
    body.set('dry_run', 'false');
    body.set(
      'file',
      new Blob([
        stringify([
          ['variant_id', 'images'],
          [c.loader.id, `${origin}/slow.png`],
        ]),
      ]),
      'x.csv',
    );
    const res = await call(waiting, {
      method: 'POST',
      url: '/api/admin/catalog/import',
      payload: body,
      token,
    });
    expect(res.statusCode, res.body).toBe(202);
    const id = (res.json() as { data: ImportJob }).data.import_id;
    await readUntil(
      async () => seen,
      (s) => s.includes('GET /slow.png'),
      5_000,
    );
    const cancel = await call(waiting, {
      method: 'POST',
      url: `/api/admin/catalog/imports/${id}/cancel`,
      token,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const job = await readUntil(
      async () =>
        (
          (await call(waiting, { method: 'GET', url: `/api/admin/catalog/imports/${id}`, token })).json() as {
            data: ImportJob;
          }
        ).data,
      (j) => !['queued', 'running'].includes(j.status),
      5_000,
    );
    expect(job.status).toBe('cancelled');
    // The slow server answers after 3 s and the deadline is 20 s: the cancel did not wait for either.
    expect(Date.now() - started).toBeLessThan(2_900);
    expect(await imagesOf(c.loader.id)).toEqual(before);
    expect(stored()).toEqual([]);
  });
});
