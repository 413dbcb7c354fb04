import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isNetworkPath, pathOfTarget } from './request-target';

const target = (url: string) => pathOfTarget({ url } as IncomingMessage);

describe('pathOfTarget', () => {
  it('leaves origin-form targets as they are', () => {
    for (const url of ['/', '/products?search=a%20b', '//evil.example/x', '*']) expect(target(url)).toBe(url);
  });

  it('keeps only the path and query of an absolute-form target', () => {
    expect(target('http://evil.example/products?page=2')).toBe('/products?page=2');
    expect(target('HTTPS://evil.example:8443/api/public/settings')).toBe('/api/public/settings');
    expect(target('http://evil.example')).toBe('/');
    expect(target('http://evil.example?x')).toBe('/?x');
    expect(target('http://user@evil.example/a')).toBe('/a');
    // A network path inside one stays a network path, which the site answers with 404.
    expect(isNetworkPath(target('http://evil.example//evil2.example/products'))).toBe(true);
  });
});

describe('isNetworkPath', () => {
  it('is true for targets a URL parser reads as another host', () => {
    for (const url of ['//evil.example/x', '/\\evil.example/x', '///x', '/\\/x'])
      expect(isNetworkPath(url)).toBe(true);
    for (const url of ['/', '/products', '/products//x', '/a\\b']) expect(isNetworkPath(url)).toBe(false);
  });
});
