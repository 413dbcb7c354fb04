import { describe, expect, it } from 'vitest';
import { COMPARE_MESSAGES, compareQuery } from './compare';

const messages = (input: unknown) => {
  const read = compareQuery.safeParse(input);
  return read.success ? [] : read.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('compareQuery', () => {
  it('keeps the order asked for, drops repeats and defaults to metric', () => {
    expect(compareQuery.parse({ ids: '40,12,40,41' })).toEqual({ ids: [40, 12, 41], units: 'metric' });
    expect(compareQuery.parse({ ids: ['3', '1,2'], units: 'imperial' })).toEqual({
      ids: [3, 1, 2],
      units: 'imperial',
    });
    expect(compareQuery.parse({ ids: '2147483647', units: '' }).ids).toEqual([2_147_483_647]);
  });

  it('says one thing per failure', () => {
    expect(messages({})).toEqual([['ids', COMPARE_MESSAGES.missing]]);
    expect(messages({ ids: 7 })).toEqual([['ids', COMPARE_MESSAGES.missing]]);
    expect(messages({ ids: '1, 2' })).toEqual([['ids', COMPARE_MESSAGES.format]]);
    expect(messages({ ids: '5,4,3,2,1' })).toEqual([['ids', COMPARE_MESSAGES.tooMany]]);
    expect(messages({ ids: '1'.repeat(201) })).toEqual([['ids', COMPARE_MESSAGES.tooLong]]);
    expect(messages({ ids: '1', units: 'Metric' })).toEqual([['units', COMPARE_MESSAGES.units]]);
  });
});
