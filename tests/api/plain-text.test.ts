import { beforeEach, describe, expect, it } from 'vitest';
import { call, setupApi } from '../support/api';
import { createAdmin, createBrand, createCategory, createNews, createProduct } from '../support/factories';

// Text fields that are not HTML are stored and served without markup, so no API consumer can be
// made to render `<script>` or `<img onerror>` from them; ordinary text survives. Only news
// `content` is HTML (sanitised, not stripped).
const ctx = setupApi();
let token: string;
beforeEach(async () => {
  token = (await createAdmin(ctx.db)).token;
});
const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  call(ctx.app, { method, url, payload, token });
const get = (url: string) => call(ctx.app, { method: 'GET', url, token });

/** `text` wrapped in markup a careless consumer would run. */
const hostile = (text: string) => `<script>alert(1)</script><b>${text}</b><img src=x onerror=alert(1)>`;
const ORDINARY = '5 < 10 t, A&B, 60 m³/h, Señor Niño';
const TAG = /<[a-z/!]/i;

describe('catalogue texts are stored and served without tags', () => {
  it('brand: name and description, on create and update', async () => {
    const created = await send('POST', '/api/admin/brands', {
      name: hostile('Volvo'),
      description: `${hostile('Swedish')}\n${ORDINARY}`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const brand = created.json().data;
    expect(brand).toMatchObject({ name: 'Volvo', description: `Swedish\n${ORDINARY}` });

    const updated = await send('PUT', `/api/admin/brands/${brand.id}`, { name: hostile('Volvo CE') });
    expect(updated.json().data.name).toBe('Volvo CE');
    const pub = (await get('/api/public/brands')).json().data;
    expect(pub).toEqual([expect.objectContaining({ name: 'Volvo CE', description: `Swedish\n${ORDINARY}` })]);
  });

  it('a name that is only markup is missing', async () => {
    const res = await send('POST', '/api/admin/brands', { name: '<img src=x onerror=alert(1)>' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['Name is required'] });
  });

  it('category: name and description', async () => {
    const brand = await createBrand(ctx.db);
    const res = await send('POST', '/api/admin/categories', {
      name: hostile('Loaders'),
      brand_id: brand.id,
      description: hostile('Wheel loaders'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const category = res.json().data;
    expect(category).toMatchObject({ name: 'Loaders', description: 'Wheel loaders' });
    const updated = await send('PUT', `/api/admin/categories/${category.id}`, {
      description: hostile(ORDINARY),
    });
    expect(updated.json().data.description).toBe(ORDINARY);
  });

  it('product: name, introduction, features and applications', async () => {
    const category = await createCategory(ctx.db);
    const res = await send('POST', '/api/admin/products', {
      brand_id: category.brandId,
      category_id: category.id,
      name: hostile('L120H'),
      introduction: hostile('Versatile'),
      features: [hostile('OptiShift'), '<br>', ORDINARY],
      applications: `${hostile('Quarrying')}\n<i>Forestry</i>`,
    });
    expect(res.statusCode, res.body).toBe(201);
    const product = res.json().data;
    expect(product).toMatchObject({
      name: 'L120H',
      introduction: 'Versatile',
      features: ['OptiShift', ORDINARY],
      applications: ['Quarrying', 'Forestry'],
    });
    const updated = await send('PUT', `/api/admin/products/${product.id}`, {
      name: hostile('L150H'),
      features: hostile('Lock-up'),
    });
    expect(updated.json().data).toMatchObject({ name: 'L150H', features: ['Lock-up'] });
    expect(JSON.stringify((await get(`/api/admin/products/${product.id}`)).json())).not.toMatch(TAG);
  });

  it('variant: every text, in lists and technical parameters too', async () => {
    const product = await createProduct(ctx.db);
    const res = await send('POST', '/api/admin/variants', {
      product_id: product.id,
      name: hostile('ZL50'),
      introduction: hostile('Intro'),
      description: `${hostile('Line one')}\n${ORDINARY}`,
      features: [hostile('Cab')],
      applications: [hostile('Mining')],
      technical_parameters: [
        {
          category: hostile('Engine'),
          specifications: [{ key: hostile('Power'), value: hostile('162 kW') }],
        },
        { category: 'Other', specifications: [{ key: '<br>', value: 'dropped' }] },
      ],
      featured_parameters: [hostile('Power')],
      bucket_capacity: hostile('3 m³'),
      rated_load: hostile('5 t'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const variant = res.json().data;
    expect(variant).toMatchObject({
      name: 'ZL50',
      introduction: 'Intro',
      description: `Line one\n${ORDINARY}`,
      features: ['Cab'],
      applications: ['Mining'],
      technical_parameters: [{ category: 'Engine', specifications: [{ key: 'Power', value: '162 kW' }] }],
      featured_parameters: { Power: '162 kW' },
      bucket_capacity: '3 m³',
      rated_load: '5 t',
    });
    const updated = await send('PUT', `/api/admin/variants/${variant.id}`, {
      name: hostile('ZL50 II'),
      rated_load: '<i></i>',
    });
    expect(updated.json().data).toMatchObject({ name: 'ZL50 II', rated_load: null });
    expect(JSON.stringify((await get(`/api/public/variants/${variant.id}`)).json())).not.toMatch(TAG);
  });
});

describe('news: everything but content is plain text', () => {
  const body = {
    title: hostile('New Excavator Line'),
    author: hostile('Maria Santos'),
    excerpt: hostile('Short summary'),
    content: '<h2>Intro</h2><p>Text <a href="https://ironsite.example">link</a></p><script>alert(1)</script>',
    category: 'Equipment',
    tags: [hostile('mining'), '<br>', 'safety'],
    read_time: '<b>7 min read</b>',
  };

  it('create and update strip the plain fields; content keeps its allowed HTML', async () => {
    const res = await send('POST', '/api/public/news', body);
    expect(res.statusCode, res.body).toBe(201);
    const article = res.json().data;
    expect(article).toMatchObject({
      title: 'New Excavator Line',
      author: 'Maria Santos',
      excerpt: 'Short summary',
      tags: ['mining', 'safety'],
      read_time: '7 min read',
    });
    expect(article.content).toContain('<h2>Intro</h2>');
    expect(article.content).toContain('<a href="https://ironsite.example"');
    expect(article.content).not.toContain('<script');

    const updated = await send('PUT', `/api/public/news/${article.id}`, {
      title: hostile(ORDINARY),
      tags: `${hostile('cranes')}, <i>ports</i>`,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ title: ORDINARY, tags: ['cranes', 'ports'] });
    const pub = (await get(`/api/public/news/${article.id}`)).json().data;
    const { content: _html, ...plain } = pub;
    expect(JSON.stringify(plain)).not.toMatch(TAG);
  });

  it('a title that is only markup is missing', async () => {
    await createNews(ctx.db);
    const res = await send('POST', '/api/public/news', { ...body, title: '<b></b>' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ title: ['Title is required'] });
  });
});
