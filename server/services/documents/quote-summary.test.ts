import { describe, expect, it } from 'vitest';
import { companyLine } from './quote-summary';

// The summary prints the company the buyer typed, minus anything a reader could follow.
describe('companyLine', () => {
  it.each([
    ['3M Philippines', '3M Philippines'],
    ['Acme, Inc.', 'Acme, Inc.'],
    ['Dela Cruz & Sons Construction', 'Dela Cruz & Sons Construction'],
    ['FREE GIFT: claim at http://evil.example', 'FREE GIFT: claim at'],
    ['Acme www.evil.example Builders', 'Acme Builders'],
    ['Acme EVIL.COM/x Builders', 'Acme Builders'],
    ['Acme boss@evil Builders', 'Acme Builders'],
    ['Acme\r\nBcc: x@y', 'Acme Bcc:'],
    ['<b>Acme</b> Builders', 'Acme Builders'],
    ['http://evil.example', ''],
  ])('%j → %j', (company, line) => {
    expect(companyLine(company)).toBe(line);
  });

  it('is at most 60 characters, cut at a word', () => {
    expect(companyLine('Acme '.repeat(20))).toMatch(/^Acme( Acme)*$/);
    expect(companyLine('Acme '.repeat(20)).length).toBeLessThanOrEqual(60);
    expect(companyLine('x'.repeat(100))).toHaveLength(60);
  });
});
