import { describe, expect, it } from 'vitest';
import { toggleFeatured } from './hero-selection';

describe('toggleFeatured', () => {
  it('adds at the end and removes wherever the product is, keeping the order of the rest', () => {
    expect(toggleFeatured([3, 1], 7)).toEqual({ ids: [3, 1, 7], refused: false });
    expect(toggleFeatured([3, 1, 7], 1)).toEqual({ ids: [3, 7], refused: false });
  });

  it('refuses a sixth product but still lets one of the five go', () => {
    const full = [1, 2, 3, 4, 5];
    expect(toggleFeatured(full, 6)).toEqual({ ids: full, refused: true });
    expect(toggleFeatured(full, 2)).toEqual({ ids: [1, 3, 4, 5], refused: false });
  });
});
