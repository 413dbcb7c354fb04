import { describe, expect, it } from 'vitest';
import { isSettingNumberText, SETTING_NUMBER_TEXT, settingsFormSchema } from './settings';

describe('the settings number check', () => {
  it.each(['12', '-3', '0.5', '.5', '3.', '-0.25', '00012'])('%s is a number', (text) => {
    expect(isSettingNumberText(text)).toBe(true);
  });

  it.each(['', '-', '.', '1.2.3', '1e3', ' 1', '0x10', '1,000', 'NaN', '١٢'])('%j is not', (text) => {
    expect(isSettingNumberText(text)).toBe(false);
  });

  it('answers at once for a 100 KB value (the length is checked first; the pattern is linear)', () => {
    // A backtracking pattern takes seconds here, blocking every request meanwhile.
    const huge = `${'1'.repeat(100_000)}x`;
    expect(isSettingNumberText(huge)).toBe(false);
    expect(isSettingNumberText('1'.repeat(100_000))).toBe(false);
    expect(
      settingsFormSchema({ products_per_page: 'number' }).safeParse({ products_per_page: huge }).success,
    ).toBe(false);
  });

  it('the pattern alone is linear too, whatever the length', () => {
    expect(SETTING_NUMBER_TEXT.test(`${'9'.repeat(200_000)}.`)).toBe(true);
    expect(SETTING_NUMBER_TEXT.test(`${'9'.repeat(200_000)}x`)).toBe(false);
  });
});
