import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { renditionUrl, renditionWidths, responsiveImage } from '#common/image-url';
import { MACHINE_KINDS } from '#common/silhouettes';
import { createImageWriter, logoSvg, machineSvg, newsSvg } from './images';

const dir = mkdtempSync(join(tmpdir(), 'ironsite-images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('demo pictures', () => {
  it('draws every machine kind as a valid 4:3 SVG', async () => {
    for (const kind of MACHINE_KINDS) {
      const meta = await sharp(Buffer.from(machineSvg(kind, 0))).metadata();
      expect([kind, meta.width, meta.height]).toEqual([kind, 1200, 900]);
    }
  });

  it('varies a machine picture with its index', () => {
    const pictures = new Set([0, 1, 2, 3, 4, 5].map((i) => machineSvg('loader', i)));
    expect(pictures.size).toBe(6);
    expect(machineSvg('loader', 3)).toBe(machineSvg('loader', 3));
  });

  it('escapes brand names in the wordmark', () => {
    const svg = logoSvg('A&B <Works>', 0);
    expect(svg).toContain('A&amp;B');
    expect(svg).not.toContain('<Works>');
  });

  it('writes each picture once, named and sized like an upload, with its renditions', async () => {
    const writer = createImageWriter(dir);
    const [a, b] = await Promise.all([
      writer.write('news', newsSvg('loader', 1)),
      writer.write('news', newsSvg('loader', 1)),
    ]);
    expect(a).toBe(b);
    expect(a).toMatch(/^\/uploads\/news\/[0-9a-f]{20}-1200x675\.webp$/);
    // Every address the pages' srcset names exists, at its width.
    const widths = [...renditionWidths(1200), 1200];
    const files = widths.map((w) => (w === 1200 ? a : renditionUrl(a.replace(/\.webp$/, ''), w)));
    expect(responsiveImage(a).srcSet).toBe(files.map((f, i) => `${f} ${widths[i]}w`).join(', '));
    for (const [i, url] of files.entries()) {
      const meta = await sharp(join(dir, url.replace('/uploads/', ''))).metadata();
      expect([url, meta.format, meta.width]).toEqual([url, 'webp', widths[i]]);
    }

    const file = join(dir, a.replace('/uploads/', ''));
    const before = statSync(file).mtimeMs;
    const again = await createImageWriter(dir).write('news', newsSvg('loader', 1));
    expect(again).toBe(a);
    expect(statSync(file).mtimeMs).toBe(before);
    expect(await createImageWriter(dir).write('news', newsSvg('loader', 2))).not.toBe(a);
    expect(readdirSync(join(dir, 'news')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('renders again when a rendition is missing', async () => {
    const url = await createImageWriter(dir).write('brands', logoSvg('Rebuild Works', 1));
    const rendition = join(dir, renditionUrl(url.replace(/\.webp$/, ''), 320).replace('/uploads/', ''));
    rmSync(rendition);
    expect(await createImageWriter(dir).write('brands', logoSvg('Rebuild Works', 1))).toBe(url);
    expect(existsSync(rendition)).toBe(true);
  });

  describe('with a cache of pictures rendered before', () => {
    /** The files of the image set at `url` in `root`, by name, with their bytes. */
    const setIn = (root: string, url: string) => {
      const folder = join(root, url.replace('/uploads/', '').replace(/\/[^/]+$/, ''));
      const stem = url.replace(/^.*\//, '').replace(/\.webp$/, '');
      return Object.fromEntries(
        readdirSync(folder)
          .filter((f) => f.startsWith(stem))
          .map((f) => [f, readFileSync(join(folder, f))]),
      );
    };
    /** Every file under `root`, as paths below it. */
    const filesUnder = (root: string): string[] =>
      readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => join(e.parentPath, e.name).slice(root.length + 1));

    it('renders a picture once for every data directory, each getting the same files', async () => {
      const cache = join(dir, 'cache-a');
      const svg = machineSvg(MACHINE_KINDS[1], 7);
      const first = join(dir, 'first');
      const url = await createImageWriter(first, { cache }).write('products', svg);
      const rendered = setIn(first, url);
      expect(Object.keys(rendered)).toHaveLength(renditionWidths(1200).length + 1);
      // The same files as without a cache, and kept in it.
      const plain = join(dir, 'plain');
      expect(await createImageWriter(plain).write('products', svg)).toBe(url);
      expect(setIn(plain, url)).toEqual(rendered);
      expect(filesUnder(cache).filter((f) => f.endsWith('.webp'))).toHaveLength(Object.keys(rendered).length);

      // A second data directory copies them: a marked cached file shows it was not rendered again.
      const cached = filesUnder(cache).find((f) => f.endsWith(url.replace(/^.*\//, '')));
      expect(cached).toBeDefined();
      writeFileSync(join(cache, cached as string), 'from the cache');
      const second = join(dir, 'second');
      expect(await createImageWriter(second, { cache }).write('products', svg)).toBe(url);
      expect(readFileSync(join(second, url.replace('/uploads/', '')), 'utf8')).toBe('from the cache');
      expect(Object.keys(setIn(second, url))).toEqual(Object.keys(rendered));
    });

    it('renders past a cache it cannot use: an incomplete set, a folder it cannot make', async () => {
      const cache = join(dir, 'cache-b');
      const svg = logoSvg('Cache Works', 0);
      const url = await createImageWriter(join(dir, 'b1'), { cache }).write('brands', svg);
      const rendition = filesUnder(cache).find((f) => f.includes('.320w.'));
      rmSync(join(cache, rendition as string));
      const again = join(dir, 'b2');
      expect(await createImageWriter(again, { cache }).write('brands', svg)).toBe(url);
      expect(setIn(again, url)).toEqual(setIn(join(dir, 'b1'), url));

      const locked = join(dir, 'cache-unusable');
      writeFileSync(locked, 'a file where the cache folder should be');
      const third = join(dir, 'b3');
      expect(await createImageWriter(third, { cache: locked }).write('brands', svg)).toBe(url);
      expect(setIn(third, url)).toEqual(setIn(join(dir, 'b1'), url));
    });
  });
});
