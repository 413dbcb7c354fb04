import { describe, expect, it } from 'vitest';
import { companyLine } from './quote-summary';

// The summary prints the company the buyer typed, minus anything a reader could follow.
describe('companyLine', () => {
  it.each(['3M Philippines', 'Acme, Inc.', 'Dela Cruz & Sons Construction'])(
    'keeps %j as typed',
    (company) => {
      expect(companyLine(company)).toBe(company);
    },
  );

  it('drops an address or markup from around the name', () => {
    const typed = [
      'Acme www.evil.example Builders',
      'Acme EVIL.COM/x Builders',
      'Acme boss@evil Builders',
      '<b>Acme</b> Builders',
    ];
    for (const company of typed) expect(companyLine(company), company).toBe('Acme Builders');
  });

  it('drops a link, and a line break with what looks like a header', () => {
    expect(companyLine('FREE GIFT: claim at http://evil.example')).toBe('FREE GIFT: claim at');
    expect(companyLine('Acme\r\nBcc: x@y')).toBe('Acme Bcc:');
    expect(companyLine('http://evil.example')).toBe('');
  });

  it('is at most 60 characters, cut at a word', () => {
    expect(companyLine('Acme '.repeat(20))).toMatch(/^Acme( Acme)*$/);
    expect(companyLine('Acme '.repeat(20)).length).toBeLessThanOrEqual(60);
    expect(companyLine('x'.repeat(100))).toHaveLength(60);
  });
});
