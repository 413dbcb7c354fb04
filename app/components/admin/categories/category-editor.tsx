import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { MAX_ALL_PER_PAGE } from '../../../../common/constants';
import type { AdminBrand } from '../../../../common/schemas/brand';
import {
  type AdminCategory,
  type CategoryCreateInput,
  categoryCreateSchema,
} from '../../../../common/schemas/category';
import type { Paginated } from '../../../../common/schemas/pagination';
import { Field, FormAlert, Input, Select, Textarea } from '../../ui/field';
import { failureText, fieldErrors, useAdminMutation, useAdminQuery } from '../admin-api';
import { EditorModal, ModalActions } from '../editor-modal';
import { ImageUpload } from '../upload/image-upload';

// Add/Edit category (spec §2): Category Name, Brand (required), Description, Category Image
// (folder categories) and Active.

const valuesOf = (category: AdminCategory | null) => ({
  name: category?.name ?? '',
  brand_id: category ? String(category.brand_id) : '',
  description: category?.description ?? '',
  image: category?.image ?? null,
  is_active: category?.is_active ?? true,
});

export function CategoryEditor({
  open,
  category,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The category being edited, or null to add one. */
  category: AdminCategory | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const form = useForm({ resolver: zodResolver(categoryCreateSchema), defaultValues: valuesOf(category) });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  // Every brand, inactive ones marked: a category may be filed under a brand that is not yet shown.
  const brands = useAdminQuery<Paginated<AdminBrand>>(
    ['brands', 'options'],
    `/admin/brands?per_page=${MAX_ALL_PER_PAGE}`,
    open,
  );
  const save = useAdminMutation((body: CategoryCreateInput) =>
    category
      ? { path: `/admin/categories/${category.id}`, method: 'PUT', body }
      : { path: '/admin/categories', method: 'POST', body },
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(values);
      onSaved(category ? 'Category updated successfully!' : 'Category created successfully!');
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [field, message] of Object.entries(fields))
        form.setError(field as keyof CategoryCreateInput, { message });
      // Field problems are told under their fields; anything else with the server's reason.
      setFailure(
        Object.keys(fields).length > 0
          ? 'Failed to save category'
          : failureText(error, 'Failed to save category'),
      );
    }
  });

  return (
    <EditorModal
      open={open}
      onClose={onClose}
      title={category ? 'Edit Category' : 'Add Category'}
      dirty={isDirty}
      busy={isSubmitting}
      size="md"
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
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
        <Controller
          control={form.control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageUpload
              label="Category Image"
              folder="categories"
              value={field.value ?? null}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-charcoal">
          <input type="checkbox" className="size-4 accent-charcoal" {...form.register('is_active')} />
          Active
        </label>
        <ModalActions submitLabel={category ? 'Update Category' : 'Create Category'} busy={isSubmitting} />
      </form>
    </EditorModal>
  );
}
