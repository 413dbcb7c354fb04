import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { answer, serveUploadTarget } from '#app/test/api';
import { parameter, product, variant } from '#app/test/records';
import { renderScreen } from '#app/test/render';
import { paginate } from '#common/schemas/pagination';
import { VariantEditor } from './variant-editor';

// The variant editor's help with names (docs/product.md §17): a specification's name field
// suggests the parameter dictionary's names, and each alias labelled with the parameter it belongs
// to (a datalist the browser offers while typing). How a value is read is the server's
// (tests/api/parameters-review.test.ts).

const mass = parameter(1, {
  key: 'operating_mass',
  name: 'Operating Mass',
  aliases: ['Operating Weight', 'Machine Weight'],
  kind: 'mass',
});
const power = parameter(2, { key: 'rated_power', name: 'Rated Power', aliases: [], kind: 'power' });

it('the name field suggests the dictionary’s names and aliases, and takes an alias as typed', async () => {
  const record = variant(7, { name: 'NWL-30', technical_parameters: [] });
  answer('/admin/products', paginate([product(1)], 1, 1, 1000));
  answer('/public/settings', { data: { currency: 'PHP' } });
  serveUploadTarget();
  answer('/admin/parameters', paginate([power, mass], 2, 1, 1000));
  const { user } = renderScreen(() => (
    <VariantEditor target={{ mode: 'edit', record }} record={record} onClose={() => {}} onSaved={() => {}} />
  ));

  await user.click(await screen.findByRole('button', { name: 'Add Group' }));
  const name = await screen.findByRole('combobox', { name: 'Specification 1 name' });
  const listId = name.getAttribute('list');
  expect(listId).toBeTruthy();
  const datalist = document.getElementById(listId ?? '');
  expect(datalist?.tagName).toBe('DATALIST');
  // A name suggests itself (an option without a label); an alias is labelled with its parameter's
  // name. Parameters come in order of name, each followed by its aliases.
  const options = () =>
    [...(datalist?.querySelectorAll('option') ?? [])].map((o) => [o.value, o.textContent || o.value]);
  await expect.poll(options).toEqual([
    ['Operating Mass', 'Operating Mass'],
    ['Operating Weight', 'Operating Mass'],
    ['Machine Weight', 'Operating Mass'],
    ['Rated Power', 'Rated Power'],
  ]);

  await user.type(name, 'Operating Weight');
  expect(name).toHaveValue('Operating Weight');
});
