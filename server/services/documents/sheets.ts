import { businessDate } from '#common/business-date';
import { priceSettingsOf } from '#common/price-settings';
import type { UnitSystem } from '#common/quantity-kinds';
import { publicReads } from '../../caching/cached-reads';
import { readCacheOf } from '../../caching/registry';
import type { Db } from '../../db/client';
import { NotFound } from '../../errors';
import { spareCapacity } from '../../lib/spare-capacity';
import { printImage } from './image';
import { drawPdf } from './pdf-pool';
import { cachedSheet, type Drawing, peekSheet, type Sheet } from './sheet-cache';
import { companyOf } from './sheet-frame';

// The sheets buyers forward (docs/product.md §22), drawn on the server from the same cached reads
// as the pages (caching/cached-reads.ts), and kept by sheet-cache.ts until the next admin write.
// The data is read here, on the main thread; the drawing is done by the PDF workers (pdf-pool.ts).
// What a sheet shows, and so what it is kept by, is its machines, units, day and the site's
// configured address: never anything a request can choose, such as its Host header, or anyone
// could make the server draw afresh at will.

export type { Sheet } from './sheet-cache';

/** What a sheet depends on besides its machines. */
export interface SheetAsk {
  units: UnitSystem;
  /** The site's public origin (sheetSite) for the footer's address and QR code; null: none printed. */
  site: string | null;
  /** Business day printed on it; today by default. */
  day?: string;
  /** Asked before a fresh drawing, never for a kept or joined one; throws to refuse it. */
  admit?: () => void;
}

/** The origin a sheet's footer names: PUBLIC_URL's, or none when it is not configured. */
export const sheetSite = (publicUrl: string | undefined): string | null =>
  publicUrl ? new URL(publicUrl).origin : null;

/** Where uploaded pictures live, per database handle: set once by the documents routes. */
const dataDirs = new WeakMap<Db, string>();
export const setSheetDataDir = (db: Db, dataDir: string) => dataDirs.set(db, dataDir);

export const machineSheetPath = (id: number, units: UnitSystem) =>
  `/products/${id}/spec-sheet.pdf?units=${units}`;
export const compareSheetPath = (ids: readonly number[], units: UnitSystem) =>
  `/compare/spec-sheet.pdf?ids=${ids.join(',')}&units=${units}`;

const fileName = (name: string, suffix: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/[\s_]+/g, '-')
      .toLowerCase()
      .slice(0, 60) || 'machine'
  }-${suffix}.pdf`;

const keyOf = (kind: string, ids: readonly number[], ask: SheetAsk, day: string) =>
  `${kind} ${ids.join(',')} ${ask.units} ${ask.site ?? '-'} ${day}`;

async function prepareMachine(db: Db, id: number, ask: SheetAsk, day: string): Promise<Drawing | null> {
  let variant: Awaited<ReturnType<typeof publicReads.variant>>;
  try {
    variant = await publicReads.variant(db, id, ask.units);
  } catch (err) {
    if (err instanceof NotFound) return null;
    throw err;
  }
  const settings = await publicReads.publicSettings(db);
  const dataDir = dataDirs.get(db);
  const image = dataDir ? await printImage(dataDir, variant.image) : null;
  const input = {
    variant,
    company: companyOf(settings),
    prices: priceSettingsOf(settings),
    units: ask.units,
    image,
    url: ask.site && `${ask.site}/products/${id}`,
    day,
  };
  return async () => ({
    pdf: await drawPdf({ kind: 'spec', input }),
    filename: fileName(variant.name, 'spec-sheet'),
    variantIds: [id],
  });
}

async function prepareComparison(db: Db, ids: number[], ask: SheetAsk, day: string): Promise<Drawing | null> {
  const comparison = await publicReads.comparison(db, ids, ask.units);
  // Every machine asked for, or none: a sheet that silently lacks one would mislead.
  if (comparison.dropped.length > 0 || comparison.variants.length === 0) return null;
  const settings = await publicReads.publicSettings(db);
  const shown = comparison.variants.map((v) => v.id);
  const input = {
    comparison,
    company: companyOf(settings),
    prices: priceSettingsOf(settings),
    units: ask.units,
    url: ask.site && `${ask.site}/compare?ids=${shown.join(',')}`,
    day,
  };
  return async () => ({
    pdf: await drawPdf({ kind: 'compare', input }),
    filename: fileName(comparison.variants.map((v) => v.name).join(' vs '), 'comparison'),
    variantIds: shown,
  });
}

/** A machine's spec sheet; null when it is unknown or hidden from the public. */
export function machineSheet(db: Db, id: number, ask: SheetAsk): Promise<Sheet | null> {
  const day = ask.day ?? businessDate(new Date());
  const prepare = () => prepareMachine(db, id, ask, day);
  return cachedSheet(db, keyOf('machine', [id], ask, day), prepare, ask.admit);
}

/** Machines side by side; null when any of them is unknown or hidden. */
export function comparisonSheet(db: Db, ids: number[], ask: SheetAsk): Promise<Sheet | null> {
  const day = ask.day ?? businessDate(new Date());
  const prepare = () => prepareComparison(db, ids, ask, day);
  return cachedSheet(db, keyOf('compare', ids, ask, day), prepare, ask.admit);
}

/** One sheet drawn in the background at a time: a crawler reading every product page must not
 * make the server draw every sheet alongside. */
let warming = false;
/** Nor while requests keep the main thread busy: a drawing is ~80 ms of CPU nobody waits for, and
 * under steady traffic, with every admin save dropping the kept sheets, they were a third of the
 * server's CPU (decision 075). */
const spare = spareCapacity();
/** And at most a tenth of the time: after a drawing of t ms the next waits 9t (decision 075). */
const WAIT_PER_DRAWING = 9;
let nextWarmAt = 0;

/**
 * The size of a kept sheet, for a page's download link, without ever making the page wait: when
 * none is kept, the sheet is drawn in the background if the server has room to spare (so the next
 * render knows, unless another is being drawn) and the answer is null (the link shows the format
 * alone). Decisions 027 and 075.
 */
export function sheetBytes(
  db: Db,
  kind: 'machine' | 'compare',
  ids: number[],
  ask: Omit<SheetAsk, 'admit'>,
): number | null {
  const day = ask.day ?? businessDate(new Date());
  const kept = peekSheet(db, keyOf(kind, ids, ask, day));
  if (kept) return kept.pdf.length;
  if (warming || performance.now() < nextWarmAt || !readCacheOf(db)?.keepsAnswers || !spare()) return null;
  warming = true;
  const started = performance.now();
  const warm =
    kind === 'machine'
      ? machineSheet(db, ids[0], { ...ask, day })
      : comparisonSheet(db, ids, { ...ask, day });
  warm
    .catch(() => {
      // The download itself will draw it again and report a failure properly.
    })
    .finally(() => {
      warming = false;
      const ended = performance.now();
      nextWarmAt = ended + WAIT_PER_DRAWING * (ended - started);
    });
  return null;
}
