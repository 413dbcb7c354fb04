import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupApi } from '../support/api';

const ctx = setupApi({ RATE_LIMIT_GLOBAL_PER_MINUTE: '3' });

describe('global rate limit', () => {
  it('limits API reads per address but never static files, which a page needs dozens of', async () => {
    const dir = join(ctx.app.config.DATA_DIR, 'uploads', 'limit');
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, 'a.webp'),
      Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64'),
    );
    const get = (url: string) => ctx.app.inject({ url, remoteAddress: '10.9.9.9' });

    const api = [];
    for (let i = 0; i < 4; i++) api.push((await get('/api/public/brands')).statusCode);
    expect(api).toEqual([200, 200, 200, 429]);

    const files = [];
    for (let i = 0; i < 6; i++) files.push((await get('/uploads/limit/a.webp')).statusCode);
    expect(files).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
