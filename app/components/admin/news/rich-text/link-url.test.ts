import { describe, expect, it } from 'vitest';
import { normalizeLinkUrl } from './link-url';

describe('normalizeLinkUrl', () => {
  it('keeps http, https and mailto links as typed', () => {
    expect(normalizeLinkUrl(' https://ironsite.example/parts?x=1 ')).toBe(
      'https://ironsite.example/parts?x=1',
    );
    expect(normalizeLinkUrl('http://ironsite.example')).toBe('http://ironsite.example');
    expect(normalizeLinkUrl('mailto:sales@ironsite.example')).toBe('mailto:sales@ironsite.example');
  });

  it('adds https:// to a bare host and mailto: to a bare e-mail address', () => {
    expect(normalizeLinkUrl('ironsite.example/parts')).toBe('https://ironsite.example/parts');
    expect(normalizeLinkUrl('sales@ironsite.example')).toBe('mailto:sales@ironsite.example');
  });

  it('refuses other schemes and things that are not addresses', () => {
    expect(normalizeLinkUrl('javascript:alert(1)')).toBeNull();
    expect(normalizeLinkUrl('JavaScript:alert(1)')).toBeNull();
    expect(normalizeLinkUrl('data:text/html,<b>x</b>')).toBeNull();
    expect(normalizeLinkUrl('ftp://files.example')).toBeNull();
    expect(normalizeLinkUrl('mailto:nobody')).toBeNull();
    expect(normalizeLinkUrl('not a link')).toBeNull();
    expect(normalizeLinkUrl('word')).toBeNull();
    expect(normalizeLinkUrl('')).toBeNull();
  });
});
