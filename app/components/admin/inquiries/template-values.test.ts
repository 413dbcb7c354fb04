import { describe, expect, it } from 'vitest';
import { fillTemplate } from '#common/schemas/lead-desk';
import { machinesText, templateValues } from './template-values';

const item = (quantity: number, brand_name: string, variant_name: string) => ({
  position: 1,
  variant_id: 1,
  variant_name,
  brand_name,
  quantity,
  note: null,
});

describe('a reply template on a lead', () => {
  it('lists a quote list’s machines with their quantities', () => {
    const lead = { items: [item(2, 'Komatsu', 'PC200-8'), item(1, 'Volvo', 'L120H')], product: null };
    expect(machinesText(lead)).toBe('2 × Komatsu PC200-8, 1 × Volvo L120H');
  });

  it('takes the product named on the form, or nothing', () => {
    expect(machinesText({ items: [], product: 'Batching plant 60 m³/h' })).toBe('Batching plant 60 m³/h');
    expect(machinesText({ items: [], product: null })).toBe('');
  });

  it('fills name, machines and signature', () => {
    const values = templateValues(
      { name: 'Rosa Villanueva', items: [], product: 'Road roller' },
      'Jomar Cruz',
      'Ironsite',
    );
    expect(fillTemplate('Dear {name}, about the {machines}: {x}\n\n{signature}', values)).toBe(
      'Dear Rosa Villanueva, about the Road roller: {x}\n\nJomar Cruz\nIronsite',
    );
  });
});
