import { describe, expect, it } from 'vitest';
import { setupApi } from '../support/api';

const ctx = setupApi();

describe('health and readiness', () => {
  it('answers liveness', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready once migrations are applied', async () => {
    const res = await ctx.app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready' });
  });

  it('answers JSON 404 for an unknown API route', async () => {
    const res = await ctx.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/not found/);
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/login');
  });

  it('sends security headers with a strict Content-Security-Policy', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('uploads', () => {
  it('serves files from DATA_DIR/uploads with a one-year immutable cache and nosniff', async () => {
    const { mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const dir = join(ctx.app.config.DATA_DIR, 'uploads', 'test');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'pixel.webp'),
      Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
    );
    const res = await ctx.app.inject({ url: '/uploads/test/pixel.webp' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers 404 for a missing upload and never lists a folder', async () => {
    expect((await ctx.app.inject({ url: '/uploads/test/missing.webp' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/uploads/' })).statusCode).toBe(404);
  });
});
