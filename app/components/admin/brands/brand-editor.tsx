import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { CrudEditorProps } from '#app/components/admin/crud-section';
import { CheckboxField, EditorForm } from '#app/components/admin/editor-form';
import { ImageField } from '#app/components/admin/upload/image-field';
import { useRecordSave } from '#app/components/admin/use-record-save';
import { Field, Input, Textarea } from '#app/components/ui/field';
import { type AdminBrand, brandCreateSchema } from '#common/schemas/brand';

// Add/Edit brand (docs/product.md §4): name, description, logo (folder brands, 5 MB) and Active.

const valuesOf = (brand: AdminBrand | null) => ({
  name: brand?.name ?? '',
  description: brand?.description ?? '',
  logo: brand?.logo ?? null,
  is_active: brand?.is_active ?? true,
});

export function BrandEditor({
  record: brand,
  onClose,
  onSaved,
}: Pick<CrudEditorProps<AdminBrand>, 'record' | 'onClose' | 'onSaved'>) {
  const form = useForm({ resolver: zodResolver(brandCreateSchema), defaultValues: valuesOf(brand) });
  const { errors, isDirty, isSubmitting } = form.formState;
  const { failure, onSubmit } = useRecordSave(form, {
    resource: 'brands',
    id: brand?.id ?? null,
    noun: 'brand',
    onSaved: () => onSaved(brand ? 'Brand updated successfully' : 'Brand created successfully'),
  });

  return (
    <EditorForm
      onClose={onClose}
      title={brand ? 'Edit Brand' : 'Add Brand'}
      dirty={isDirty}
      busy={isSubmitting}
      size="md"
      failure={failure}
      onSubmit={onSubmit}
      submitLabel={brand ? 'Update Brand' : 'Create Brand'}
    >
      <Field label="Name" required error={errors.name?.message}>
        {(control) => <Input autoComplete="off" {...control} {...form.register('name')} />}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {(control) => <Textarea rows={3} {...control} {...form.register('description')} />}
      </Field>
      <ImageField control={form.control} name="logo" label="Logo" folder="brands" />
      <CheckboxField label="Active" registration={form.register('is_active')} />
    </EditorForm>
  );
}
