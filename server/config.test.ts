import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.SEED_DEMO).toBe(true);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.CORS_ORIGINS).toEqual([]);
    expect(config.DATA_DIR).toMatch(/\/data$/);
  });

  it('stops with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });

  it('takes development, production or test for NODE_ENV, production by default', () => {
    expect(loadConfig({}).NODE_ENV).toBe('production');
    expect(loadConfig({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
    expect(() => loadConfig({ NODE_ENV: 'dev' })).toThrow(/NODE_ENV/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it('parses lists, booleans and proxy settings', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SEED_DEMO: 'false',
      TRUST_PROXY: '1',
      PUBLIC_URL: 'https://ironsite.example',
    });
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.TRUST_PROXY).toBe(1);
  });

  it('takes a hop count, addresses or CIDRs for TRUST_PROXY, and refuses anything else', () => {
    const behindProxy = (TRUST_PROXY: string) =>
      loadConfig({ TRUST_PROXY, PUBLIC_URL: 'https://ironsite.example' }).TRUST_PROXY;
    expect(behindProxy('2')).toBe(2);
    expect(behindProxy('0')).toBe(false);
    expect(behindProxy('true')).toBe(true);
    const list = 'loopback, 10.0.0.0/8, 192.168.1.7, 172.16.0.0/255.240.0.0, fd00::/8';
    expect(behindProxy(list)).toBe(list);
    for (const bad of ['yes please', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/8', '::1/129']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses a trusted proxy without PUBLIC_URL in production, where a forwarded Host would be the origin', () => {
    for (const TRUST_PROXY of ['1', 'true', '10.0.0.0/8']) {
      expect(() => loadConfig({ TRUST_PROXY }), TRUST_PROXY).toThrow(/PUBLIC_URL: must be set in production/);
      expect(() =>
        loadConfig({ NODE_ENV: 'production', TRUST_PROXY, PUBLIC_URL: 'https://a.example' }),
      ).not.toThrow();
      // Development and tests keep the request's own host (no shared cache in front of them).
      expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY }).PUBLIC_URL).toBeUndefined();
    }
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('has timeouts for slow clients, in milliseconds, the headers one within the request one', () => {
    const config = loadConfig({});
    expect(config.REQUEST_TIMEOUT_MS).toBe(120_000);
    expect(config.HEADERS_TIMEOUT_MS).toBe(30_000);
    expect(config.CONNECTION_TIMEOUT_MS).toBe(60_000);
    expect(config.KEEP_ALIVE_TIMEOUT_MS).toBe(72_000);
    const short = loadConfig({ REQUEST_TIMEOUT_MS: '5000' });
    expect([short.REQUEST_TIMEOUT_MS, short.HEADERS_TIMEOUT_MS]).toEqual([5000, 5000]);
    for (const bad of ['0', '-1', 'soon', '1.5', '99999999999']) {
      expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: bad }), bad).toThrow(/KEEP_ALIVE_TIMEOUT_MS/);
    }
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '10000', HEADERS_TIMEOUT_MS: '20000' })).toThrow(
      /HEADERS_TIMEOUT_MS: must not be above REQUEST_TIMEOUT_MS/,
    );
  });

  it('hides the admin API from /api/docs unless API_DOCS=public', () => {
    expect(loadConfig({}).API_DOCS).toBe('admin');
    expect(loadConfig({ API_DOCS: 'public' }).API_DOCS).toBe('public');
    expect(() => loadConfig({ API_DOCS: 'everyone' })).toThrow(/API_DOCS/);
  });

  it('takes a redis:// or rediss:// REDIS_URL and a plain key prefix, Redis off by default', () => {
    const config = loadConfig({});
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.REDIS_KEY_PREFIX).toBe('ironsite:');
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/3' }).REDIS_URL).toBe('redis://127.0.0.1:6379/3');
    expect(loadConfig({ REDIS_URL: 'rediss://u:p@cache.example:6380' }).REDIS_URL).toBe(
      'rediss://u:p@cache.example:6380',
    );
    for (const bad of ['127.0.0.1:6379', 'http://cache.example', 'redis://a b', 'postgres://x']) {
      expect(() => loadConfig({ REDIS_URL: bad }), bad).toThrow(/REDIS_URL/);
    }
    expect(loadConfig({ REDIS_KEY_PREFIX: 'site-b:prod.' }).REDIS_KEY_PREFIX).toBe('site-b:prod.');
    for (const bad of ['has space', 'a*', 'x'.repeat(65), 'line\nbreak']) {
      expect(() => loadConfig({ REDIS_KEY_PREFIX: bad }), bad).toThrow(/REDIS_KEY_PREFIX/);
    }
  });

  it('sizes the kept responses by RESPONSE_CACHE_MAX_MB, 64 by default, whole megabytes from 1', () => {
    expect(loadConfig({}).RESPONSE_CACHE_MAX_MB).toBe(64);
    expect(loadConfig({ RESPONSE_CACHE_MAX_MB: '256' }).RESPONSE_CACHE_MAX_MB).toBe(256);
    for (const bad of ['0', '-5', '1.5', 'lots', '99999']) {
      expect(() => loadConfig({ RESPONSE_CACHE_MAX_MB: bad }), bad).toThrow(/RESPONSE_CACHE_MAX_MB/);
    }
  });

  it('limits staff quotation PDFs per person by RATE_LIMIT_STAFF_PDFS_PER_MINUTE, 6 by default', () => {
    expect(loadConfig({}).RATE_LIMIT_STAFF_PDFS_PER_MINUTE).toBe(6);
    expect(loadConfig({ RATE_LIMIT_STAFF_PDFS_PER_MINUTE: '20' }).RATE_LIMIT_STAFF_PDFS_PER_MINUTE).toBe(20);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ RATE_LIMIT_STAFF_PDFS_PER_MINUTE: bad }), bad).toThrow(
        /RATE_LIMIT_STAFF_PDFS_PER_MINUTE/,
      );
    }
  });
});
