import { describe, expect, it } from 'vitest';
import { variants } from '../../server/db/schema';
import { setupApi } from '../support/api';
import { createProduct, sampleTechGroups } from '../support/factories';
import { variantsAdminApi } from './support/variants-admin';

// Admin variants: creating one from every shape the editor and older clients send.
const ctx = setupApi();
const { send, storedRow } = variantsAdminApi(ctx);

describe('POST /api/admin/variants', () => {
  it('creates a variant from list and group shapes and returns it', async () => {
    const product = await createProduct(ctx.db, { name: 'PC200', image: '/img/p.jpg' });
    const res = await send('POST', '', {
      product_id: product.id,
      name: '  PC200-8  ',
      introduction: 'Mid-size',
      description: '',
      price: 125000,
      features: ['Quiet cab', ' ', 'Low fuel use'],
      applications: ['Quarry'],
      images: ['/img/1.jpg', '', '/img/2.jpg'],
      technical_parameters: sampleTechGroups(),
      featured_parameters: { 'Rated Load': '3,000 kg', Length: '7,200 mm' },
      bucket_capacity: '1.8 m³',
      rated_load: '3,000 kg',
      id: 777,
      created_at: '2000-01-01T00:00:00.000Z',
      search_text: 'injected',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Variant created successfully!');
    expect(body.data).toMatchObject({
      id: 1,
      name: 'PC200-8',
      product_id: product.id,
      product: { id: product.id, name: 'PC200', image: '/img/p.jpg' },
      introduction: 'Mid-size',
      description: null,
      price: 125000,
      features: ['Quiet cab', 'Low fuel use'],
      applications: ['Quarry'],
      images: ['/img/1.jpg', '/img/2.jpg'],
      image: '/img/1.jpg',
      technical_parameters: sampleTechGroups(),
      featured_parameters: { 'Rated Load': '3,000 kg', Length: '7,200 mm' },
      bucket_capacity: '1.8 m³',
      rated_load: '3,000 kg',
    });
    expect(body.data.created_at).not.toBe('2000-01-01T00:00:00.000Z');
    const row = await storedRow(1);
    expect(row.featuredParameters).toEqual(['Rated Load', 'Length']);
    expect(row.searchText).toContain('pc200-8');
    expect(row.searchText).not.toContain('injected');
  });

  it('accepts JSON text, comma text, object parameters and stores them normalised', async () => {
    const product = await createProduct(ctx.db);
    const res = await send('POST', '', {
      product_id: String(product.id),
      name: 'Flexible',
      price: '1,500',
      features: '["Strong", " Fast ", ""]',
      applications: 'Mining, Construction ,',
      images: '/a.jpg, /b.jpg',
      technical_parameters: { Length: '7 m', Weight: 2000, Empty: '' },
      featured_parameters: '["Weight"]',
    });
    expect(res.statusCode, res.body).toBe(201);
    const row = await storedRow(res.json().data.id);
    expect(row).toMatchObject({
      price: 1500,
      features: ['Strong', 'Fast'],
      applications: ['Mining', 'Construction'],
      images: ['/a.jpg', '/b.jpg'],
      technicalParameters: [
        {
          category: 'Specifications',
          specifications: [
            { key: 'Length', value: '7 m' },
            { key: 'Weight', value: '2000' },
          ],
        },
      ],
      featuredParameters: ['Weight'],
    });
    expect(res.json().data.featured_parameters).toEqual({ Weight: '2000' });
  });

  it('accepts text lines and flat {parameter, value} lists for technical parameters', async () => {
    const product = await createProduct(ctx.db);
    const lines = await send('POST', '', {
      product_id: product.id,
      name: 'Lines',
      technical_parameters: 'Length: 7 m\nWidth: 2 m; Height: 3 m',
      featured_parameters: ['Height', 'Length'],
      features: 'Power 7,200 kW\nQuiet',
    });
    expect(lines.statusCode, lines.body).toBe(201);
    expect(lines.json().data.technical_parameters).toEqual([
      {
        category: 'Specifications',
        specifications: [
          { key: 'Length', value: '7 m' },
          { key: 'Width', value: '2 m' },
          { key: 'Height', value: '3 m' },
        ],
      },
    ]);
    expect(Object.entries(lines.json().data.featured_parameters)).toEqual([
      ['Height', '3 m'],
      ['Length', '7 m'],
    ]);
    expect(lines.json().data.features).toEqual(['Power 7,200 kW', 'Quiet']);

    const flat = await send('POST', '', {
      product_id: product.id,
      name: 'Flat',
      technical_parameters: JSON.stringify([
        { parameter: 'Power', value: '100 kW', category: 'Engine' },
        { key: 'Length', value: '7 m' },
        { parameter: 'Torque', value: '500 Nm', category: 'Engine' },
      ]),
    });
    expect(flat.statusCode, flat.body).toBe(201);
    expect((await storedRow(flat.json().data.id)).technicalParameters).toEqual([
      {
        category: 'Engine',
        specifications: [
          { key: 'Power', value: '100 kW' },
          { key: 'Torque', value: '500 Nm' },
        ],
      },
      { category: 'Specifications', specifications: [{ key: 'Length', value: '7 m' }] },
    ]);
  });

  it('stores the minimum: no price, empty lists', async () => {
    const product = await createProduct(ctx.db);
    const res = await send('POST', '', { product_id: product.id, name: 'Bare', price: '' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      price: null,
      images: [],
      image: null,
      features: [],
      applications: [],
      technical_parameters: [],
      featured_parameters: {},
      introduction: null,
    });
  });

  const limitMessage = 'Limit Reached: You can only select up to 3 featured technical parameters.';
  it.each([
    [{ name: 'x', product_id: undefined }, 'product_id', 'Product is required'],
    [{ name: 'x', product_id: '' }, 'product_id', 'Product is required'],
    [{ name: 'x', product_id: 999999 }, 'product_id', 'The selected product does not exist.'],
    [{}, 'name', 'Variant name is required'],
    [{ name: '   ' }, 'name', 'Variant name is required'],
    [{ name: 'x', images: ['1', '2', '3', '4', '5'] }, 'images', 'You can upload up to 4 images.'],
    [{ name: 'x', images: 'a,b,c,d,e' }, 'images', 'You can upload up to 4 images.'],
    [
      { name: 'x', featured_parameters: ['Length', 'Width', 'Rated Load', 'Bucket Capacity'] },
      'featured_parameters',
      limitMessage,
    ],
    [
      { name: 'x', featured_parameters: ['Colour'] },
      'featured_parameters',
      'The featured parameter "Colour" is not one of the technical parameters.',
    ],
    [
      { name: 'x', technical_parameters: { Length: '7 m', Width: '' }, featured_parameters: ['Width'] },
      'featured_parameters',
      'The featured parameter "Width" is not one of the technical parameters.',
    ],
    [
      { name: 'x', featured_parameters: { Length: '' } },
      'featured_parameters',
      'The featured parameter "Length" has no value; only parameters with a name and a value can be featured.',
    ],
    [{ name: 'x', price: -1 }, 'price', 'The price must be at least 0.'],
    [{ name: 'x', price: 'cheap' }, 'price', 'The price must be a number.'],
    [{ name: 'x', features: { a: 1 } }, 'features', 'Must be a list of text entries.'],
    [
      { name: 'x', technical_parameters: 'no separator here' },
      'technical_parameters',
      expect.stringMatching(/name: value/),
    ],
  ])('refuses %j with 422 on %s', async (payload, field, message) => {
    const product = await createProduct(ctx.db);
    // product_id: undefined leaves the field out of the JSON body.
    const body = { product_id: product.id, technical_parameters: sampleTechGroups(), ...payload };
    const res = await send('POST', '', body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await ctx.db.select().from(variants)).toEqual([]);
  });
});
