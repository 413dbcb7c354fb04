import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ListingQuery } from '#app/lib/listing-query';
import type { SpecFacet } from '#app/lib/spec-view';
import { holdIdleCallbacks } from '#app/test/idle';
import { PRICE_MAX, PRICE_MIN } from '#common/site-constants';
import { SpecFilters } from './spec-filters';

// The listing sidebar's spec filters (docs/product.md §17, decision 073): the page is drawn with
// those of its first screen and every one up to the last active filter; the rest are drawn in idle
// time once these have hydrated. The drawer draws them all at once. Filtering itself is the
// browser's (spec-filters.spec.ts).

const numeric = (key: string, name: string): SpecFacet => ({
  key,
  name,
  unit: 'kg',
  kind: 'mass',
  min: 1000,
  max: 9000,
  count: 8,
  histogram: [1, 0, 2, 1, 0, 0, 1, 2, 0, 1],
});
const FACETS: SpecFacet[] = [
  numeric('operating_mass', 'Operating Mass'),
  numeric('payload', 'Payload'),
  numeric('lifting_capacity', 'Lifting Capacity'),
  numeric('tank', 'Tank Mass'),
  { key: 'drive', name: 'Drive', values: [{ value: '4WD', count: 3 }] },
];
const QUERY: ListingQuery = { page: 1, minPrice: PRICE_MIN, maxPrice: PRICE_MAX };

/** The browser's idle callbacks, run when the test says the page is idle. */
const { idle, runIdle } = holdIdleCallbacks();

const legends = () => screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);

describe('SpecFilters', () => {
  it("the sidebar's: the first screen's one at first, the rest once the page is idle", async () => {
    render(<SpecFilters facets={FACETS} scales={{}} value={QUERY} onChange={vi.fn()} later />);
    expect(legends()).toEqual(['Operating Mass (kg)']);
    await act(async () => {
      runIdle();
    });
    expect(legends()).toEqual([
      'Operating Mass (kg)',
      'Payload (kg)',
      'Lifting Capacity (kg)',
      'Tank Mass (kg)',
      'Drive',
    ]);
  });

  it('draws every filter up to the last active one with the page, its value shown', () => {
    const value: ListingQuery = { ...QUERY, spec: [{ key: 'payload', type: 'range', min: 2000 }] };
    render(<SpecFilters facets={FACETS} scales={{}} value={value} onChange={vi.fn()} later />);
    expect(legends()).toEqual(['Operating Mass (kg)', 'Payload (kg)']);
    expect(screen.getByRole('spinbutton', { name: 'Minimum payload' })).toHaveValue(2000);
  });

  it('draws a ticked value beyond them with the page', () => {
    const value: ListingQuery = { ...QUERY, spec: [{ key: 'drive', type: 'values', values: ['4WD'] }] };
    render(<SpecFilters facets={FACETS} scales={{}} value={value} onChange={vi.fn()} later />);
    expect(legends()).toHaveLength(5);
    expect(screen.getByRole('checkbox', { name: /4WD/ })).toBeChecked();
  });

  it("the drawer's: all at once", () => {
    render(<SpecFilters facets={FACETS} scales={{}} value={QUERY} onChange={vi.fn()} />);
    expect(legends()).toHaveLength(5);
    expect(idle).toHaveLength(0);
  });
});
