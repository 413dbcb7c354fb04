import { useFormContext, useWatch } from 'react-hook-form';
import { Field, Input } from '#app/components/ui/field';
import { momentFormat } from '#common/date-format';
import { CONTACT_FOR_PRICE, type Currency, formatPrice } from '#common/money';
import type { VariantFormInput } from '#common/schemas/variant';
import { normalisePrice } from '#common/variant-fields';

// The variant's price (docs/product.md §25): whole units of the site's currency, empty for
// "Contact for Price", with when it last changed beside it. That time is the database's
// (migration 0017), so it moves only when a save really changes the price.

const UNITS: Record<Currency, string> = { USD: 'dollars', PHP: 'pesos' };
// Times in the company's time zone, as the rest of the back office shows them (decision 010).
const changedAt = momentFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** "₱" or "$": the symbol the site prints prices with. */
const symbolOf = (currency: Currency) =>
  formatPrice(0, currency)
    .replace(/[\d.,\s]/g, '')
    .trim();

/** What the typed price will show as, or nothing while it is not a price. */
function preview(text: string | undefined, currency: Currency): string | null {
  try {
    const price = normalisePrice(text ?? '');
    return price === null ? CONTACT_FOR_PRICE : formatPrice(price, currency);
  } catch {
    return null;
  }
}

export function PriceField({ currency, updatedAt }: { currency: Currency; updatedAt: string | null }) {
  const { register, control, formState } = useFormContext<VariantFormInput>();
  const typed = useWatch({ control, name: 'price' });
  const shows = preview(typed, currency);
  return (
    <div className="grid items-start gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,20rem)_1fr]">
      <Field
        label={`Price (${symbolOf(currency)})`}
        error={formState.errors.price?.message}
        hint={`Whole ${UNITS[currency]}, no decimals. Leave empty to show “${CONTACT_FOR_PRICE}”.`}
      >
        {(control) => (
          <Input
            {...control}
            {...register('price')}
            inputMode="numeric"
            autoComplete="off"
            placeholder={CONTACT_FOR_PRICE}
            className="tabular-nums"
          />
        )}
      </Field>
      <div className="text-sm text-neutral-600 sm:pt-7">
        <p>{updatedAt ? `Last changed ${changedAt.format(new Date(updatedAt))}` : 'Never set'}</p>
        {shows ? (
          <p className="mt-1">
            Shows as <span className="font-medium text-charcoal tabular-nums">{shows}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
