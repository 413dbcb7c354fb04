import { describe, expect, it } from 'vitest';
import { toTextList } from './text-list';

describe('toTextList', () => {
  it('trims list items and drops empty ones, keeping order', () => {
    expect(toTextList([' Quiet cab ', '', '  ', 'Low fuel use'])).toEqual(['Quiet cab', 'Low fuel use']);
  });

  it('turns numbers into text and drops other list items', () => {
    expect(toTextList(['a', 42, null, { x: 1 }, ['nested'], true])).toEqual(['a', '42']);
  });

  it('parses JSON text of a list', () => {
    expect(toTextList('["Mining", " Quarrying ", ""]')).toEqual(['Mining', 'Quarrying']);
  });

  it('splits on newlines when the text has any, keeping commas inside lines', () => {
    expect(toTextList('Fuel-efficient, low-emission engine\n\r\nROPS cab\r\n')).toEqual([
      'Fuel-efficient, low-emission engine',
      'ROPS cab',
    ]);
  });

  it('splits one-line text on commas', () => {
    expect(toTextList(' Construction, Mining ,,Forestry ')).toEqual(['Construction', 'Mining', 'Forestry']);
  });

  it('treats text that only looks like JSON as plain text', () => {
    expect(toTextList('[draft], final')).toEqual(['[draft]', 'final']);
  });

  it('gives an empty list for empty or missing input', () => {
    expect(toTextList('')).toEqual([]);
    expect(toTextList('   ')).toEqual([]);
    expect(toTextList(null)).toEqual([]);
    expect(toTextList(undefined)).toEqual([]);
    expect(toTextList({ a: 'b' })).toEqual([]);
    expect(toTextList('[]')).toEqual([]);
  });

  it('keeps a single value', () => {
    expect(toTextList('https://res.cloudinary.com/demo/image/upload/a.jpg')).toEqual([
      'https://res.cloudinary.com/demo/image/upload/a.jpg',
    ]);
    expect(toTextList(7)).toEqual(['7']);
  });
});
