import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { createUser } from '../support/factories';
import { setupAdminApi } from './support/admin-api';
import { dataOf } from './support/answers';
import { OPERATING_MASS } from './support/spec-catalog';

// The parameter dictionary's admin API (docs/product.md §17): list, get, create, update, delete, merge.

const { ctx, get, send, expectDeletes } = setupAdminApi();

const body = (over: Record<string, unknown> = {}) => ({
  key: 'blade_width',
  name: 'Blade Width',
  aliases: ['Blade Length'],
  kind: 'length',
  metric_unit: 'mm',
  imperial_unit: 'in',
  decimals: 0,
  better: 'higher',
  categories: ['Dozers'],
  filterable: true,
  position: 5,
  ...over,
});

const idOf = async (key: string) => {
  const list = (await get('/api/admin/parameters?all=true')).json();
  return list.data.find((p: { key: string }) => p.key === key).id as number;
};

describe('GET /api/admin/parameters', () => {
  it('starts with the seed dictionary, in position order, with usage and review counts', async () => {
    const res = await get('/api/admin/parameters?all=true');
    expect(res.statusCode).toBe(200);
    const all = res.json();
    expect(all.total).toBeGreaterThan(40);
    expect(all.data).toHaveLength(all.total);
    expect(all.data[0]).toEqual({
      id: expect.any(Number),
      ...OPERATING_MASS,
      aliases: expect.arrayContaining(['Operating Weight', 'Machine Mass']),
      categories: expect.arrayContaining(['Wheel Loaders', 'Excavators']),
      filterable: true,
      position: 10,
      usage: 0,
      review: 0,
    });
    const positions = all.data.map((p: { position: number }) => p.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('pages like the other admin lists and searches key, name and aliases', async () => {
    const page = (await get('/api/admin/parameters?per_page=5&page=2')).json();
    expect(page).toMatchObject({ current_page: 2, per_page: 5, data: expect.any(Array) });
    expect(page.data).toHaveLength(5);
    const byAlias = (await get('/api/admin/parameters?search=machine%20mass')).json();
    expect(byAlias.data.map((p: { key: string }) => p.key)).toEqual(['operating_mass']);
    const byKey = (await get('/api/admin/parameters?search=prime_pow')).json();
    expect(byKey.data.map((p: { key: string }) => p.key)).toEqual(['prime_power']);
    expect((await get('/api/admin/parameters?search=%25')).json().total).toBe(0);
  });

  it('refuses garbage paging with 422', async () => {
    for (const q of ['page=abc', 'per_page=0', 'per_page=5000', 'all=maybe']) {
      expect((await get(`/api/admin/parameters?${q}`)).statusCode, q).toBe(422);
    }
  });

  it('is for admins only', async () => {
    const { token } = await createUser(ctx.db, { role: 'user' });
    expect((await call(ctx.app, { method: 'GET', url: '/api/admin/parameters', token })).statusCode).toBe(
      403,
    );
    expect((await call(ctx.app, { method: 'GET', url: '/api/admin/parameters' })).statusCode).toBe(401);
  });
});

describe('POST/PUT/DELETE /api/admin/parameters', () => {
  it('creates, reads, updates and deletes an entry', async () => {
    const created = await send('POST', '/api/admin/parameters', body());
    expect(created.statusCode).toBe(201);
    const entry = created.json().data;
    expect(created.json()).toMatchObject({ success: true, message: 'Parameter created successfully' });
    expect(entry).toMatchObject({ key: 'blade_width', si_unit: 'm', aliases: ['Blade Length'] });

    const got = await get(`/api/admin/parameters/${entry.id}`);
    expect(got.json()).toMatchObject({ key: 'blade_width', usage: 0, review: 0 });

    const updated = await send(
      'PUT',
      `/api/admin/parameters/${entry.id}`,
      body({ name: 'Blade W', decimals: 1 }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ name: 'Blade W', decimals: 1 });

    await expectDeletes(`/api/admin/parameters/${entry.id}`, 'Parameter has been deleted successfully.');
  });

  it('gives display units the kind defaults when none are sent', async () => {
    const res = await send('POST', '/api/admin/parameters', {
      key: 'hoist_power',
      name: 'Hoist Power',
      kind: 'power',
    });
    expect(dataOf(res, 201)).toMatchObject({
      metric_unit: 'kW',
      imperial_unit: 'hp',
      aliases: [],
      categories: [],
    });
  });

  it('refuses a duplicate key and a name another entry answers to in the same categories', async () => {
    const dupKey = await send('POST', '/api/admin/parameters', body({ key: 'operating_mass' }));
    expect(dupKey.statusCode).toBe(422);
    expect(dupKey.json().errors.key).toEqual(['A parameter with this key already exists.']);

    const dupAlias = await send(
      'POST',
      '/api/admin/parameters',
      body({ aliases: ['operating   WEIGHT'], categories: ['Excavators'] }),
    );
    expect(dupAlias.statusCode).toBe(422);
    expect(dupAlias.json().errors.aliases[0]).toMatch(/operating_mass/);
    // In a category scope of its own the same name may mean something else.
    const elsewhere = await send('POST', '/api/admin/parameters', body({ aliases: ['Operating Weight'] }));
    expect(elsewhere.statusCode).toBe(201);
  });

  it('keeps markup and line breaks out of names and refuses hostile input with 422', async () => {
    const res = await send(
      'POST',
      '/api/admin/parameters',
      body({ name: '<img src=x onerror=alert(1)>Blade\r\nWidth', aliases: ['<b>Cut</b> width'] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).not.toMatch(/[<>\r\n]/);
    expect(res.json().data.aliases).toEqual(['Cut width']);

    const bad: [Record<string, unknown>, string][] = [
      [{ key: 'Bad Key' }, 'key'],
      [{ key: 'x'.repeat(70) }, 'key'],
      [{ name: 'n'.repeat(121) }, 'name'],
      [{ name: '<b></b>' }, 'name'],
      [{ kind: 'voltage' }, 'kind'],
      [{ kind: 'mass', metric_unit: 'mm' }, 'metric_unit'],
      [{ imperial_unit: 'kg' }, 'imperial_unit'],
      [{ decimals: 1.5 }, 'decimals'],
      [{ decimals: 'many' }, 'decimals'],
      [{ aliases: 'Blade' }, 'aliases'],
      [{ aliases: Array.from({ length: 31 }, (_, i) => `Alias ${i}`) }, 'aliases'],
      [{ categories: [{ name: 'x' }] }, 'categories'],
      [{ filterable: 'yes please' }, 'filterable'],
      [{ better: 'bigger' }, 'better'],
    ];
    for (const [over, field] of bad) {
      const r = await send('POST', '/api/admin/parameters', body({ key: 'other_key', ...over }));
      expect(r.statusCode, JSON.stringify(over)).toBe(422);
      const fields = Object.keys(r.json().errors).map((f) => f.split('.')[0]);
      expect(fields, JSON.stringify(over)).toContain(field);
    }
  });

  it('answers 404 for unknown ids and 400/422 for ids that are not ids', async () => {
    expect((await get('/api/admin/parameters/999999')).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/parameters/999999', body())).statusCode).toBe(404);
    expect((await send('DELETE', '/api/admin/parameters/999999')).statusCode).toBe(404);
    expect((await send('POST', '/api/admin/parameters/999999/merge', { into: 1 })).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '99999999999']) {
      expect([400, 422], id).toContain((await get(`/api/admin/parameters/${id}`)).statusCode);
    }
  });

  it('does not bring a deleted seed entry back when the dictionary is ensured again', async () => {
    const { ensureDictionary } = await import('../../server/services/parameters/seed-dictionary');
    const id = await idOf('governor');
    expect((await send('DELETE', `/api/admin/parameters/${id}`)).statusCode).toBe(200);
    expect(await ensureDictionary(ctx.db)).toBe(false);
    expect((await get('/api/admin/parameters?search=governor')).json().total).toBe(0);
  });
});

describe('POST /api/admin/parameters/:id/merge', () => {
  it('makes the source names aliases of the target and deletes the source', async () => {
    const source = (await send('POST', '/api/admin/parameters', body())).json().data;
    const target = (
      await send('POST', '/api/admin/parameters', body({ key: 'cut_width', name: 'Cut Width', aliases: [] }))
    ).json().data;
    const res = await send('POST', `/api/admin/parameters/${source.id}/merge`, { into: target.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: target.id, aliases: ['Blade Width', 'Blade Length'] });
    expect((await get(`/api/admin/parameters/${source.id}`)).statusCode).toBe(404);
  });

  it('refuses merging into itself, into another kind or into an unknown entry', async () => {
    const mass = await idOf('operating_mass');
    const power = await idOf('rated_power');
    const merge = (into: unknown) => send('POST', `/api/admin/parameters/${mass}/merge`, { into });
    for (const [into, message] of [
      [mass, /itself/],
      [power, /same kind/],
      [999_999, /does not exist/],
    ] as const) {
      const res = await merge(into);
      expect(res.statusCode, String(into)).toBe(422);
      expect(res.json().errors.into[0]).toMatch(message);
    }
    for (const into of ['x', -1, null, 1e12]) expect((await merge(into)).statusCode, String(into)).toBe(422);
    expect((await get(`/api/admin/parameters/${mass}`)).statusCode).toBe(200);
  });
});
