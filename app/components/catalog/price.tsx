import { useRouteLoaderData } from 'react-router';
import type { SiteData } from '#app/components/layout/site-data';
import { formatPrice } from '#common/money';
import { type PriceSettings, priceSettingsOf, vatNoteOf } from '#common/price-settings';

// Every price a public page shows, written one way (docs/product.md §25.1): in the currency of
// Settings → General with its VAT note beside it. Both come with the public layout's settings, so
// the server-rendered page already has them and no page asks again.

/** The site's currency and VAT mode; the defaults outside the public layout (an admin preview). */
export function usePriceSettings(): PriceSettings {
  const data = useRouteLoaderData('routes/public/layout') as SiteData | undefined;
  return priceSettingsOf(data?.settings.raw ?? {});
}

export function Price({
  price,
  className,
  noteClassName,
}: {
  price: number | null | undefined;
  className?: string;
  noteClassName?: string;
}) {
  const { currency, vatMode } = usePriceSettings();
  const note = vatNoteOf(price, vatMode);
  return (
    <p className={`tabular-nums ${className ?? ''}`}>
      {formatPrice(price, currency)}
      {note && (
        <span className={`block text-xs font-normal ${noteClassName ?? 'text-neutral-600'}`}>{note}</span>
      )}
    </p>
  );
}
