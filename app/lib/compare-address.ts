import { MAX_COMPARED } from '#common/site-constants';

// The comparison page's address (docs/product.md §18), written and read here. Read leniently:
// where the API refuses a list with a 422, the page shows what it can read and says what it left
// out. The writer lives beside its reader rather than in paths.ts, whose every byte is in the
// first load of every public page; only the comparison needs it so far.

const ID = /^\d{1,10}$/;
const MAX_ID = 2_147_483_647;

export const COMPARE_NOTES = {
  tooMany: `You can compare up to ${MAX_COMPARED} machines.`,
  unreadable: 'Part of the address is not a machine number and was left out.',
} as const;

export interface CompareAddress {
  /** Distinct ids in the order given, at most MAX_COMPARED. */
  ids: number[];
  /** Only the rows whose values differ (`diff=1`). */
  diff: boolean;
  /** More than MAX_COMPARED different ids were given; the first ones are kept. */
  tooMany: boolean;
  /** Some part was not an id (text, zero, a negative or too large number) and was skipped. */
  unreadable: boolean;
}

/** The address of machines side by side; ids with bare commas, as people share them. */
export const compareHref = (ids: readonly number[] = [], diff = false) =>
  ids.length === 0 ? '/compare' : `/compare?ids=${ids.join(',')}${diff ? '&diff=1' : ''}`;

/**
 * `ids=12,40,41` (a repeated `ids=` counts as one list; spaces separate too, and empty parts are
 * nothing): the first MAX_COMPARED different valid ids, in the order given.
 */
export function readCompareAddress(params: URLSearchParams): CompareAddress {
  const ids: number[] = [];
  let tooMany = false;
  let unreadable = false;
  for (const part of params
    .getAll('ids')
    .join(',')
    .split(/[\s,]+/)) {
    if (part === '') continue;
    const id = ID.test(part) ? Number(part) : 0;
    if (id < 1 || id > MAX_ID) {
      unreadable = true;
      continue;
    }
    if (ids.includes(id)) continue;
    if (ids.length === MAX_COMPARED) {
      tooMany = true;
      break;
    }
    ids.push(id);
  }
  return { ids, diff: params.get('diff') === '1', tooMany, unreadable };
}

/** The notes the page shows above the table for what the address asked but could not have. */
export function addressNotes(address: Pick<CompareAddress, 'tooMany' | 'unreadable'>): string[] {
  return [
    ...(address.tooMany ? [COMPARE_NOTES.tooMany] : []),
    ...(address.unreadable ? [COMPARE_NOTES.unreadable] : []),
  ];
}

/** "1 machine could not be shown: it is no longer available." for ids the catalogue dropped. */
export function droppedNote(count: number): string | null {
  if (count === 0) return null;
  return count === 1
    ? '1 machine could not be shown: it is no longer available.'
    : `${count} machines could not be shown: they are no longer available.`;
}
