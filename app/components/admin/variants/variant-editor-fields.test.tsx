import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { expect, it, vi } from 'vitest';
import { answer, savedBody, serveUploadTarget } from '#app/test/api';
import { product, variant } from '#app/test/records';
import { renderScreen } from '#app/test/render';
import { server } from '#app/test/server';
import { paginate } from '#common/schemas/pagination';
import { adminVariantSavedEnvelope } from '#common/schemas/variant';
import { EDITOR_VARIANT_FIELDS, VARIANT_FIELDS, type VariantFieldSpec } from '#common/variant-registry';
import { VariantEditor } from './variant-editor';

// The variant editor's plain fields (docs/product.md §4 "Variant Management") come from the lines
// of common/variant-registry.ts with a label: each is found under that label, filled from the
// stored variant, and sent as the API reads it. Holds for whatever fields the registry has.

const fields = EDITOR_VARIANT_FIELDS.map(({ key, label }) => ({
  key,
  label,
  field: VARIANT_FIELDS[key] as VariantFieldSpec,
}));
/** A stored value of the field's kind, and one typed over it (as typed, and as the API reads it). */
const stored = (f: VariantFieldSpec) => (f.kind === 'whole' ? f.min + 1 : 'Stored text');
const typed = (f: VariantFieldSpec): [string, unknown] =>
  f.kind === 'whole' ? [` ${f.max} `, f.max] : ['  Typed text ', 'Typed text'];

it('shows each registry field under its label, filled from the variant, and sends what is typed', async () => {
  const record = variant(7, {
    name: 'NWL-30',
    ...Object.fromEntries(fields.map(({ key, field }) => [key, stored(field)])),
  });
  answer('/admin/products', paginate([product(1)], 1, 1, 1000));
  answer('/public/settings', { data: { currency: 'PHP' } });
  // What the specification and image fields read (the dictionary's names, where images go).
  answer('/admin/parameters', paginate([], 0, 1, 1000));
  serveUploadTarget();
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.put('/api/admin/variants/7', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(
        adminVariantSavedEnvelope.parse(savedBody('Variant updated successfully!', record)),
      );
    }),
  );
  const onSaved = vi.fn();
  const { user } = renderScreen(() => (
    <VariantEditor target={{ mode: 'edit', record }} record={record} onClose={() => {}} onSaved={onSaved} />
  ));

  for (const { label, field } of fields) {
    expect(await screen.findByLabelText(label)).toHaveValue(String(stored(field)));
  }
  for (const { label, field } of fields) {
    const control = screen.getByLabelText(label);
    await user.clear(control);
    await user.type(control, typed(field)[0]);
  }
  await user.click(screen.getByRole('button', { name: 'Update Variant' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Variant updated successfully!'));
  expect(sent).toHaveLength(1);
  for (const { key, field } of fields) expect(sent[0][key], key).toEqual(typed(field)[1]);
});
