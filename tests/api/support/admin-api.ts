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
}

export function setupAdminApi(env: Record<string, string> = {}): AdminApi {
  const ctx = setupApi(env);
  let token = '';
  beforeEach(async () => {
    token = (await createAdmin(ctx.db)).token;
  });
  return {
    ctx,
    token: () => token,
    get: (url) => call(ctx.app, { method: 'GET', url, token }),
    send: (method, url, payload) => call(ctx.app, { method, url, payload, token }),
  };
}

/** A timestamp as the API writes it. */
export const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

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
