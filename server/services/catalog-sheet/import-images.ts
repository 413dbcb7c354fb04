import { sql } from 'drizzle-orm';
import { IMAGE_MAX_BYTES } from '#common/constants';
import type { ImportError } from '#common/schemas/catalog-import';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { HttpError } from '../../errors';
import { isPublicAddress } from '../../lib/public-address';
import {
  checkRemoteImage,
  fetchRemoteImage,
  RemoteImageError,
  type RemotePolicy,
} from '../media/remote-image';
import type { ImageStore } from '../media/storage';
import { storeUpload } from '../media/upload';
import { CLEAR, itemsOf, wantedOf } from './cells';
import { SHEET_NAMES } from './columns';
import type { MappedColumn } from './import-columns';
import type { SheetTable } from './parse-file';

// The Catalogue sheet's `images` column (docs/product.md §27.2, decision 074): one address per
// line. Our own addresses (`/uploads/…`, any site path) and addresses the catalogue already holds
// (an untouched export read back fetches nothing and changes nothing) are kept as written; every
// other http(s) address is looked at once per import, before the rows are written: the dry run
// checks it answers an image (HEAD, or the first bytes), the apply fetches it and stores it through
// the upload pipeline (sniffed, size and pixel limits, WebP renditions), and the row then holds
// the stored `/uploads/…` address. An address that fails is an error on every cell naming it, so
// the apply writes nothing. The fetching happens outside the import's transaction: on the embedded
// database a transaction held open through slow image servers would hold every other request.

export interface ImportImageSettings {
  /** Where the pipeline stores images (DATA_DIR/uploads, as the back office's own uploads). */
  store: ImageStore;
  /** Fetch from loopback, private and link-local addresses too (IMPORT_ALLOW_PRIVATE_HOSTS: tests). */
  allowPrivateHosts: boolean;
  /** The deadline of one image, every redirect and the body included (IMPORT_IMAGE_TIMEOUT_MS). */
  timeoutMs: number;
}

/** Images looked at, at most, at the same time. */
const PARALLEL = 4;
/** Addresses an import fetches, at most: a file of 100,000 rows must not mean 400,000 fetches. */
const MAX_FETCHED = 2000;
/** How often the job's cancel is looked at while images are fetched. */
const CHECK_MS = 250;
/** A long address is cut to this in a message (the cell's whole value is in the error too). */
const SHOWN = 120;

export const IMPORT_IMAGE_MESSAGES = {
  invalid: 'This is not a valid web address.',
  tooMany: `More than ${MAX_FETCHED.toLocaleString('en')} new image addresses in one file: import it in parts.`,
} as const;

const EXTERNAL = /^https?:\/\//i;

const shown = (address: string) => (address.length > SHOWN ? `${address.slice(0, SHOWN - 1)}…` : address);

/** The addresses of `addresses` some variant or product already holds, in one pass over them. */
async function heldAddresses(db: Db, addresses: string[]): Promise<Set<string>> {
  if (addresses.length === 0) return new Set();
  const res = await db.execute(sql`
    select distinct e.address
    from (select images from variants union all select images from products) s,
      jsonb_array_elements_text(s.images) e(address)
    where e.address in (select jsonb_array_elements_text(${JSON.stringify(addresses)}::jsonb))`);
  return new Set(rowsOf<{ address: string }>(res).map((r) => r.address));
}

/** Runs `work` over `items`, `limit` at a time, until all are done or `signal` stops it. */
async function eachAtMost<T>(
  items: T[],
  limit: number,
  signal: AbortSignal,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !signal.aborted) await work(items[next++]);
  };
  const settled = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
}

interface ImagesOptions {
  settings: ImportImageSettings;
  /** Fetch and store (an apply with no error so far), or only check (a dry run). */
  store: boolean;
  /** The run's errors: an error per failed address per cell is added. */
  errors: ImportError[];
  /** Called now and then while images are fetched: the job's cancel (throwing stops every fetch and the import). */
  check?: () => Promise<void>;
}

/**
 * Looks at the external addresses of the Catalogue sheet's `images` cells in `sheets` and, when
 * storing, puts the stored addresses in their place (the sheet's table is replaced, not changed).
 */
