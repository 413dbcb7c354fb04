import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '#common/constants';
import { parseStoredImage, renditionUrl, renditionWidths } from '#common/image-url';
import { UPLOAD_MESSAGES } from '#common/schemas/upload';
import { call, setupApi } from '../support/api';
import { createAdmin, createUser } from '../support/factories';
import { pixelBomb } from '../support/pixel-bomb';

// Every image here is made in the test with sharp (or by hand where sharp would refuse to make it).
// An uncompressed PNG (compressionLevel 0) makes a valid file of any size quickly.
const dataDir = mkdtempSync(join(tmpdir(), 'ironsite-uploads-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const ctx = setupApi({ DATA_DIR: dataDir });

let token: string;
beforeEach(async () => {
  token = (await createAdmin(ctx.db)).token;
});

function form(bytes: Buffer | string, fileName: string, folder?: string, type = 'image/png') {
  const body = new FormData();
  if (folder !== undefined) body.set('folder', folder);
  body.set('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), fileName);
  return body;
}

/** As the admin unless `as` says otherwise (null: anonymous). */
const upload = (body: FormData, as: string | null = token) =>
  call(ctx.app, { method: 'POST', url: '/api/admin/uploads', payload: body, token: as ?? undefined });

const fileOf = (url: string) => join(dataDir, 'uploads', url.replace(/^\/uploads\//, ''));

const solid = (width: number, height: number, background = '#F2A900') =>
  sharp({ create: { width, height, channels: 3, background } });

async function animatedGif() {
  const frames = await Promise.all(
    ['#F2A900', '#1F2328', '#8A939B'].map((colour) => solid(700, 400, colour).png().toBuffer()),
  );
  return sharp(frames, { join: { animated: true } })
    .gif({ delay: [200, 200, 200], loop: 0 })
    .toBuffer();
}

describe('POST /api/admin/uploads: accepted images', () => {
  it.each([
    ['JPEG', 'photo.jpg', () => solid(2400, 1600).jpeg().toBuffer(), [1920, 1280]],
    ['PNG', 'logo.png', () => solid(800, 600).png().toBuffer(), [800, 600]],
    ['WebP', 'picture.webp', () => solid(300, 200).webp().toBuffer(), [300, 200]],
  ] as const)('stores a %s as WebP, at most 1920 wide, with its renditions', async (_, name, make, size) => {
    const res = await upload(form(await make(), name, 'products'));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    const [width, height] = size;
    expect(body).toMatchObject({ width, height });
    expect(body.url).toMatch(new RegExp(`^/uploads/products/[0-9a-f]{20}-${width}x${height}\\.webp$`));
    const stored = parseStoredImage(body.url);
    expect(stored).toMatchObject({ width, height });

    const expected = renditionWidths(width).map((w) => ({ width: w, url: renditionUrl(stored!.stem, w) }));
    expect(body.sizes).toEqual([...expected, { width, url: body.url }]);
    for (const { width: w, url } of body.sizes) {
      const meta = await sharp(fileOf(url)).metadata();
      expect([url, meta.format, meta.width]).toEqual([url, 'webp', w]);
    }
  });

  it('keeps an animated GIF animated, in the stored image and its renditions', async () => {
    const res = await upload(form(await animatedGif(), 'spinner.gif', 'news', 'image/gif'));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ width: 700, height: 400 });
    expect(body.sizes.map((s: { width: number }) => s.width)).toEqual([320, 640, 700]);
    for (const { url, width } of body.sizes) {
      const meta = await sharp(fileOf(url), { animated: true }).metadata();
      expect([meta.format, meta.pages, meta.width]).toEqual(['webp', 3, width]);
    }
  });

  it('applies the EXIF orientation and strips EXIF and GPS', async () => {
    const photo = await solid(400, 200)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Site camera' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '14/1 35/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '121/1 0/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(photo).metadata();
    expect(input.exif?.length).toBeGreaterThan(0);
    expect(input.orientation).toBe(6);

    const res = await upload(form(photo, 'site.jpg', 'variants', 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect([body.width, body.height]).toEqual([200, 400]); // turned upright
    for (const { url } of body.sizes) {
      const meta = await sharp(fileOf(url)).metadata();
      expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
    }
  });

  it('gives the same image the same address, whatever its name', async () => {
    const png = await solid(500, 300, '#1F2328').png().toBuffer();
    const first = await upload(form(png, 'a.png', 'categories'));
    const second = await upload(form(png, 'completely-different.png', 'categories'));
    expect(first.statusCode).toBe(201);
    expect(second.json().url).toBe(first.json().url);
    expect(first.json().url).not.toContain('different');
  });

  it('accepts a 6 MB image outside the brands folder', async () => {
    const big = await solid(1500, 1400).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const res = await upload(form(big, 'site-photo.png', 'products'));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ width: 1500, height: 1400 });
  });

  it('serves a stored image as immutable WebP with nosniff', async () => {
    const { url } = (await upload(form(await solid(640, 480).png().toBuffer(), 'x.png', 'news'))).json();
    const res = await ctx.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(readFileSync(fileOf(url)))).toBe(true);
  });
});

describe('POST /api/admin/uploads: refused', () => {
  it('refuses an HTML page named .png with 415', async () => {
    const res = await upload(
      form('<!doctype html><html><body><script>alert(1)</script></body></html>', 'logo.png', 'brands'),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.format);
  });

  it('refuses an SVG with a script, whatever it is called, with 415', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      const res = await upload(form(svg, name, 'brands', type));
      expect([name, res.statusCode, res.json().message]).toEqual([name, 415, UPLOAD_MESSAGES.format]);
    }
  });

  it('refuses a file over 10 MB with 413 without storing anything', async () => {
    const bytes = Buffer.alloc(IMAGE_MAX_BYTES + 1);
    (await solid(10, 10).png().toBuffer()).copy(bytes);
    const res = await upload(form(bytes, 'huge.png', 'products'));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image may not be larger than 10 MB.');
  });

  it('refuses a 6 MB brand logo with 413', async () => {
    const big = await solid(1500, 1400).png({ compressionLevel: 0 }).toBuffer();
    const res = await upload(form(big, 'logo.png', 'brands'));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The image may not be larger than 5 MB.');
  });

  it('refuses a truncated JPEG with 422', async () => {
    const jpeg = await solid(600, 400).jpeg().toBuffer();
    const res = await upload(form(jpeg.subarray(0, jpeg.length / 2), 'cut.jpg', 'products', 'image/jpeg'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.unreadable);
  });

  it('refuses a pixel bomb with 422 before decoding it', async () => {
    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const res = await upload(form(bomb, 'tiny.png', 'products'));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(UPLOAD_MESSAGES.tooManyPixels);
  });

  it('asks for a valid folder and a file with 422 field errors', async () => {
    const png = await solid(10, 10).png().toBuffer();
    for (const folder of [undefined, 'settings', '../etc']) {
      const res = await upload(form(png, 'a.png', folder));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: UPLOAD_MESSAGES.folder,
        errors: { folder: [UPLOAD_MESSAGES.folder] },
      });
    }
    const empty = new FormData();
    empty.set('folder', 'news');
    const res = await upload(empty);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ file: [UPLOAD_MESSAGES.fileRequired] });
    const json = await call(ctx.app, {
      method: 'POST',
      url: '/api/admin/uploads',
      payload: { folder: 'news' },
      token,
    });
    expect(json.statusCode).toBe(422);
  });

  it('answers a malformed multipart body with a 4xx, never a 500', async () => {
    const bodies = [
      ['multipart/form-data', 'no boundary at all'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\ncut',
      ],
    ];
    for (const [type, payload] of bodies) {
      const res = await call(ctx.app, {
        method: 'POST',
        url: '/api/admin/uploads',
        headers: { 'content-type': type },
        payload,
        token,
      });
      expect([type, res.statusCode >= 400 && res.statusCode < 500]).toEqual([type, true]);
    }
  });

  it('answers 401 to an anonymous caller and 403 to a customer, storing nothing', async () => {
    const png = await solid(330, 10, '#123456').png().toBuffer();
    const dir = join(dataDir, 'uploads', 'products');
    const stored = () => (existsSync(dir) ? readdirSync(dir).filter((f) => f.includes('-330x10.')) : []);
    expect((await upload(form(png, 'a.png', 'products'), null)).statusCode).toBe(401);
    const customer = await createUser(ctx.db);
    expect((await upload(form(png, 'a.png', 'products'), customer.token)).statusCode).toBe(403);
    expect(stored()).toEqual([]);
    expect((await upload(form(png, 'a.png', 'products'))).statusCode).toBe(201);
    expect(stored()).toHaveLength(2); // the image and its 320w rendition
  });
});
