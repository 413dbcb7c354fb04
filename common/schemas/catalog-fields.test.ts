import { describe, expect, it } from 'vitest';
import { productUpdateSchema } from './product';
import { variantCreateSchema, variantUpdateSchema } from './variant';

describe('product list fields', () => {
  it('are read into plain lists by the schema, absent ones left absent', () => {
    const parsed = productUpdateSchema.parse({ features: 'A\n<b>B</b>\n', images: null });
    expect(parsed).toEqual({ features: ['A', 'B'], images: [] });
    expect('applications' in parsed).toBe(false);
  });
  it('say what is wrong with a list', () => {
    const five = productUpdateSchema.safeParse({ images: ['/1', '/2', '/3', '/4', '/5'] });
    expect(five.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['images', 'No more than 4 images are allowed.'],
    ]);
  });
});

describe('featured parameters', () => {
  const product = { product_id: 1, name: 'V' };
  it('on create without parameters, name none of them', () => {
    const res = variantCreateSchema.safeParse({ ...product, featured_parameters: ['Power'] });
    expect(res.error?.issues.map((i) => i.path.join('.'))).toEqual(['featured_parameters']);
  });
  it('on update without parameters, are left to the service (the stored ones count)', () => {
    expect(variantUpdateSchema.safeParse({ featured_parameters: ['Power'] }).success).toBe(true);
  });
});
