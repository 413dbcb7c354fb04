import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useAdminQuery } from '#app/components/admin/admin-api';
import type { CrudEditorProps } from '#app/components/admin/crud-section';
import { CheckboxField, EditorForm } from '#app/components/admin/editor-form';
import { ImageField } from '#app/components/admin/upload/image-field';
import { useRecordSave } from '#app/components/admin/use-record-save';
import { Field, Input, Select, Textarea } from '#app/components/ui/field';
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

export function CategoryEditor({
  record: category,
  onClose,
  onSaved,
}: Pick<CrudEditorProps<AdminCategory>, 'record' | 'onClose' | 'onSaved'>) {
  const form = useForm({ resolver: zodResolver(categoryCreateSchema), defaultValues: valuesOf(category) });
  const { errors, isDirty, isSubmitting } = form.formState;
  // Every brand, inactive ones marked: a category may be filed under a brand that is not yet shown.
  const brands = useAdminQuery<Paginated<AdminBrand>>(
    ['brands', 'options'],
    `/admin/brands?per_page=${MAX_ALL_PER_PAGE}`,
  );
  const { failure, onSubmit } = useRecordSave(form, {
    resource: 'categories',
    id: category?.id ?? null,
    noun: 'category',
    onSaved: () => onSaved(category ? 'Category updated successfully!' : 'Category created successfully!'),
  });

  return (
    <EditorForm
      onClose={onClose}
      title={category ? 'Edit Category' : 'Add Category'}
      dirty={isDirty}
      busy={isSubmitting}
      size="md"
      failure={failure}
      onSubmit={onSubmit}
      submitLabel={category ? 'Update Category' : 'Create Category'}
    >
      <Field label="Category Name" required error={errors.name?.message}>
        {(control) => <Input autoComplete="off" {...control} {...form.register('name')} />}
      </Field>
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
                {brands.data?.data.map((brand) => (
                  <option key={brand.id} value={String(brand.id)}>
                    {brand.is_active ? brand.name : `${brand.name} (inactive)`}
                  </option>
                ))}
              </Select>
            )}
          />
        )}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {(control) => <Textarea rows={3} {...control} {...form.register('description')} />}
      </Field>
      <ImageField control={form.control} name="image" label="Category Image" folder="categories" />
      <CheckboxField label="Active" registration={form.register('is_active')} />
    </EditorForm>
  );
}
