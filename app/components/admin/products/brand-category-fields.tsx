import { type Control, Controller, type FieldErrors, type UseFormSetValue, useWatch } from 'react-hook-form';
import { Field, Options, Select } from '#app/components/ui/field';
import type { ProductFormInput, ProductFormValues } from '#common/schemas/product';
import type { useProductOptions } from './use-product-options';

// Brand, then category (docs/product.md §5): the category list is the chosen brand's and stays disabled until
// a brand is chosen; choosing another brand clears a category that brand does not have.

const toId = (value: unknown) =>
  value === '' || value === undefined || value === null ? null : Number(value);

export function BrandCategoryFields({
  control,
  setValue,
  errors,
  options,
}: {
  control: Control<ProductFormInput, unknown, ProductFormValues>;
  setValue: UseFormSetValue<ProductFormInput>;
  errors: FieldErrors<ProductFormInput>;
  options: ReturnType<typeof useProductOptions>;
}) {
  const brandId = toId(useWatch({ control, name: 'brand_id' }));
  const categoryId = toId(useWatch({ control, name: 'category_id' }));
  const categories = options.categoriesOf(brandId);
  const categoryPrompt =
    brandId === null
      ? 'Select a brand first'
      : options.loading
        ? 'Loading categories...'
        : categories.length === 0
          ? 'No active categories for this brand'
          : 'Select a category';

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Brand"
        required
        error={errors.brand_id?.message}
        hint={
          options.failed ? 'The brands and categories could not be loaded. Close and try again.' : undefined
        }
      >
        {(control_) => (
          <Controller
            control={control}
            name="brand_id"
            render={({ field }) => (
              <Select
                {...control_}
                {...field}
                value={String(field.value ?? '')}
                onChange={(event) => {
                  field.onChange(event);
                  const next = toId(event.target.value);
                  if (categoryId !== null && !options.categoriesOf(next).some((c) => c.id === categoryId))
                    setValue('category_id', '', { shouldDirty: true });
                }}
              >
                <option value="">{options.loading ? 'Loading brands...' : 'Select a brand'}</option>
                <Options
                  options={options.brands.map((brand) => ({ value: String(brand.id), label: brand.label }))}
                />
              </Select>
            )}
          />
        )}
      </Field>
      <Field label="Category" required error={errors.category_id?.message}>
        {(control_) => (
          <Controller
            control={control}
            name="category_id"
            render={({ field }) => (
              <Select {...control_} {...field} value={String(field.value ?? '')} disabled={brandId === null}>
                <option value="">{categoryPrompt}</option>
                <Options
                  options={categories.map((category) => ({
                    value: String(category.id),
                    label: category.label,
                  }))}
                />
              </Select>
            )}
          />
        )}
      </Field>
    </div>
  );
}