export async function importImages(
  db: Db,
  sheets: { table: SheetTable; columns: MappedColumn[] }[],
  { settings, store, errors, check }: ImagesOptions,
): Promise<void> {
  const sheet = sheets.find((s) => s.table.name === SHEET_NAMES.catalogue);
  const column = sheet?.columns.find((c) => c.field === 'images');
  if (!sheet || !column) return;
  const cells = sheet.table.rows.flatMap((row, i) => {
    const wanted = wantedOf(row[column.index] ?? null);
    return wanted === undefined || wanted === CLEAR ? [] : [{ i, lines: itemsOf(wanted) }];
  });
  const external = [...new Set(cells.flatMap((c) => c.lines.filter((line) => EXTERNAL.test(line))))];
  if (external.length === 0) return;
  const held = await heldAddresses(db, external);

  // What each new address came to: its stored address (apply), nothing (a dry run's check), or a
  // refusal. Keyed by the parsed address, so one image named twice is fetched once.
  const outcome = new Map<string, { url?: string; error?: string }>();
  const hrefOf = new Map<string, string>();
  for (const line of external) {
    if (held.has(line)) continue;
    try {
      hrefOf.set(line, new URL(line).href);
    } catch {
      outcome.set(line, { error: IMPORT_IMAGE_MESSAGES.invalid });
    }
  }
  const fetched = [...new Set(hrefOf.values())];
  for (const href of fetched.slice(MAX_FETCHED)) outcome.set(href, { error: IMPORT_IMAGE_MESSAGES.tooMany });

  const policy: RemotePolicy = {
    allowed: settings.allowPrivateHosts ? () => true : isPublicAddress,
    timeoutMs: settings.timeoutMs,
    // The `variants` folder's limit, the one the variant editor's uploads have.
    maxBytes: IMAGE_MAX_BYTES,
  };
  let failed = false;
  const stop = new AbortController();
  // The job's cancel, looked at while images are fetched: it stops the fetches in flight too.
  let looking = false;
  const watch = setInterval(() => {
    if (looking || !check) return;
    looking = true;
    check()
      .catch((err) => stop.abort(err))
      .finally(() => {
        looking = false;
      });
  }, CHECK_MS);
  try {
    await eachAtMost(fetched.slice(0, MAX_FETCHED), PARALLEL, stop.signal, async (href) => {
      try {
        // Once one image failed the apply writes nothing: the rest are only checked, not stored.
        if (store && !failed) {
          const bytes = await fetchRemoteImage(href, policy, stop.signal);
          outcome.set(href, { url: (await storeUpload(settings.store, 'variants', bytes)).url });
        } else {
          await checkRemoteImage(href, policy, stop.signal);
          outcome.set(href, {});
        }
      } catch (err) {
        // The sender's address or image refused: an error on its cells. Anything else (a full
        // disk, the cancel) stops the import.
        if (!(err instanceof RemoteImageError || (err instanceof HttpError && err.statusCode < 500))) {
          stop.abort(err);
          throw err;
        }
        failed = true;
        outcome.set(href, { error: err.message });
      }
    });
  } catch (err) {
    throw stop.signal.aborted ? stop.signal.reason : err;
  } finally {
    clearInterval(watch);
  }
  if (stop.signal.aborted) throw stop.signal.reason;
  await check?.();

  const rows = [...sheet.table.rows];
  for (const { i, lines } of cells) {
    let replaced = false;
    const stored = lines.map((line) => {
      if (!EXTERNAL.test(line) || held.has(line)) return line;
      const got = outcome.get(hrefOf.get(line) ?? line);
      if (got?.error) {
        errors.push({
          sheet: sheet.table.name,
          row: i + 2,
          column: column.header,
          value: rows[i][column.index] ?? null,
          message: `${shown(line)}: ${got.error}`,
        });
      }
      if (!got?.url) return line;
      replaced = true;
      return got.url;
    });
    if (!replaced) continue;
    rows[i] = [...rows[i]];
    rows[i][column.index] = stored.join('\n');
  }
  sheet.table = { ...sheet.table, rows };
}
