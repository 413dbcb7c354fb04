import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { failureText, fieldErrors, useAdminMutation, useAdminQuery } from '#app/components/admin/admin-api';
import type { CrudEditorProps } from '#app/components/admin/crud-section';
import { ReadOnlyFields } from '#app/components/admin/editor-form';
import { EditorModal, ModalActions } from '#app/components/admin/editor-modal';
import { PublicationFields } from '#app/components/admin/publication/publication-fields';
import { TextListField } from '#app/components/admin/text-list-field';
import { Field, FormAlert, Input, Textarea } from '#app/components/ui/field';
import type { Paginated } from '#common/schemas/pagination';
import type { Product } from '#common/schemas/product';
import {
  type AdminVariant,
  type VariantFormInput,
  type VariantFormValues,
  variantFormSchema,
} from '#common/schemas/variant';
import { EDITOR_VARIANT_FIELDS } from '#common/variant-registry';
import { PriceField } from './price-field';
import { ProductCombobox } from './product-combobox';
import { TechnicalParametersField } from './technical-parameters-field';
import { useSiteCurrency } from './use-site-currency';
import { VariantAvailability } from './variant-availability';
import { formToPayload, newVariantForm, type VariantPayload, variantToForm } from './variant-form-values';
import { VariantImagesField } from './variant-images-field';

// docs/product.md names no texts for these two; they follow the other sections' wording.
const CREATED_MESSAGE = 'Variant created successfully!';
const UPDATED_MESSAGE = 'Variant updated successfully!';
const FORM_FIELDS = ['product_id', 'name', 'price', ...EDITOR_VARIANT_FIELDS.map((f) => f.key)] as const;

/** Add/edit modal of docs/product.md §4 "Variant Management". */
export function VariantEditor({
  target,
  record: editing,
  onClose,
  onSaved,
}: Pick<CrudEditorProps<AdminVariant>, 'target' | 'record' | 'onClose' | 'onSaved'>) {
  const form = useForm<VariantFormInput, unknown, VariantFormValues>({
    resolver: zodResolver(variantFormSchema),
    defaultValues: editing
      ? variantToForm(editing)
      : newVariantForm(target.mode === 'create' ? target.parentId : undefined),
  });
  const { register, handleSubmit, formState, setError } = form;
  const [saveError, setSaveError] = useState<string | null>(null);
  const currency = useSiteCurrency();
  const productsPath = '/admin/products?all=true';
  const products = useAdminQuery<Paginated<Product>>(['products', productsPath], productsPath);
  const save = useAdminMutation((body: VariantPayload) =>
    editing
      ? { path: `/admin/variants/${editing.id}`, method: 'PUT', body }
      : { path: '/admin/variants', method: 'POST', body },
  );

  const submit = handleSubmit(async (values) => {
    setSaveError(null);
    try {
      await save.mutateAsync(formToPayload(values));
      onSaved(editing ? UPDATED_MESSAGE : CREATED_MESSAGE);
    } catch (error) {
      const fields = fieldErrors(error);
      for (const field of FORM_FIELDS)
        if (fields[field]) setError(field, { type: 'server', message: fields[field] });
      setSaveError(failureText(error, 'Failed to save variant'));
    }
  });

  const busy = save.isPending;
  const productOptions = [...(products.data?.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));

  return (
    <EditorModal
      open
      onClose={onClose}
      title={editing ? 'Edit Variant' : 'Add New Variant'}
      size="xl"
      dirty={formState.isDirty}
      busy={busy}
      history={editing ? { entity: 'variant', id: editing.id, onReverted: onSaved } : undefined}
    >
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate className="space-y-6">
          <ReadOnlyFields>
            {products.isError ? (
              <FormAlert>{failureText(products.error, 'Failed to fetch data')}</FormAlert>
            ) : null}
            <Controller
              control={form.control}
              name="product_id"
              render={({ field, fieldState }) => (
                <Field label="Product" required error={fieldState.error?.message}>
                  {(control) => (
                    <ProductCombobox
                      control={control}
                      products={productOptions}
                      loading={products.isPending}
                      value={typeof field.value === 'number' ? field.value : null}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                    />
                  )}
                </Field>
              )}
            />
            <Field label="Variant Name" required error={formState.errors.name?.message}>
              {(control) => (
                <Input {...control} {...register('name')} placeholder="e.g. NWL-30 Wheel Loader" />
              )}
            </Field>
            <PriceField currency={currency} updatedAt={editing?.price_updated_at ?? null} />
            {EDITOR_VARIANT_FIELDS.map(({ key, label, widget }) => (
              <Field key={key} label={label} error={formState.errors[key]?.message}>
                {(control) =>
                  widget === 'textarea' ? (
                    <Textarea {...control} {...register(key)} rows={3} />
                  ) : (
                    <Input
                      {...control}
                      {...register(key)}
                      inputMode={widget === 'number' ? 'numeric' : undefined}
                      autoComplete="off"
                    />
                  )
                }
              </Field>
            ))}
            <TextListField
              name="features"
              legend="Features"
              item="Feature"
              placeholder="e.g. Pilot joystick controls"
            />
            <TextListField
              name="applications"
              legend="Applications"
              item="Application"
              placeholder="e.g. Quarries and aggregate yards"
            />
            <VariantImagesField />
            <TechnicalParametersField />
            <PublicationFields form={form} />
            {saveError ? <FormAlert>{saveError}</FormAlert> : null}
          </ReadOnlyFields>
          <ModalActions submitLabel={editing ? 'Update Variant' : 'Create Variant'} busy={busy} />
        </form>
      </FormProvider>
      {editing ? <VariantAvailability variantId={editing.id} /> : null}
    </EditorModal>
  );
}
