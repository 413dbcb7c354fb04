import { describe, expect, it } from 'vitest';
import { putSettings, setupApi } from '../support/api';
import { createAdmin } from '../support/factories';

// The number check of PUT /admin/settings is length-bounded and linear: a huge value is refused
// at once instead of holding the event loop (a backtracking pattern took seconds per 100 KB).
const ctx = setupApi();

describe('PUT /api/admin/settings with a huge number value', () => {
  it.each([
    ['digits then a letter', `${'1'.repeat(200_000)}x`],
    ['only digits', '9'.repeat(200_000)],
    ['a decimal', `1.${'0'.repeat(200_000)}`],
  ])('%s: 422 on that setting, not a stall or a 500', async (_case, value) => {
    const { token } = await createAdmin(ctx.db);
    const res = await putSettings(ctx.app, token, { products_per_page: value });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'settings.products_per_page': ['The value must be a number.'] });
  });

  it('ordinary numbers still save', async () => {
    const { token } = await createAdmin(ctx.db);
    const res = await putSettings(ctx.app, token, { products_per_page: ' 24 ', hero_overlay_opacity: '.5' });
    expect(res.statusCode, res.body).toBe(200);
  });
});
