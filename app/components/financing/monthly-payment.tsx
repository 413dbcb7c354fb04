import { useId, useState } from 'react';
import { usePriceSettings } from '#app/components/catalog/price';
import { Icon } from '#app/components/ui/icon';
import { lazyPanel } from '#app/lib/lazy-panel';
import type { Financing } from '#common/financing';
import { formatPrice, VAT_RATE_PERCENT } from '#common/money';

// The indicative monthly payment under a priced machine's price (docs/product.md §25.2): the
// "from" figure the loader worked out (common/financing.ts), the disclaimer, and a Calculate
// button whose calculator's code is fetched on approach or press, never with the page.

/** Said wherever a monthly figure counts the VAT a VAT-exclusive price leaves out. */
const VAT_INCLUDED = `${VAT_RATE_PERCENT}% VAT included`;

const calculator = lazyPanel(() => import('./financing-calculator'));

export interface MonthlyOffer {
  /** What the buyer pays: the price with its VAT when prices are VAT exclusive (payablePrice). */
  price: number;
  /** True when `price` is the list price plus 12% VAT. */
  vatAdded: boolean;
  /** Whole units a month at the default down payment over the longest term. */
  from: number;
  financing: Financing;
}

export function MonthlyPayment({ offer }: { offer: MonthlyOffer }) {
  const { currency } = usePriceSettings();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { financing } = offer;
  const longest = financing.terms[financing.terms.length - 1];
  return (
    <div className="mt-3 rounded-md border border-neutral-200 bg-neutral-50 p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p>
          <span className="text-base font-semibold tabular-nums">
            {`from ${formatPrice(offer.from, currency)}/month`}
          </span>
          <span className="block text-neutral-600">
            {`${financing.downPaymentPercent}% down, ${longest} months${offer.vatAdded ? `, ${VAT_INCLUDED}` : ''}`}
          </span>
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          onPointerEnter={calculator.preload}
          onFocus={calculator.preload}
          className="inline-flex h-10 items-center gap-1.5 rounded-md border border-charcoal px-3 font-semibold hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <Icon name="calculator" className="size-4" />
          Calculate
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        <calculator.Panel
          opened={open}
          price={offer.price}
          vatAdded={offer.vatAdded}
          financing={financing}
          currency={currency}
        />
      </div>
      {financing.disclaimer && <p className="mt-2 text-xs text-neutral-600">{financing.disclaimer}</p>}
    </div>
  );
}
