import { beforeEach, expect } from 'vitest';
import { type ApiContext, call, setupApi } from '../../support/api';
import { createAdmin, createBrand, createCategory } from '../../support/factories';

// What the admin catalogue API tests share: a fresh app and database per file, an admin signed
// in before every test, and requests made as that admin.

export interface AdminApi {
  ctx: ApiContext;
  /** The admin's token for this test. */
  token: () => string;
  get: (url: string) => ReturnType<typeof call>;
  send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => ReturnType<typeof call>;
  /** DELETE `url`: it answers `{ success: true, message }` and a GET of `url` is 404 after. */
  expectDeletes: (url: string, message: string) => ReturnType<typeof call>;
  /** PUT `url` with another id and created_at in the body: the row keeps its own. */
  expectKeepsIdentity: (url: string, row: { id: number; createdAt: Date }) => Promise<void>;
}

export function setupAdminApi(env: Record<string, string> = {}): AdminApi {
  const ctx = setupApi(env);
  let token = '';
  beforeEach(async () => {
    token = (await createAdmin(ctx.db)).token;
  });
  const get: AdminApi['get'] = (url) => call(ctx.app, { method: 'GET', url, token });
  const send: AdminApi['send'] = (method, url, payload) => call(ctx.app, { method, url, payload, token });
  return {
    ctx,
    token: () => token,
    get,
    send,
    expectDeletes: async (url, message) => {
      const res = await send('DELETE', url);
      expect(res.json()).toEqual({ success: true, message });
      expect((await get(url)).statusCode).toBe(404);
      return res;
    },
    expectKeepsIdentity: async (url, row) => {
      const res = await send('PUT', url, { id: row.id + 777, created_at: '2001-01-01T00:00:00.000Z' });
      expect(res.json().data).toMatchObject({ id: row.id, created_at: row.createdAt.toISOString() });
    },
  };
}

/** A timestamp as the API writes it. */
export const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

/** A listing page: 200, its paging both at the top level and under `pagination`, and these rows. */
export function expectListPage(
  res: Awaited<ReturnType<typeof call>>,
  meta: { total: number; current_page: number; last_page: number; per_page: number },
  data: unknown[],
) {
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ ...meta, pagination: meta, data });
}

/** The ids of a listing's rows, in order. */
export const ids = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);

/** Brand "Volvo" with category "Loaders", brand "Komatsu" with category "Excavators". */
export async function twoBrandCatalogue(ctx: ApiContext) {
  const volvo = await createBrand(ctx.db, { name: 'Volvo' });
  const komatsu = await createBrand(ctx.db, { name: 'Komatsu' });
  const loaders = await createCategory(ctx.db, { name: 'Loaders', brandId: volvo.id });
  const excavators = await createCategory(ctx.db, { name: 'Excavators', brandId: komatsu.id });
  return { volvo, komatsu, loaders, excavators };
}

/** A save's answer: this status and `{ success: true, message, data }`, nothing more. */
export function expectSaved(
  res: Awaited<ReturnType<typeof call>>,
  status: 200 | 201,
  message: string,
  data: Record<string, unknown>,
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ success: true, message, data });
}

/** A product's brand and category as the API writes them: both ids, and each as `{ id, name }`. */
export const placedUnder = (brand: { id: number; name: string }, category: { id: number; name: string }) => ({
  brand_id: brand.id,
  category_id: category.id,
  brand: { id: brand.id, name: brand.name },
  category: { id: category.id, name: category.name },
});
