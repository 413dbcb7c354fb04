import { describe, expect, it } from 'vitest';
import { fieldLabel, fieldWords } from './lead-field-words';

// A lead's form fields in words, as the staff e-mails and the inquiry's page show them
// (docs/product.md §24).

describe('fieldWords', () => {
  it.each([
    ['buyer_type', 'government', 'Government / LGU'],
    ['intent', 'finance', 'Finance'],
    ['inquiry_type', 'partnership', 'Partnership'],
    ['marketing_opt_in', false, 'No'],
    ['marketing_opt_in', true, 'Yes'],
    ['urgency', 'urgent', 'Urgent'],
    ['interest_area', 'careers', 'Careers'],
    ['source', 'product-detail', 'Product page'],
    ['quantity', 3, '3'],
    ['quantity', ' 2 units ', '2 units'],
    ['issue_category', 'engine', 'engine'],
    ['needed_by', null, ''],
  ])('%s %j reads %j', (key, value, words) => {
    expect(fieldWords(key, value)).toBe(words);
  });

  it('keeps a value that is no known choice as it was typed, whatever it names', () => {
    expect(fieldWords('buyer_type', 'constructor')).toBe('constructor');
    expect(fieldWords('buyer_type', '__proto__')).toBe('__proto__');
    expect(fieldWords('__proto__', 'toString')).toBe('toString');
    expect(fieldWords('urgency', '<b>high</b>')).toBe('<b>high</b>');
    expect(fieldWords('extra', { a: 1 })).toBe('{"a":1}');
  });

  it('labels a field by its name, or the words a few need', () => {
    expect(fieldLabel('marketing_opt_in')).toBe('Marketing opt in');
    expect(fieldLabel('intent')).toBe('Buy, rent or finance');
    expect(fieldLabel('constructor')).toBe('Constructor');
  });
});
