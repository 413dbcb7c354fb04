import { describe, expect, it } from 'vitest';
import { formatSharedItems, parseSharedItems, sharePath } from './quote-share';

const read = (raw: string) =>
  parseSharedItems(new URL(`http://x/quote?items=${raw}`).searchParams.get('items'));

describe('sharePath and formatSharedItems', () => {
  it('writes ids and quantities, nothing else', () => {
    const items = [
      { variant_id: 12, quantity: 2, note: 'with rock bucket' },
      { variant_id: 40, quantity: 1, note: '' },
    ];
    expect(sharePath(items)).toBe('/quote?items=12x2,40x1');
    expect(formatSharedItems([])).toBe('');
  });

  it('is read back as written', () => {
    const items = [
      { variant_id: 2_147_483_647, quantity: 999 },
      { variant_id: 1, quantity: 1 },
    ];
    expect(read(formatSharedItems(items))).toEqual({ items, ignored: 0 });
  });
});

describe('parseSharedItems', () => {
  it('reads nothing from nothing', () => {
    expect(parseSharedItems(null)).toEqual({ items: [], ignored: 0 });
    expect(parseSharedItems('')).toEqual({ items: [], ignored: 0 });
    expect(parseSharedItems(',, ,')).toEqual({ items: [], ignored: 0 });
  });

  it('is lenient about how an entry is written', () => {
    expect(parseSharedItems(' 12X2 , 40 x 3,7×4,8*2,9,')).toEqual({
      items: [
        { variant_id: 12, quantity: 2 },
        { variant_id: 40, quantity: 3 },
        { variant_id: 7, quantity: 4 },
        { variant_id: 8, quantity: 2 },
        { variant_id: 9, quantity: 1 },
      ],
      ignored: 0,
    });
    // Commas encoded by a mail client or a chat app read the same.
    expect(read('12x2%2C40x1').items).toHaveLength(2);
  });

  it('adds up a repeated machine and holds quantities at 999', () => {
    expect(parseSharedItems('12x2,12x3,5x5000,6x600,6x600')).toEqual({
      items: [
        { variant_id: 12, quantity: 5 },
        { variant_id: 5, quantity: 999 },
        { variant_id: 6, quantity: 999 },
      ],
      ignored: 0,
    });
  });

  it.each([
    ['markup', '<script>alert(1)</script>'],
    ['an id of 0', '0x2'],
    ['a negative id', '-5x2'],
    ['a quantity of 0', '12x0'],
    ['a fraction', '12x1.5'],
    ['an id past the database', '2147483648x1'],
    ['an 11-digit id', '12345678901'],
    ['hex', '0x10x1'],
    ['letters', 'abc'],
    ['a missing id', 'x2'],
    ['a missing quantity', '12x'],
    ['two quantities', '12x2x3'],
    ['a CR/LF', '12\r\nx2'],
    ['non-ASCII digits', '١٢x2'],
    ['a long run of digits', '9'.repeat(5000)],
    ['a huge quantity', '12x99999999999'],
    ['a note', '12x2:with bucket'],
  ])('leaves out %s and counts it', (_, entry) => {
    const { items, ignored } = parseSharedItems(`${entry},40x1`);
    expect(items).toEqual([{ variant_id: 40, quantity: 1 }]);
    expect(ignored).toBe(1);
  });

  it('reads at most 20 machines and counts the rest', () => {
    const raw = Array.from({ length: 25 }, (_, i) => `${i + 1}x1`).join(',');
    const { items, ignored } = parseSharedItems(raw);
    expect(items).toHaveLength(20);
    expect(items.at(-1)).toEqual({ variant_id: 20, quantity: 1 });
    expect(ignored).toBe(5);
    // A machine already read still adds up after the 20th.
    expect(parseSharedItems(`${raw},3x4`).items[2]).toEqual({ variant_id: 3, quantity: 5 });
  });

  it('stays quick on a very long hostile value', () => {
    const raw = `${'1x1,'.repeat(50_000)}${'x'.repeat(100_000)}`;
    const { items, ignored } = parseSharedItems(raw);
    expect(items).toEqual([{ variant_id: 1, quantity: 999 }]);
    expect(ignored).toBe(1);
  });
});
