import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useAdminQuery } from '#app/components/admin/admin-api';
import type { RecordEditorProps } from '#app/components/admin/crud-section';
import { CheckboxField, EditorForm, recordEditing } from '#app/components/admin/editor-form';
import { ImageField } from '#app/components/admin/upload/image-field';
import { useRecordSave } from '#app/components/admin/use-record-save';
import { TextAreaField, TextField } from '#app/components/forms/form-fields';
import { Field, Options, Select } from '#app/components/ui/field';
import { MAX_ALL_PER_PAGE } from '#common/constants';
import type { AdminBrand } from '#common/schemas/brand';
import { type AdminCategory, categoryCreateSchema } from '#common/schemas/category';
import type { Paginated } from '#common/schemas/pagination';

// Add/Edit category (docs/product.md §4): Category Name, Brand (required), Description, Category Image
// (folder categories) and Active.

const valuesOf = (category: AdminCategory | null) => ({
  name: category?.name ?? '',
  brand_id: category ? String(category.brand_id) : '',
  description: category?.description ?? '',
  image: category?.image ?? null,
  is_active: category?.is_active ?? true,
});

export function CategoryEditor({ record: category, onClose, onSaved }: RecordEditorProps<AdminCategory>) {
  const form = useForm({ resolver: zodResolver(categoryCreateSchema), defaultValues: valuesOf(category) });
  const { errors } = form.formState;
  // Every brand, inactive ones marked: a category may be filed under a brand that is not yet shown.
  const brands = useAdminQuery<Paginated<AdminBrand>>(
    ['brands', 'options'],
    `/admin/brands?per_page=${MAX_ALL_PER_PAGE}`,
  );
  const save = useRecordSave(form, {
    resource: 'categories',
    id: category?.id ?? null,
    noun: 'category',
    onSaved: () => onSaved(category ? 'Category updated successfully!' : 'Category created successfully!'),
  });

  return (
    <EditorForm
      {...save}
      {...recordEditing('Category', 'category', category, onSaved)}
      onClose={onClose}
      size="md"
    >
      <TextField form={form} name="name" label="Category Name" required autoComplete="off" />
      <Field
        label="Brand"
        required
        error={errors.brand_id?.message}
        hint={brands.isError ? 'The brands could not be loaded. Close and try again.' : undefined}
      >
        {(control) => (
          // Controlled, so the saved brand shows as soon as the options arrive.
          <Controller
            control={form.control}
            name="brand_id"
            render={({ field }) => (
              <Select {...control} {...field} value={String(field.value ?? '')}>
                <option value="">{brands.isPending ? 'Loading brands...' : 'Select a brand'}</option>
                <Options
                  options={(brands.data?.data ?? []).map((brand) => ({
                    value: String(brand.id),
                    label: brand.is_active ? brand.name : `${brand.name} (inactive)`,
                  }))}
                />
              </Select>
            )}
          />
        )}
      </Field>
      <TextAreaField form={form} name="description" label="Description" rows={3} />
      <ImageField control={form.control} name="image" label="Category Image" folder="categories" />
      <CheckboxField label="Active" registration={form.register('is_active')} />
    </EditorForm>
  );
}
