import { expect } from 'vitest';
import type { AdminApi } from './admin-api';

/**
 * "Pugmill Capacity" is a volume in batching plants and a mass in asphalt plants: one name, read
 * by the category (docs/product.md §17).
 */
export async function pugmillParameters(send: AdminApi['send']) {
  for (const [key, kind, metric_unit, imperial_unit, category] of [
    ['pugmill_volume', 'volume', 'm^3', 'yd^3', 'Batching Plants'],
    ['pugmill_mass', 'mass', 'kg', 'lb', 'Asphalt Plants'],
  ]) {
    const res = await send('POST', '/api/admin/parameters', {
      key,
      name: 'Pugmill Capacity',
      kind,
      metric_unit,
      imperial_unit,
      categories: [category],
      filterable: true,
    });
    expect(res.statusCode, key).toBe(201);
  }
}
