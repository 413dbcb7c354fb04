import { describe, expect, it } from 'vitest';
import { currencySymbol, priceSettingsOf, vatNoteOf } from './price-settings';

describe('priceSettingsOf', () => {
  it('reads the currency and VAT mode, with PHP and none by default', () => {
    expect(priceSettingsOf({ currency: 'USD', vat_mode: 'exclusive' })).toEqual({
      currency: 'USD',
      vatMode: 'exclusive',
    });
    expect(priceSettingsOf({})).toEqual({ currency: 'PHP', vatMode: 'none' });
    expect(priceSettingsOf({ currency: 'EUR', vat_mode: 12 })).toEqual({ currency: 'PHP', vatMode: 'none' });
  });

  it('has no VAT note for "Contact for Price"', () => {
    expect(vatNoteOf(100, 'inclusive')).toBe('VAT inclusive');
    expect(vatNoteOf(null, 'exclusive')).toBe('');
    expect(vatNoteOf(100, 'none')).toBe('');
  });
});

describe('currencySymbol', () => {
  it('is the sign prices carry', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('PHP')).toBe('₱');
  });
});
