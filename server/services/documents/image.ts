import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

// A machine's picture for print: only images this server keeps (/uploads/…, under DATA_DIR), so a
// sheet never waits on another host; anything else, or a file that cannot be read, is left out and
// the sheet shows its placeholder (decision 027).

/** 900 px across is ~250 dpi at the sheet's image width: sharp on paper, small in the file. */
const PRINT_WIDTH = 900;

/** Uploaded files are named by their content (media/storage.ts): a name always means one picture,
 * so its print copy is kept (16 MB) and a sheet drawn again skips the scaling. */
const printed = new LRUCache<string, Buffer>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (b) => b.length });

export async function printImage(dataDir: string, url: string | null): Promise<Buffer | null> {
  if (!url?.startsWith('/uploads/')) return null;
  const key = `${dataDir}\0${url}`;
  const kept = printed.get(key);
  if (kept) return kept;
  const image = await scaled(dataDir, url);
  if (image) printed.set(key, image);
  return image;
}

async function scaled(dataDir: string, url: string): Promise<Buffer | null> {
  const root = join(dataDir, 'uploads');
  const path = normalize(join(root, decodeURIComponent(url.slice('/uploads/'.length).split('?')[0])));
  if (!path.startsWith(root + sep)) return null;
  try {
    const bytes = await readFile(path);
    return await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize({
        width: PRINT_WIDTH,
        height: Math.round((PRINT_WIDTH * 3) / 4),
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
  } catch {
    return null;
  }
}
