import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { type AdminBrand, type BrandCreateInput, brandCreateSchema } from '../../../../common/schemas/brand';
import { Field, FormAlert, Input, Textarea } from '../../ui/field';
import { failureText, fieldErrors, useAdminMutation } from '../admin-api';
import { EditorModal, ModalActions } from '../editor-modal';
import { ImageUpload } from '../upload/image-upload';

// Add/Edit brand (spec §2): name, description, logo (folder brands, 5 MB) and Active.

const valuesOf = (brand: AdminBrand | null) => ({
  name: brand?.name ?? '',
  description: brand?.description ?? '',
  logo: brand?.logo ?? null,
  is_active: brand?.is_active ?? true,
});

export function BrandEditor({
  open,
  brand,
  onClose,
  onSaved,
}: {
  open: boolean;
  /** The brand being edited, or null to add one. */
  brand: AdminBrand | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const form = useForm({ resolver: zodResolver(brandCreateSchema), defaultValues: valuesOf(brand) });
  const { errors, isDirty, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const save = useAdminMutation((body: BrandCreateInput) =>
    brand
      ? { path: `/admin/brands/${brand.id}`, method: 'PUT', body }
      : { path: '/admin/brands', method: 'POST', body },
  );

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await save.mutateAsync(values);
      onSaved(brand ? 'Brand updated successfully' : 'Brand created successfully');
    } catch (error) {
      const fields = fieldErrors(error);
      for (const [field, message] of Object.entries(fields))
        form.setError(field as keyof BrandCreateInput, { message });
      setFailure(
        Object.keys(fields).length > 0 ? 'Failed to save brand' : failureText(error, 'Failed to save brand'),
      );
    }
  });

  return (
    <EditorModal
      open={open}
      onClose={onClose}
      title={brand ? 'Edit Brand' : 'Add Brand'}
      dirty={isDirty}
      busy={isSubmitting}
      size="md"
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <Field label="Name" required error={errors.name?.message}>
          {(control) => <Input autoComplete="off" {...control} {...form.register('name')} />}
        </Field>
        <Field label="Description" error={errors.description?.message}>
          {(control) => <Textarea rows={3} {...control} {...form.register('description')} />}
        </Field>
        <Controller
          control={form.control}
          name="logo"
          render={({ field, fieldState }) => (
            <ImageUpload
              label="Logo"
              folder="brands"
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
        <ModalActions submitLabel={brand ? 'Update Brand' : 'Create Brand'} busy={isSubmitting} />
      </form>
    </EditorModal>
  );
}
