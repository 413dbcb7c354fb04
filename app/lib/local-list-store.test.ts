import { describe, expect, it } from 'vitest';
import { readEntries } from './compare-list';
import { readItems } from './quote-list';

// Both lists read storage through readList: whatever another version of the site, an extension or
// a person wrote there is a list or nothing, never a throw.
describe.each([
  ['the compare list', readEntries],
  ['the quote list', readItems],
])('%s reads whatever storage holds', (_, read) => {
  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['bad JSON', '[{"id":1,"variant_id":1,'],
    ['markup', '<script>alert(1)</script>'],
    ['an object', '{"id":1,"variant_id":1,"quantity":2}'],
    ['a string', '"12x2"'],
    ['a number', '42'],
    ['null', 'null'],
    ['true', 'true'],
  ])('%s as an empty list', (_, raw) => {
    expect(read(raw)).toEqual([]);
  });
});
