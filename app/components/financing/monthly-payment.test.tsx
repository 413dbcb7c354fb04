import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderSite } from '#app/test/render-site';
import { financingOf } from '#common/financing';
import { MonthlyPayment } from './monthly-payment';

// The product page's monthly payment (docs/product.md §25.2): the "from" figure the loader worked
// out and the calculator behind Calculate. A VAT-exclusive price is financed with its VAT, and the
// box says so; the figures themselves are common/financing.ts's (financing.test.ts).

// From settings, as the loader reads them, so a financing setting added later needs no change here.
const financing = financingOf({
  financing_rate: 9,
  financing_terms: '12, 24',
  financing_down_payment: 20,
  financing_disclaimer: 'Indicative only.',
})!;

it('finances what the buyer pays: ₱6.5 M VAT exclusive is ₱7.28 M, and the box says VAT is included', async () => {
  const { user } = renderSite(
    <MonthlyPayment offer={{ price: 7_280_000, vatAdded: true, from: 266_068, financing }} />,
  );
  expect(await screen.findByText('from ₱266,068/month')).toBeVisible();
  expect(screen.getByText('20% down, 24 months, 12% VAT included')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  const result = await screen.findByRole('status');
  expect(result).toHaveTextContent('Price with 12% VAT: ₱7,280,000');
  await user.clear(screen.getByRole('spinbutton', { name: 'Down payment (%)' }));
  await user.type(screen.getByRole('spinbutton', { name: 'Down payment (%)' }), '0');
  // ₱7,280,000 over 24 months at 9%: 332,584.21, rounded up.
  expect(within(result).getByText('₱332,585/month')).toBeVisible();
  expect(result).toHaveTextContent('₱7,280,000 financed over 24 months at 9% a year');
});

it('says nothing of VAT when the price is paid as shown', async () => {
  const { user } = renderSite(
    <MonthlyPayment offer={{ price: 6_500_000, vatAdded: false, from: 237_561, financing }} />,
  );
  expect(await screen.findByText('20% down, 24 months')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Calculate' }));
  expect(await screen.findByRole('status')).toHaveTextContent('₱5,200,000 financed over 24 months');
  expect(screen.queryByText(/VAT/)).toBeNull();
});
