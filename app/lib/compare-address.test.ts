import { describe, expect, it } from 'vitest';
import { MAX_COMPARED } from '#common/constants';
import { addressNotes, COMPARE_NOTES, compareHref, droppedNote, readCompareAddress } from './compare-address';

// The comparison page reads its address leniently (docs/product.md §18): what the API refuses
// with a 422, the page reads as far as it can and names what it left out.

const read = (query: string) => readCompareAddress(new URLSearchParams(query));
const ids = (query: string) => read(query).ids;

describe('readCompareAddress', () => {
  it('reads ids in the order given, each once', () => {
    expect(read('ids=12,40,41')).toEqual({
      ids: [12, 40, 41],
      diff: false,
      tooMany: false,
      unreadable: false,
    });
    expect(read('ids=41,12,41,12')).toEqual({
      ids: [41, 12],
      diff: false,
      tooMany: false,
      unreadable: false,
    });
  });

  it('reads a repeated ids= as one list, and spaces or empty parts as separators', () => {
    expect(ids('ids=12&ids=40,41')).toEqual([12, 40, 41]);
    expect(ids('ids=12+40')).toEqual([12, 40]);
    expect(read('ids=,12,,40,')).toMatchObject({ ids: [12, 40], unreadable: false });
    expect(read('ids=12%0D%0A40')).toMatchObject({ ids: [12, 40], unreadable: false });
  });

  it(`keeps the first ${MAX_COMPARED} different machines and says there were more`, () => {
    expect(read('ids=1,2,3,4,5')).toMatchObject({ ids: [1, 2, 3, 4], tooMany: true });
    expect(read('ids=1,2,3,4,4,1')).toMatchObject({ ids: [1, 2, 3, 4], tooMany: false });
    expect(read('ids=1,2,3,4,5,6,7,8,9')).toMatchObject({ ids: [1, 2, 3, 4], tooMany: true });
  });

  it('skips what is not an id and says so', () => {
    for (const junk of [
      'abc',
      '0',
      '-5',
      '1e3',
      '12.5',
      '0x10',
      '2147483648',
      '99999999999',
      '<script>alert(1)</script>',
      '١٢',
      '１２',
      '12abc',
      'null',
    ]) {
      expect(read(`ids=${encodeURIComponent(junk)},7`), junk).toMatchObject({ ids: [7], unreadable: true });
    }
    expect(ids('ids=2147483647')).toEqual([2_147_483_647]);
    expect(ids('ids=007')).toEqual([7]);
  });

  it('gives nothing, and no note, without ids', () => {
    expect(read('')).toEqual({ ids: [], diff: false, tooMany: false, unreadable: false });
    expect(read('ids=')).toEqual({ ids: [], diff: false, tooMany: false, unreadable: false });
    expect(read('id=12&IDS=40')).toMatchObject({ ids: [] });
  });

  it('reads an address of any length without failing', () => {
    expect(read(`ids=${'x'.repeat(100_000)}`)).toMatchObject({ ids: [], unreadable: true });
    expect(read(`ids=${'1,'.repeat(50_000)}`)).toMatchObject({ ids: [1], tooMany: false });
    expect(read(`ids=${Array.from({ length: 20_000 }, (_, i) => i + 1).join(',')}`)).toMatchObject({
      ids: [1, 2, 3, 4],
      tooMany: true,
    });
  });

  it('shows only the differences for diff=1 and nothing else', () => {
    expect(read('ids=1&diff=1').diff).toBe(true);
    for (const other of ['diff=0', 'diff=true', 'diff=', 'diff=11', ''])
      expect(read(`ids=1&${other}`).diff).toBe(false);
  });
});

describe('compareHref', () => {
  it('writes the address the page reads back', () => {
    expect(compareHref()).toBe('/compare');
    expect(compareHref([], true)).toBe('/compare');
    expect(compareHref([12, 40, 41])).toBe('/compare?ids=12,40,41');
    expect(compareHref([12, 40], true)).toBe('/compare?ids=12,40&diff=1');
    const back = readCompareAddress(new URL(compareHref([12, 40], true), 'http://localhost').searchParams);
    expect(back).toEqual({ ids: [12, 40], diff: true, tooMany: false, unreadable: false });
  });
});

describe('the notes', () => {
  it('name what the address asked for and could not have', () => {
    expect(addressNotes({ tooMany: false, unreadable: false })).toEqual([]);
    expect(addressNotes({ tooMany: true, unreadable: true })).toEqual([
      'You can compare up to 4 machines.',
      COMPARE_NOTES.unreadable,
    ]);
  });

  it('count the machines the catalogue no longer shows', () => {
    expect(droppedNote(0)).toBeNull();
    expect(droppedNote(1)).toBe('1 machine could not be shown: it is no longer available.');
    expect(droppedNote(2)).toBe('2 machines could not be shown: they are no longer available.');
  });
});
