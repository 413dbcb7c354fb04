import { describe, expect, it } from 'vitest';
import { cellText, parseClipboardTable } from './clipboard';

describe('parseClipboardTable', () => {
  it('leaves one plain cell to the input', () => {
    expect(parseClipboardTable('5,000 kg')).toBeNull();
  });

  it('reads tab-separated rows with CRLF line ends and drops the trailing line break', () => {
    expect(parseClipboardTable('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseClipboardTable('a\tb\nc\td')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('reads one cell copied with its line break as a 1×1 block', () => {
    expect(parseClipboardTable('12 t\r\n')).toEqual([['12 t']]);
  });

  it('keeps empty cells, ragged rows and an empty row in the middle', () => {
    expect(parseClipboardTable('a\t\tc\r\n\r\nd\r\n')).toEqual([['a', '', 'c'], [''], ['d']]);
  });

  it('reads quoted cells holding tabs, line breaks and doubled quotes', () => {
    expect(parseClipboardTable('"two\r\nlines"\t"say ""hi"""\tplain\r\n"a\tb"\tx')).toEqual([
      ['two\r\nlines', 'say "hi"', 'plain'],
      ['a\tb', 'x'],
    ]);
  });

  it('reads a quote that opens but never closes as text', () => {
    expect(parseClipboardTable('5" pipe\t2\r\n3\t4')).toEqual([
      ['5" pipe', '2'],
      ['3', '4'],
    ]);
    expect(parseClipboardTable('"6 in\tx')).toEqual([['"6 in', 'x']]);
  });

  it('keeps text after a closing quote in the cell', () => {
    expect(parseClipboardTable('"5" wide\tb')).toEqual([['5 wide', 'b']]);
  });

  it('reads old Mac CR line ends', () => {
    expect(parseClipboardTable('a\rb')).toEqual([['a'], ['b']]);
  });
});

describe('cellText', () => {
  it('puts a cell with line breaks on one line', () => {
    expect(cellText(' two \r\n lines\nhere ')).toBe('two lines here');
  });
});
