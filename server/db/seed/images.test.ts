import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createImageWriter, logoSvg, machineSvg, newsSvg } from './images';
import { MACHINE_KINDS } from './silhouettes';

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

  it('writes each picture once as WebP under demo/ and names it by its content', async () => {
    const writer = createImageWriter(dir);
    const [a, b] = await Promise.all([
      writer.write('news-1', newsSvg(1)),
      writer.write('news-1', newsSvg(1)),
    ]);
    expect(a).toBe(b);
    expect(a).toMatch(/^\/uploads\/demo\/news-1-[0-9a-f]{8}\.webp$/);
    const file = join(dir, a.replace('/uploads/', ''));
    const meta = await sharp(file).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1200, 675]);

    const before = statSync(file).mtimeMs;
    const again = await createImageWriter(dir).write('news-1', newsSvg(1));
    expect(again).toBe(a);
    expect(statSync(file).mtimeMs).toBe(before);
    expect(await createImageWriter(dir).write('news-1', newsSvg(2))).not.toBe(a);
    expect(readdirSync(join(dir, 'demo')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
