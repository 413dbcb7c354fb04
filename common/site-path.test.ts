import { describe, expect, it } from 'vitest';
import { sitePath } from './site-path';

describe('sitePath', () => {
  it.each(['/', '/products/7', '/products?search=loader#specs', '/news/a%20b'])(
    '%s is a path on this site',
    (page) => {
      expect(sitePath(page)).toBe(page);
    },
  );

  it('resolves dot segments: /a/../contact is /contact', () => {
    expect(sitePath('/a/../contact')).toBe('/contact');
  });

  it.each([
    '/\t/evil.example/products',
    '/\n/evil.example',
    '/\r/evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '//evil.example',
    '///evil.example',
    '/.//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /products',
    '/ /evil.example',
    'products',
    '',
    null,
    undefined,
  ])('%j is shown as text, never linked', (page) => {
    expect(sitePath(page)).toBeNull();
  });

  it('the link is the parsed path, which never leaves the site', () => {
    for (const page of ['/x/..//evil.example', '/%2F%2Fevil.example', '/%5Cevil.example']) {
      const path = sitePath(page);
      if (path !== null)
        expect(new URL(path, 'https://ironsite.example').origin).toBe('https://ironsite.example');
    }
  });
});
