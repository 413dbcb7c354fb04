import { describe, expect, it } from 'vitest';
import { leads } from '../../server/db/schema';
import { API_CONTENT_SECURITY_POLICY } from '../../server/plugins/security-headers';
import { call, setupApi } from '../support/api';

// Default configuration: TRUST_PROXY off, CORS off.
const ctx = setupApi();

const lead = { name: 'Proxy Test', email: 'proxy@example.ph', message: 'Hello' };

describe('security headers', () => {
  it.each(['/api/health', '/api/public/news', '/api/public/variants/999999'])(
    'are sent on %s, with a policy that lets JSON load nothing',
    async (url) => {
      const res = await call(ctx.app, { method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );

  it('give everything else the page policy: nonces for inline scripts and styles, nothing unsafe', async () => {
    // No site in API tests: an unknown path gets what a page gets (tests/e2e/server.spec.ts checks
    // a real page's nonces against its scripts).
    const res = await call(ctx.app, { method: 'GET', url: '/api/nope' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Only the two map hosts the contact page may embed (app/lib/map-embed.ts).
    expect(csp).toContain('frame-src https://www.google.com https://www.openstreetmap.org');
    // Inline scripts and <style> elements need this response's nonce; only style attributes are free.
    const directives = Object.fromEntries(
      csp.split(';').map((d: string) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(directives['style-src']).not.toContain("'unsafe-inline'");
    expect(directives['script-src'].some((v: string) => v.startsWith("'nonce-"))).toBe(true);
    expect(directives['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('are sent on error responses too', async () => {
    const res = await call(ctx.app, { method: 'POST', url: '/api/contact/general', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('CORS off by default', () => {
  it('sends no access-control-allow-origin to a foreign origin', async () => {
    const res = await call(ctx.app, {
      method: 'GET',
      url: '/api/public/news',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers no preflight', async () => {
    const res = await call(ctx.app, {
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('TRUST_PROXY=false (default)', () => {
  it('stores the socket address, not X-Forwarded-For, as the lead ip', async () => {
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/contact/inquiry',
      payload: lead,
      headers: { 'x-forwarded-for': '203.0.113.7' },
      remoteAddress: '198.51.100.20',
    });
    expect(res.statusCode).toBe(201);
    const rows = await ctx.db.select().from(leads);
    expect(rows.map((r) => r.ip)).toEqual(['198.51.100.20']);
  });
});
