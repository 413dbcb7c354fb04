// One glyph added to a TrueType font from another cut of the same family (fonts.ts): the sheets'
// Inter is the latin subset, which has no peso sign (₱, U+20B1), while a PHP price needs it
// (docs/product.md §25.1); latin-ext has it, drawn on the same grid. The glyph is appended as the
// font's last one; its outline must be simple (no references to other glyphs), as ₱ is in Inter.
// Only what a PDF writer reads is rebuilt: glyf and loca (long offsets), hmtx (full metrics),
// maxp and hhea counts, a format 4 cmap, and post without glyph names.

type Tables = Map<string, Buffer>;

function tablesOf(sfnt: Buffer): Tables {
  const tables: Tables = new Map();
  const count = sfnt.readUInt16BE(4);
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const offset = sfnt.readUInt32BE(at + 8);
    tables.set(
      sfnt.toString('latin1', at, at + 4),
      sfnt.subarray(offset, offset + sfnt.readUInt32BE(at + 12)),
    );
  }
  return tables;
}

function need(tables: Tables, tag: string): Buffer {
  const table = tables.get(tag);
  if (!table) throw new Error(`font has no ${tag} table`);
  return table;
}

/** Code point → glyph id, from the font's Unicode BMP subtable (format 4). */
function characterMap(cmap: Buffer): Map<number, number> {
  const map = new Map<number, number>();
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i++) {
    const platform = cmap.readUInt16BE(4 + i * 8);
    const encoding = cmap.readUInt16BE(6 + i * 8);
    const at = cmap.readUInt32BE(8 + i * 8);
    if (!((platform === 3 && encoding === 1) || platform === 0) || cmap.readUInt16BE(at) !== 4) continue;
    const segX2 = cmap.readUInt16BE(at + 6);
    const ends = at + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const ranges = deltas + segX2;
    for (let s = 0; s < segX2; s += 2) {
      const start = cmap.readUInt16BE(starts + s);
      const end = cmap.readUInt16BE(ends + s);
      const delta = cmap.readUInt16BE(deltas + s);
      const range = cmap.readUInt16BE(ranges + s);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let gid: number;
        if (range === 0) gid = (c + delta) & 0xffff;
        else {
          gid = cmap.readUInt16BE(ranges + s + range + 2 * (c - start));
          if (gid !== 0) gid = (gid + delta) & 0xffff;
        }
        if (gid !== 0) map.set(c, gid);
      }
    }
    return map;
  }
  throw new Error('font has no Unicode format 4 cmap');
}

/** A cmap with one format 4 subtable for `map`, named by both Unicode encoding records. */
function cmapOf(map: Map<number, number>): Buffer {
  const pairs = [...map].filter(([c]) => c < 0xffff).sort((a, b) => a[0] - b[0]);
  const segments: { start: number; end: number; delta: number }[] = [];
  for (const [c, gid] of pairs) {
    const last = segments[segments.length - 1];
    const delta = (gid - c) & 0xffff;
    if (last && last.end === c - 1 && last.delta === delta) last.end = c;
    else segments.push({ start: c, end: c, delta });
  }
  segments.push({ start: 0xffff, end: 0xffff, delta: 1 });
  const n = segments.length;
  const searchRange = 2 * 2 ** Math.floor(Math.log2(n));
  const sub = Buffer.alloc(16 + 8 * n);
  sub.writeUInt16BE(4, 0);
  sub.writeUInt16BE(sub.length, 2);
  sub.writeUInt16BE(2 * n, 6);
  sub.writeUInt16BE(searchRange, 8);
  sub.writeUInt16BE(Math.log2(searchRange / 2), 10);
  sub.writeUInt16BE(2 * n - searchRange, 12);
  segments.forEach((seg, i) => {
    sub.writeUInt16BE(seg.end, 14 + 2 * i);
    sub.writeUInt16BE(seg.start, 16 + 2 * n + 2 * i);
    sub.writeUInt16BE(seg.delta, 16 + 4 * n + 2 * i);
    // idRangeOffset stays 0: every segment maps by its delta.
  });
  const head = Buffer.alloc(20);
  head.writeUInt16BE(2, 2);
  for (const [i, encoding] of [3, 1].entries()) {
    head.writeUInt16BE(i === 0 ? 0 : 3, 4 + i * 8);
    head.writeUInt16BE(encoding, 6 + i * 8);
    head.writeUInt32BE(20, 8 + i * 8);
  }
  return Buffer.concat([head, sub]);
}

const glyphCount = (tables: Tables) => need(tables, 'maxp').readUInt16BE(4);

