import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { pageOrigin } from './page-origin';

const request = (host: string, protocol = 'http') => ({ host, protocol }) as Parameters<typeof pageOrigin>[0];

describe('pageOrigin', () => {
  it('is PUBLIC_URL when set, whatever the request says', () => {
    expect(pageOrigin(request('evil.example', 'https'), 'https://ironsite.example')).toBe(
      'https://ironsite.example',
    );
    expect(pageOrigin(request('a@b/c'), 'https://ironsite.example:8443')).toBe(
      'https://ironsite.example:8443',
    );
  });

  it('is the protocol and Host header otherwise', () => {
    expect(pageOrigin(request('localhost:3000'), undefined)).toBe('http://localhost:3000');
    expect(pageOrigin(request('Shop.Example', 'https'), undefined)).toBe('https://shop.example');
    expect(pageOrigin(request('[::1]:3000'), undefined)).toBe('http://[::1]:3000');
  });

  it.each([
    ['', 'http'],
    ['evil.example/products', 'http'],
    ['evil.example\\products', 'http'],
    ['user@evil.example', 'http'],
    ['user:pass@evil.example', 'http'],
    ['evil.example?x=1', 'http'],
    ['evil.example#x', 'http'],
    ['evil.example:99999', 'http'],
    ['evil .example', 'http'],
    ['ironsite.example', 'javascript'],
    ['ironsite.example', 'ftp'],
  ])('refuses the host %j with protocol %s: 400, never another origin', (host, protocol) => {
    let error: unknown;
    try {
      pageOrigin(request(host, protocol), undefined);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(400);
  });
});
