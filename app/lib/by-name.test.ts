import { describe, expect, it } from 'vitest';
import { byName } from './by-name';

describe('byName', () => {
  it('orders names as a collator does, case aside', () => {
    const names = [
      'Wheel Loaders',
      'backhoe loaders',
      'Excavators',
      'Batching Plants',
      'Cranes',
      'Concrete Pumps',
      'excavators',
      'Mini Excavators',
      'Road Rollers 2',
      'Road Rollers 10',
    ];
    expect([...names].sort(byName)).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
