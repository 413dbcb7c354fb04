import { describe, expect, it } from 'vitest';
import { call, setupApi } from '../support/api';

// CORS allow-list from the environment.
const ctx = setupApi({ CORS_ORIGINS: 'https://shop.example' });

const get = (origin: string) =>
  call(ctx.app, { method: 'GET', url: '/api/public/news', headers: { origin } });

describe('CORS_ORIGINS=https://shop.example', () => {
  it('allows the listed origin', async () => {
    const res = await get('https://shop.example');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://shop.example');
  });

  it('does not allow another origin', async () => {
    const res = await get('https://evil.example');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from the listed origin only', async () => {
    const preflight = (origin: string) =>
      call(ctx.app, {
        method: 'OPTIONS',
        url: '/api/login',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const allowed = await preflight('https://shop.example');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://shop.example');
    const refused = await preflight('https://evil.example');
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});