function locaOf(tables: Tables): number[] {
  const loca = need(tables, 'loca');
  const long = need(tables, 'head').readInt16BE(50) === 1;
  return Array.from({ length: glyphCount(tables) + 1 }, (_, i) =>
    long ? loca.readUInt32BE(4 * i) : 2 * loca.readUInt16BE(2 * i),
  );
}

/** [advance width, left side bearing] of every glyph. */
function metricsOf(tables: Tables): [number, number][] {
  const hmtx = need(tables, 'hmtx');
  const long = need(tables, 'hhea').readUInt16BE(34);
  return Array.from({ length: glyphCount(tables) }, (_, i) =>
    i < long
      ? [hmtx.readUInt16BE(4 * i), hmtx.readInt16BE(4 * i + 2)]
      : [hmtx.readUInt16BE(4 * (long - 1)), hmtx.readInt16BE(4 * long + 2 * (i - long))],
  );
}

const checksum = (data: Buffer) => {
  let sum = 0;
  for (let i = 0; i < data.length; i += 4) sum = (sum + data.readUInt32BE(i)) >>> 0;
  return sum;
};
const pad4 = (data: Buffer) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);

function sfntOf(flavor: number, tables: Tables): Buffer {
  const tags = [...tables.keys()].sort();
  const header = Buffer.alloc(12 + 16 * tags.length);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(tags.length, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tags.length * 16 - power * 16, 10);
  let offset = header.length;
  const bodies = tags.map((tag, i) => {
    const data = need(tables, tag);
    const padded = pad4(data);
    header.write(tag, 12 + 16 * i, 'latin1');
    header.writeUInt32BE(checksum(padded), 16 + 16 * i);
    header.writeUInt32BE(offset, 20 + 16 * i);
    header.writeUInt32BE(data.length, 24 + 16 * i);
    offset += padded.length;
    return padded;
  });
  return Buffer.concat([header, ...bodies]);
}

/** `base` with `donor`'s glyph for `codePoint` appended and mapped; unchanged if it has one. */
export function addGlyph(base: Buffer, donor: Buffer, codePoint: number): Buffer {
  const into = tablesOf(base);
  const from = tablesOf(donor);
  const chars = characterMap(need(into, 'cmap'));
  if (chars.has(codePoint)) return base;
  const gid = characterMap(need(from, 'cmap')).get(codePoint);
  if (gid === undefined) throw new Error(`donor font has no glyph for U+${codePoint.toString(16)}`);
  const donorLoca = locaOf(from);
  const outline = need(from, 'glyf').subarray(donorLoca[gid], donorLoca[gid + 1]);
  if (outline.length > 0 && outline.readInt16BE(0) < 0) throw new Error('a composite glyph cannot be moved');

  const count = glyphCount(into);
  const loca = locaOf(into);
  const glyf = pad4(need(into, 'glyf').subarray(0, loca[count]));
  const newLoca = Buffer.alloc(4 * (count + 2));
  loca.forEach((offset, i) => {
    newLoca.writeUInt32BE(offset, 4 * i);
  });
  newLoca.writeUInt32BE(glyf.length + outline.length, 4 * (count + 1));
  // loca[count] still marks where the old glyphs end: re-point it at the padded start of the new one.
  newLoca.writeUInt32BE(glyf.length, 4 * count);

  const metrics = [...metricsOf(into), metricsOf(from)[gid]];
  const hmtx = Buffer.alloc(4 * metrics.length);
  metrics.forEach(([advance, lsb], i) => {
    hmtx.writeUInt16BE(advance, 4 * i);
    hmtx.writeInt16BE(lsb, 4 * i + 2);
  });

  const head = Buffer.from(need(into, 'head'));
  head.writeInt16BE(1, 50);
  head.writeUInt32BE(0, 8); // checkSumAdjustment: no reader of ours checks the whole file's sum
  const hhea = Buffer.from(need(into, 'hhea'));
  hhea.writeUInt16BE(metrics.length, 34);
  const maxp = Buffer.from(need(into, 'maxp'));
  maxp.writeUInt16BE(count + 1, 4);
  const donorMaxp = need(from, 'maxp');
  if (maxp.length >= 10 && donorMaxp.length >= 10)
    for (const at of [6, 8])
      maxp.writeUInt16BE(Math.max(maxp.readUInt16BE(at), donorMaxp.readUInt16BE(at)), at);
  const post = Buffer.from(need(into, 'post').subarray(0, 32));
  post.writeUInt32BE(0x00030000, 0);

  chars.set(codePoint, count);
  into.set('glyf', Buffer.concat([glyf, outline]));
  into.set('loca', newLoca);
  into.set('hmtx', hmtx);
  into.set('head', head);
  into.set('hhea', hhea);
  into.set('maxp', maxp);
  into.set('post', post);
  into.set('cmap', cmapOf(chars));
  return sfntOf(base.readUInt32BE(0), into);
}
