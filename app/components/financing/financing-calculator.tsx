import { useId, useState } from 'react';
import { Field, Input, Select } from '#app/components/ui/field';
import { clampDownPayment, DOWN_PAYMENT_MAX, type Financing, monthlyPayment } from '#common/financing';
import { type Currency, formatPrice, VAT_RATE_PERCENT } from '#common/money';

// The calculator behind Calculate (docs/product.md §25.2): the visitor picks a down payment and
// one of the terms of Settings → Financing; the payment is worked out by the same engine as the
// page's "from" figure (common/financing.ts). Loaded only when opened (monthly-payment.tsx).

export default function FinancingCalculator({
  price,
  vatAdded,
  financing,
  currency,
}: {
  /** What the buyer pays, VAT included (monthly-payment.tsx). */
  price: number;
  vatAdded: boolean;
  financing: Financing;
  currency: Currency;
}) {
  const [down, setDown] = useState(String(financing.downPaymentPercent));
  const [term, setTerm] = useState(financing.terms[financing.terms.length - 1]);
  const outputId = useId();
  // An emptied or out-of-range field counts as its nearest allowed value while it is retyped.
  const downPercent = clampDownPayment(down === '' ? 0 : Number(down));
  const monthly = monthlyPayment(price, downPercent, financing.ratePercent, term);
  const financed = Math.round(price * (1 - downPercent / 100));
  return (
    <div className="mt-3 grid gap-3 border-t border-neutral-200 pt-3 sm:grid-cols-2">
      <Field label="Down payment (%)">
        {(c) => (
          <Input
            {...c}
            type="number"
            inputMode="numeric"
            min={0}
            max={DOWN_PAYMENT_MAX}
            step={1}
            value={down}
            onChange={(e) => setDown(e.target.value)}
            aria-controls={outputId}
            className="tabular-nums"
          />
        )}
      </Field>
      <Field label="Term">
        {(c) => (
          <Select
            {...c}
            value={term}
            onChange={(e) => setTerm(Number(e.target.value))}
            aria-controls={outputId}
          >
            {financing.terms.map((months) => (
              <option key={months} value={months}>
                {months} months
              </option>
            ))}
          </Select>
        )}
      </Field>
      <output id={outputId} aria-live="polite" className="block sm:col-span-2">
        <span className="block text-lg font-semibold tabular-nums">
          {`${formatPrice(monthly, currency)}/month`}
        </span>
        <span className="block text-neutral-600 tabular-nums">
          {`${formatPrice(financed, currency)} financed over ${term} months at ${financing.ratePercent}% a year`}
        </span>
        {vatAdded ? (
          <span className="block text-neutral-600 tabular-nums">{`Price with ${VAT_RATE_PERCENT}% VAT: ${formatPrice(price, currency)}`}</span>
        ) : null}
      </output>
    </div>
  );
}
