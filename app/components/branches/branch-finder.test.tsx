import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderSite } from '#app/test/render-site';
import type { PublicBranch } from '#common/schemas/branches';
import { DEFAULT_BUSINESS_HOURS } from '#common/schemas/lead-desk';
import { BranchFinder } from './branch-finder';

// "Nearest to you" on /branches (docs/product.md §28): the province chosen shows the branches that
// serve it at once, each with a tel: link, and whether it is open now in Manila time.

const branch = (id: number, name: string, province: string, serves: string[]): PublicBranch => ({
  id,
  name,
  slug: name.toLowerCase().replaceAll(' ', '-'),
  address: `${id} Test Road`,
  region: '1000000000',
  province,
  city: '1030500000',
  region_name: 'Region X (Northern Mindanao)',
  province_name: 'Misamis Oriental',
  city_name: 'City of Cagayan De Oro',
  phones: ['09175550427'],
  email: null,
  hours: DEFAULT_BUSINESS_HOURS,
  hours_same_as_desk: true,
  closed_on: [],
  services: ['parts', 'service'],
  serves_provinces: serves,
  latitude: null,
  longitude: null,
  photo: null,
});

const BRANCHES = [
  branch(1, 'Cagayan de Oro', '1004300000', ['1001300000']),
  branch(2, 'Davao', '1102400000', ['1102300000']),
];
const PROVINCES = [
  { code: '1001300000', name: 'Bukidnon' },
  { code: '1102300000', name: 'Davao del Norte' },
];

it('shows the branches serving the province chosen, with a number to tap and open now', async () => {
  const { user } = renderSite(<BranchFinder branches={BRANCHES} provinces={PROVINCES} initial="" />);
  const nearest = await screen.findByRole('region', { name: 'Nearest to you' });
  expect(within(nearest).getByText('Pick your province to see the branches that serve it.')).toBeVisible();

  await user.selectOptions(within(nearest).getByLabelText('Your province'), '1001300000');
  const card = await within(nearest).findByRole('article', { name: 'Cagayan de Oro' });
  expect(within(nearest).getAllByRole('article')).toHaveLength(1);
  expect(within(card).getByRole('link', { name: /^Call Cagayan de Oro/ })).toHaveAttribute(
    'href',
    'tel:+639175550427',
  );
  // Worked out after rendering from the week (the clock itself: common/opening-hours.test.ts).
  expect(await within(card).findByText(/^(Open now · closes|Closed now · opens) /)).toBeVisible();
  // Directions from the address when there are no coordinates; no Waze without them.
  expect(
    within(card)
      .getByRole('link', { name: /^Directions/ })
      .getAttribute('href'),
  ).toContain(encodeURIComponent('1 Test Road, City of Cagayan De Oro, Misamis Oriental'));
  expect(within(card).queryByRole('link', { name: /Waze/ })).toBeNull();
});

it('starts from the province the address named (the form sent without JavaScript)', async () => {
  renderSite(<BranchFinder branches={BRANCHES} provinces={PROVINCES} initial="1102300000" />);
  const nearest = await screen.findByRole('region', { name: 'Nearest to you' });
  expect(within(nearest).getByLabelText('Your province')).toHaveValue('1102300000');
  expect(within(nearest).getByRole('article', { name: 'Davao' })).toBeVisible();
  expect(within(nearest).getByRole('button', { name: 'Find a branch' })).toHaveAttribute('type', 'submit');
});
