import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { RecordEditorProps } from '#app/components/admin/crud-section';
import { CheckboxField, EditorForm, recordEditing } from '#app/components/admin/editor-form';
import { ImageField } from '#app/components/admin/upload/image-field';
import { useRecordSave } from '#app/components/admin/use-record-save';
import { TextAreaField, TextField } from '#app/components/forms/form-fields';
import { type AdminBrand, brandCreateSchema } from '#common/schemas/brand';

// Add/Edit brand (docs/product.md §4): name, description, logo (folder brands, 5 MB) and Active.

const valuesOf = (brand: AdminBrand | null) => ({
  name: brand?.name ?? '',
  description: brand?.description ?? '',
  logo: brand?.logo ?? null,
  is_active: brand?.is_active ?? true,
});

export function BrandEditor({ record: brand, onClose, onSaved }: RecordEditorProps<AdminBrand>) {
  const form = useForm({ resolver: zodResolver(brandCreateSchema), defaultValues: valuesOf(brand) });
  const save = useRecordSave(form, {
    resource: 'brands',
    id: brand?.id ?? null,
    noun: 'brand',
    onSaved: () => onSaved(brand ? 'Brand updated successfully' : 'Brand created successfully'),
  });

  return (
    <EditorForm {...save} {...recordEditing('Brand', 'brand', brand, onSaved)} onClose={onClose} size="md">
      <TextField form={form} name="name" label="Name" required autoComplete="off" />
      <TextAreaField form={form} name="description" label="Description" rows={3} />
      <ImageField control={form.control} name="logo" label="Logo" folder="brands" />
      <CheckboxField label="Active" registration={form.register('is_active')} />
    </EditorForm>
  );
}
