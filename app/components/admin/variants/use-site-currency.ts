import { useAdminQuery } from '#app/components/admin/admin-api';
import { CURRENCIES, type Currency, DEFAULT_CURRENCY } from '#common/money';

// The site's currency (Settings → General, docs/product.md §25), read from the public settings: every
// role that edits prices may read those, not all of them the admin settings. Under the admin
// key, so saving Settings (an admin write) reads it again.

export function useSiteCurrency(): Currency {
  const settings = useAdminQuery<{ data: Record<string, unknown> }>(['public-settings'], '/public/settings');
  const value = settings.data?.data.currency;
  return CURRENCIES.find((c) => c === value) ?? DEFAULT_CURRENCY;
}
