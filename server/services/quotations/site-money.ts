import { CURRENCIES, type Currency, DEFAULT_CURRENCY, VAT_MODES, type VatMode } from '#common/money';
import { QUOTATION_LIMITS } from '#common/schemas/quotations';
import type { Db } from '../../db/client';
import { businessDate } from '../leads/business-time';
import { textSetting } from '../settings';

// The currency and VAT mode a new quotation or draft takes (Settings → General; docs/product.md
// §25). A sent quotation keeps its own: a later change of the settings leaves it as it was sent.

export async function siteMoney(db: Db): Promise<{ currency: Currency; vatMode: VatMode }> {
  const currency = await textSetting(db, 'currency');
  const vatMode = await textSetting(db, 'vat_mode');
  return {
    currency: (CURRENCIES as readonly string[]).includes(currency)
      ? (currency as Currency)
      : DEFAULT_CURRENCY,
    vatMode: (VAT_MODES as readonly string[]).includes(vatMode) ? (vatMode as VatMode) : 'none',
  };
}

/** Today in Manila plus the default validity (30 days), as YYYY-MM-DD. */
export function defaultValidUntil(now = new Date()): string {
  const today = new Date(`${businessDate(now)}T00:00:00Z`);
  return new Date(today.getTime() + QUOTATION_LIMITS.validDays * 86_400_000).toISOString().slice(0, 10);
}
