import { expect, test } from './fixtures';
import { seriousViolations } from './support/axe';
import { uniqueName } from './support/catalog';
import { serverURL } from './support/servers';
import { putSettings, storedValues } from './support/settings';
import { PHONE } from './support/viewports';

// Prices as a buyer on a phone sees them (docs/product.md §25.1, §25.2): pesos with the VAT note on
// a card and on the product page, and the monthly payment whose calculator arrives when opened.
// The currency is site-wide, so this runs on the second e2e server: the other public specs share
// the first and read the demo's prices without a VAT line, and the back office's specs start on it only after these.
test.use({ baseURL: serverURL(1), viewport: PHONE });

const EXCLUSIVE = 'VAT exclusive (12% VAT added)';

test('pesos, the VAT note and the monthly payment on a card and the product page, calculator on demand', async ({
  page,
  request,
  fresh,
}) => {
  const { product } = await fresh.product();
  const name = uniqueName('SY215C');
  const variant = await fresh.record<{ id: number }>('variants', {
    product_id: product.id,
    name,
    price: 15_500_000,
  });
  const before = await storedValues(request, [
    'currency',
    'vat_mode',
    'financing_rate',
    'financing_terms',
    'financing_down_payment',
    'financing_disclaimer',
  ]);
  await putSettings(request, {
    currency: 'PHP',
    vat_mode: 'exclusive',
    financing_rate: 9,
    financing_terms: '12, 24, 36, 48',
    financing_down_payment: 20,
    financing_disclaimer: 'Indicative only, not an offer of credit.',
  });
  try {
    await page.goto(`/products?search=${encodeURIComponent(name)}`);
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card.getByText('₱15,500,000')).toBeVisible();
    await expect(card.getByText(EXCLUSIVE)).toBeVisible();

    const scripts: string[] = [];
    page.on('response', (r) => r.request().resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(`/products/${variant.id}`);
    const main = page.getByRole('main');
    // The price with its note under it (Related Products below carry theirs too).
    const price = main.getByRole('paragraph').filter({ hasText: /^₱15,500,000/ });
    await expect(price).toBeVisible();
    await expect(price.getByText(EXCLUSIVE)).toBeVisible();
    // VAT exclusive: 17,360,000 with VAT, less 20%: 13,888,000 borrowed at 9% over 48 months,
    // 345,603.24 a month, rounded up.
    await expect(main.getByText('from ₱345,604/month')).toBeVisible();
    await expect(main.getByText('Indicative only, not an offer of credit.')).toBeVisible();
    expect(scripts.some((url) => /financing-calculator/.test(url))).toBe(false);

    const calculate = main.getByRole('button', { name: 'Calculate' });
    await calculate.click();
    await expect(calculate).toHaveAttribute('aria-expanded', 'true');
    const result = main.getByRole('status').filter({ hasText: '/month' });
    await expect(result).toContainText('₱345,604/month');
    await expect(result).toContainText('Price with 12% VAT: ₱17,360,000');
    await main.getByLabel('Term').selectOption('24');
    // 13,888,000 over 24 months at 9%.
    await expect(result).toContainText('₱634,470/month');
    await main.getByLabel('Down payment (%)').fill('50');
    // 8,680,000 over 24 months.
    await expect(result).toContainText('₱396,544/month');
    await expect(result).toContainText('₱8,680,000 financed over 24 months');
    expect(scripts.some((url) => /financing-calculator/.test(url))).toBe(true);

    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    // Back as they were, for the specs that use this server next.
    await putSettings(request, before);
  }
});
