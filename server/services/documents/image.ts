import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import sharp from 'sharp';

// A machine's picture for print: only images this server keeps (/uploads/…, under DATA_DIR), so a
// sheet never waits on another host; anything else, or a file that cannot be read, is left out and
// the sheet shows its placeholder (decision 027).

/** 900 px across is ~250 dpi at the sheet's image width: sharp on paper, small in the file. */
const PRINT_WIDTH = 900;

export async function printImage(dataDir: string, url: string | null): Promise<Buffer | null> {
  if (!url?.startsWith('/uploads/')) return null;
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
