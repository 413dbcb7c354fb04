import { describe, expect, it } from 'vitest';
import { oneLine, optionalPlain, plainText, requiredPlain, stripMarkup, textLines } from './shared';

describe('stripMarkup', () => {
  it.each(['5 < 10 t', 'A&B', '60 m³/h', 'Señor Niño', 'I <3 loaders, 1<2 > 0', '&lt;b&gt;'])(
    'keeps %j, which holds no markup, as it is',
    (text) => {
      expect(stripMarkup(text)).toBe(text);
    },
  );

  it.each([
    ['<script>alert(1)</script>Loader', 'Loader'],
    ['<SCRIPT type="x">a<b>c</b></Script >Loader', 'Loader'],
    ['<style>p{color:red}</style>Crane', 'Crane'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<b>Heavy</b> duty', 'Heavy duty'],
    ['A<!-- hidden -> > -->B', 'AB'],
    ['<!doctype html><?xml?>Text', 'Text'],
    ['</p>End', 'End'],
  ])('%j → %j', (input, output) => {
    expect(stripMarkup(input)).toBe(output);
  });

  it('a tag that never closes cannot open one later: its "<" is dropped', () => {
    expect(stripMarkup('Eve <img src=x onerror=alert(1) ')).toBe('Eve img src=x onerror=alert(1) ');
    expect(stripMarkup('x<y')).toBe('xy');
  });

  it('unclosed comments and script elements hide the rest, as in a browser', () => {
    expect(stripMarkup('A<!-- B')).toBe('A');
    expect(stripMarkup('A<script>alert(1)')).toBe('A');
  });

  it('is linear: 100 000 hostile characters of every kind still give an answer', () => {
    const hostile = [
      '<a'.repeat(50_000),
      '<script>'.repeat(12_500),
      '<!--'.repeat(25_000),
      '<<>'.repeat(33_000),
    ];
    expect(stripMarkup(hostile[0])).toBe('a'.repeat(50_000));
    expect(stripMarkup(hostile[1])).toBe('');
    expect(stripMarkup(hostile[2])).toBe('');
    expect(stripMarkup(hostile[3])).toBe(hostile[3]);
  });
});

describe('oneLine and textLines', () => {
  it('collapse line breaks and control characters in single-line fields to a space', () => {
    expect(oneLine('Eve\r\nEmail: boss@evil')).toBe('Eve Email: boss@evil');
    expect(oneLine(' a\u2028b\u2029c\u0085d\te\u0000f\u001bg\u202eh ')).toBe('a b c d e f g h');
  });

  it('keep line breaks in multi-line fields, normalised to \\n', () => {
    expect(textLines('one\r\ntwo\rthree\u2028four\u0000')).toBe('one\ntwo\nthree\nfour');
  });

  it('plainText does both', () => {
    expect(plainText('<b>Eve</b>\r\nEmail: x')).toBe('Eve Email: x');
    expect(plainText('<p>one</p>\ntwo', { multiline: true })).toBe('one\ntwo');
  });
});

describe('plain text schemas', () => {
  const name = requiredPlain(40, 'Name is required');
  const note = optionalPlain(20);

  it('required: markup out; nothing left is missing; the length is checked before the work', () => {
    expect(name.parse(' <i>Ana</i> ')).toBe('Ana');
    expect(name.safeParse('<img src=x onerror=alert(1)>').error?.issues[0].message).toBe('Name is required');
    expect(name.safeParse('x'.repeat(41)).success).toBe(false);
  });

  it("optional: '' and markup-only become null", () => {
    expect(note.parse('')).toBeNull();
    expect(note.parse(null)).toBeNull();
    expect(note.parse(undefined)).toBeNull();
    expect(note.parse('<br>')).toBeNull();
    expect(note.parse('a\nb')).toBe('a b');
  });
});
