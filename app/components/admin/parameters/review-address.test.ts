import { describe, expect, it } from 'vitest';
import { isReviewTab, readReviewFilters, reviewAddress } from './review-address';

describe('the Review list address', () => {
  it('reads the parameter, the problem and the page it holds', () => {
    const params = new URLSearchParams('tab=review&parameter=operating_mass&status=unit_mismatch&page=3');
    expect(isReviewTab(params)).toBe(true);
    expect(readReviewFilters(params)).toEqual({
      parameter: 'operating_mass',
      status: 'unit_mismatch',
      page: 3,
    });
  });

  it.each([
    ['parameter=<script>alert(1)</script>', {}],
    ['parameter=Operating%20Mass', {}],
    ['status=deleted', {}],
    ['page=abc', {}],
    ['page=0', {}],
    ['page=-2', {}],
    ['page=99999999999', {}],
    ['parameter=a%0D%0Ab', {}],
  ])('ignores what makes no sense: %s', (query, expected) => {
    expect(readReviewFilters(new URLSearchParams(query))).toEqual({
      parameter: undefined,
      status: undefined,
      page: 1,
      ...expected,
    });
  });

  it('writes the filters back, leaving page 1 out', () => {
    expect(reviewAddress()).toBe('/admin/parameters?tab=review');
    expect(reviewAddress({ parameter: 'rated_power', page: 1 })).toBe(
      '/admin/parameters?tab=review&parameter=rated_power',
    );
    expect(reviewAddress({ status: 'unparsed', page: 2 })).toBe(
      '/admin/parameters?tab=review&status=unparsed&page=2',
    );
  });

  it('is the dictionary without tab=review', () => {
    expect(isReviewTab(new URLSearchParams(''))).toBe(false);
    expect(isReviewTab(new URLSearchParams('tab=other'))).toBe(false);
  });
});
