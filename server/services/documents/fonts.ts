import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { addGlyph } from './font-glyph';

// The sheets' one family, the site's Inter from @fontsource/inter: read from the package on disk,
// never fetched, and embedded as a subset of the glyphs a sheet uses (decision 027). The package
// ships WOFF; it is unpacked to a plain TrueType font once per process, so each sheet parses the
// font without inflating every table again (a third of a sheet's time otherwise).
const require = createRequire(import.meta.url);
const file = (weight: 400 | 600, subset = 'latin') =>
  require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`);
/** The latin subset with latin-ext's peso sign (font-glyph.ts): PHP prices (docs/product.md §25.1). */
const withPeso = (weight: 400 | 600) =>
  addGlyph(
    woffToSfnt(readFileSync(file(weight))),
    woffToSfnt(readFileSync(file(weight, 'latin-ext'))),
    0x20b1,
  );

export const FONT_REGULAR = 'Inter';
export const FONT_SEMIBOLD = 'Inter-SemiBold';

/** WOFF 1.0 → SFNT: the same tables, inflated, behind an SFNT table directory. */
function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const raw = woff.subarray(offset, offset + compressed);
    return {
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(raw) : raw,
    };
  });
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    t.tag.copy(header, at);
    header.writeUInt32BE(t.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(t.data.length, at + 12);
    const padded = Buffer.alloc((t.data.length + 3) & ~3);
    t.data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

let fonts: Record<string, Buffer> | null = null;

/** The two weights as TrueType, unpacked on first use. */
export function fontFiles(): Record<string, Buffer> {
  fonts ??= {
    [FONT_REGULAR]: withPeso(400),
    [FONT_SEMIBOLD]: withPeso(600),
  };
  return fonts;
}
