import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { variantSpecs } from '../../server/db/schema';
import { call, setupApi } from '../support/api';
import { createAdmin, createProduct, createUser, createVariant } from '../support/factories';
import { variantsAdminApi } from './support/variants-admin';

// The specification grid of a product (docs/product.md §17): GET and PUT
// /api/admin/products/:id/spec-grid.
const ctx = setupApi();
const { storedRow } = variantsAdminApi(ctx);

async function grid(method: 'GET' | 'PUT', productId: number | string, payload?: unknown) {
  const { token } = await createAdmin(ctx.db);
  return call(ctx.app, {
    method,
    url: `/api/admin/products/${productId}/spec-grid`,
    token,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const specsOf = (variantId: number) =>
  ctx.db
    .select({ name: variantSpecs.name, value: variantSpecs.value, siMin: variantSpecs.siMin })
    .from(variantSpecs)
    .where(eq(variantSpecs.variantId, variantId))
    .orderBy(asc(variantSpecs.position));

async function twoVariants() {
  const product = await createProduct(ctx.db, { name: 'BPG Plant' });
  const big = await createVariant(ctx.db, {
    productId: product.id,
    name: 'BPG-1000',
    technicalParameters: [
      { category: 'Engine', specifications: [{ key: 'Power', value: '90 kW' }] },
      { category: 'Specifications', specifications: [{ key: 'Capacity', value: '100 t/h' }] },
    ],
    featuredParameters: ['Power', 'Capacity'],
    price: 99,
  });
  const small = await createVariant(ctx.db, {
    productId: product.id,
    name: 'BPG-250',
    technicalParameters: [
      {
        category: 'Engine',
        specifications: [
          { key: 'Model', value: 'D1' },
          { key: 'Power', value: '30 kW' },
        ],
      },
    ],
  });
  return { product, big, small };
}

describe('GET /api/admin/products/:id/spec-grid', () => {
  it('answers the variants in natural order against the union of their parameters', async () => {
    const { product, big, small } = await twoVariants();
    const res = await grid('GET', product.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        product: { id: product.id, name: 'BPG Plant' },
        variants: [
          { id: small.id, name: 'BPG-250' },
          { id: big.id, name: 'BPG-1000' },
        ],
        parameters: [
          { group: 'Engine', name: 'Model' },
          { group: 'Engine', name: 'Power' },
          { group: 'Specifications', name: 'Capacity' },
        ],
        cells: { [small.id]: ['D1', '30 kW', ''], [big.id]: ['', '90 kW', '100 t/h'] },
      },
    });
  });

  it('keeps a parameter named twice in one group as two', async () => {
    const product = await createProduct(ctx.db);
    const v = await createVariant(ctx.db, {
      productId: product.id,
      technicalParameters: [
        {
          category: 'Engine',
          specifications: [
            { key: 'Note', value: 'a' },
            { key: 'Note', value: 'b' },
          ],
        },
      ],
    });
    const { data } = (await grid('GET', product.id)).json();
    expect(data.parameters).toEqual([
      { group: 'Engine', name: 'Note' },
      { group: 'Engine', name: 'Note' },
    ]);
    expect(data.cells[v.id]).toEqual(['a', 'b']);
    const back = await grid('PUT', product.id, data);
    expect(back.statusCode).toBe(200);
    expect((await storedRow(v.id)).technicalParameters).toEqual([
      {
        category: 'Engine',
        specifications: [
          { key: 'Note', value: 'a' },
          { key: 'Note', value: 'b' },
        ],
      },
    ]);
  });

  it('answers 404 for an unknown product and 422 for a bad id', async () => {
    expect((await grid('GET', 424242)).statusCode).toBe(404);
    expect((await grid('GET', 424242)).json()).toEqual({ message: 'Product not found.' });
    expect((await grid('GET', 'abc')).statusCode).toBe(422);
  });
});

describe('PUT /api/admin/products/:id/spec-grid', () => {
  it('round-trips: rows in parameter order, empty cells dropped, other fields kept', async () => {
    const { product, big, small } = await twoVariants();
    const { data } = (await grid('GET', product.id)).json();
    const res = await grid('PUT', product.id, {
      ...data,
      parameters: [...data.parameters, { group: '', name: 'Weight' }],
      cells: { [small.id]: ['D2', '31 kW', '25 t/h', '5 t'], [big.id]: ['', '', '100 t/h', '9 t'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Specifications saved successfully!');
    expect(res.json().data.cells[small.id]).toEqual(['D2', '31 kW', '25 t/h', '5 t']);
    const bigRow = await storedRow(big.id);
    expect(bigRow.technicalParameters).toEqual([
      {
        category: 'Specifications',
        specifications: [
          { key: 'Capacity', value: '100 t/h' },
          { key: 'Weight', value: '9 t' },
        ],
      },
    ]);
    // Power's row is gone, so it is no longer featured; Capacity stays.
    expect(bigRow.featuredParameters).toEqual(['Capacity']);
    expect(bigRow.price).toBe(99);
    expect(bigRow.name).toBe('BPG-1000');
    expect((await storedRow(small.id)).technicalParameters).toEqual([
      {
        category: 'Engine',
        specifications: [
          { key: 'Model', value: 'D2' },
          { key: 'Power', value: '31 kW' },
        ],
      },
      {
        category: 'Specifications',
        specifications: [
          { key: 'Capacity', value: '25 t/h' },
          { key: 'Weight', value: '5 t' },
        ],
      },
    ]);
  });

  it('indexes the saved specifications in the same save (docs/product.md §17)', async () => {
    const { product, small } = await twoVariants();
    const res = await grid('PUT', product.id, {
      parameters: [{ group: 'Engine', name: 'Rated Power' }],
      cells: { [small.id]: ['92 kW'] },
    });
    expect(res.statusCode).toBe(200);
    expect(await specsOf(small.id)).toEqual([{ name: 'Rated Power', value: '92 kW', siMin: 92_000 }]);
  });

  it('leaves variants not named in cells alone, and does not touch unchanged ones', async () => {
    const { product, big, small } = await twoVariants();
    const before = await storedRow(big.id);
    const { data } = (await grid('GET', product.id)).json();
    const res = await grid('PUT', product.id, {
      parameters: data.parameters,
      cells: { [big.id]: data.cells[big.id] },
    });
    expect(res.statusCode).toBe(200);
    expect((await storedRow(big.id)).updatedAt).toEqual(before.updatedAt);
    expect((await storedRow(small.id)).technicalParameters).toHaveLength(1);
  });

  it('removes markup and line breaks from names and values', async () => {
    const { product, small } = await twoVariants();
    const res = await grid('PUT', product.id, {
      parameters: [{ group: '<b>Engine</b>', name: 'Pow<script>alert(1)</script>er\r\nrating' }],
      cells: { [small.id]: ['<img src=x onerror=alert(1)>30\r\nkW\t(40 hp)'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await storedRow(small.id)).technicalParameters).toEqual([
      { category: 'Engine', specifications: [{ key: 'Power rating', value: '30 kW (40 hp)' }] },
    ]);
  });

  it('saves all or nothing: a variant of another product fails the save and changes nothing', async () => {
    const { product, big, small } = await twoVariants();
    const stranger = await createVariant(ctx.db);
    // Saved once through the grid, so each has its indexed specifications.
    const { data } = (await grid('GET', product.id)).json();
    await grid('PUT', product.id, { ...data, cells: { [small.id]: ['D1', '40 kW', ''] } });
    const before = [await storedRow(small.id), await storedRow(big.id), await storedRow(stranger.id)];
    const indexed = await specsOf(small.id);
    expect(indexed).toHaveLength(2);
    const res = await grid('PUT', product.id, {
      parameters: [{ group: 'Engine', name: 'Power' }],
      cells: { [small.id]: ['1 kW'], [big.id]: ['2 kW'], [stranger.id]: ['3 kW'], 999999: ['4 kW'] },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([`cells.${stranger.id}`, 'cells.999999'].sort());
    expect([await storedRow(small.id), await storedRow(big.id), await storedRow(stranger.id)]).toEqual(
      before,
    );
  });

  it('names the cell of a bad value, and writes nothing', async () => {
    const { product, big, small } = await twoVariants();
    const before = await storedRow(small.id);
    const res = await grid('PUT', product.id, {
      parameters: [
        { group: 'Engine', name: 'Power' },
        { group: 'Engine', name: 'Model' },
      ],
      cells: { [small.id]: ['1 kW', 'D9'], [big.id]: ['2 kW', 'x'.repeat(2001)] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      [`cells.${big.id}.1`]: ['Values may not be longer than 2000 characters.'],
    });
    expect(await storedRow(small.id)).toEqual(before);
  });

  it.each([
    ['a number as a value', { parameters: [{ name: 'A' }], cells: { 1: [5] } }, 'cells.1.0'],
    ['an object as a value', { parameters: [{ name: 'A' }], cells: { 1: [{}] } }, 'cells.1.0'],
    ['values that are not a list', { parameters: [{ name: 'A' }], cells: { 1: 'x' } }, 'cells.1'],
    ['more values than parameters', { parameters: [{ name: 'A' }], cells: { 1: ['a', 'b'] } }, 'cells.1'],
    [
      'a parameter without a name',
      { parameters: [{ group: 'G', name: '  ' }], cells: {} },
      'parameters.0.name',
    ],
    ['a name of markup only', { parameters: [{ name: '<b></b>' }], cells: {} }, 'parameters.0.name'],
    ['an oversized name', { parameters: [{ name: 'n'.repeat(201) }], cells: {} }, 'parameters.0.name'],
    [
      'an oversized group',
      { parameters: [{ group: 'g'.repeat(201), name: 'A' }], cells: {} },
      'parameters.0.group',
    ],
    ['parameters that are not a list', { parameters: 'A', cells: {} }, 'parameters'],
    ['no cells', { parameters: [] }, 'cells'],
  ])('answers 422 for %s', async (_, body, field) => {
    const { product } = await twoVariants();
    const res = await grid('PUT', product.id, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('answers 422 for a variant id that is not one, and for too many parameters or variants', async () => {
    const { product } = await twoVariants();
    const badKey = await grid('PUT', product.id, { parameters: [], cells: { abc: [] } });
    expect(badKey.statusCode).toBe(422);
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `P${i}` }));
    expect((await grid('PUT', product.id, { parameters: many, cells: {} })).statusCode).toBe(422);
    const cells = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [i + 1, []]));
    const tooMany = await grid('PUT', product.id, { parameters: [], cells });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.cells).toEqual(['At most 200 variants can be saved at once.']);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await grid('PUT', 424242, { parameters: [], cells: {} })).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const { product } = await twoVariants();
    const url = `/api/admin/products/${product.id}/spec-grid`;
    const payload = { parameters: [], cells: {} };
    expect((await call(ctx.app, { method: 'GET', url })).statusCode).toBe(401);
    expect((await call(ctx.app, { method: 'PUT', url, payload })).statusCode).toBe(401);
    const { token } = await createUser(ctx.db);
    expect((await call(ctx.app, { method: 'GET', url, token })).statusCode).toBe(403);
    expect((await call(ctx.app, { method: 'PUT', url, payload, token })).statusCode).toBe(403);
  });
});
