import { zodResolver } from '@hookform/resolvers/zod';
import type { MouseEvent } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useConfirm } from '#app/components/admin/confirm-dialog';
import type { RecordEditorProps } from '#app/components/admin/crud-section';
import { EditorForm, recordEditing } from '#app/components/admin/editor-form';
import { TextListField } from '#app/components/admin/text-list-field';
import { ImageField } from '#app/components/admin/upload/image-field';
import { ImageUpload } from '#app/components/admin/upload/image-upload';
import { useRecordSave } from '#app/components/admin/use-record-save';
import { TextAreaField, TextField } from '#app/components/forms/form-fields';
import {
  MAX_PRODUCT_IMAGES,
  type Product,
  type ProductFormInput,
  type ProductFormValues,
  productFormSchema,
} from '#common/schemas/product';
import { BrandCategoryFields } from './brand-category-fields';
import { ProductVariants } from './product-variants';
import { useProductOptions } from './use-product-options';

// Add/Edit product: the simple form of docs/product.md §4 (brand, category, name, introduction, image) and rich
// form (features, applications, images, variants) as one editor.

const rowsOf = (items: string[] | undefined) =>
  items && items.length > 0 ? items.map((value) => ({ value })) : [{ value: '' }];

function valuesOf(product: Product | null): ProductFormInput {
  const images = product?.images ?? [];
  return {
    brand_id: product ? String(product.brand_id) : '',
    category_id: product ? String(product.category_id) : '',
    name: product?.name ?? '',
    introduction: product?.introduction ?? '',
    image: product?.image ?? null,
    features: rowsOf(product?.features),
    applications: rowsOf(product?.applications),
    images: Array.from({ length: MAX_PRODUCT_IMAGES }, (_, i) => images[i] ?? null),
  };
}

export function ProductEditor({ record: product, onClose, onSaved }: RecordEditorProps<Product>) {
  const form = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: valuesOf(product),
  });
  const { errors, isDirty } = form.formState;
  const options = useProductOptions(product);
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const save = useRecordSave(form, {
    resource: 'products',
    id: product?.id ?? null,
    noun: 'product',
    onSaved: () => onSaved(product ? 'Product updated successfully!' : 'Product created successfully!'),
  });

  const leaveForVariants = async (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (!isDirty) return;
    event.preventDefault();
    const ok = await confirm({
      title: 'Discard changes?',
      description: 'You have unsaved changes to this product. Leave without saving?',
      confirmLabel: 'Discard',
      cancelLabel: 'Keep editing',
    });
    if (ok) navigate(to);
  };

  return (
    <EditorForm
      {...save}
      {...recordEditing('Product', 'product', product, onSaved)}
      onClose={onClose}
      className="grid gap-5"
    >
      <BrandCategoryFields
        control={form.control}
        setValue={form.setValue}
        errors={errors}
        options={options}
      />
      <TextField form={form} name="name" label="Name" required autoComplete="off" />
      <TextAreaField form={form} name="introduction" label="Introduction" rows={4} />
      <ImageField control={form.control} name="image" label="Main Image" folder="products" />
      <FormProvider {...form}>
        <TextListField name="features" legend="Features" item="Feature" />
        <TextListField name="applications" legend="Applications" item="Application" />
      </FormProvider>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-charcoal">
          More images <span className="font-normal text-neutral-600">(up to {MAX_PRODUCT_IMAGES})</span>
        </legend>
        <Controller
          control={form.control}
          name="images"
          render={({ field, fieldState }) => (
            <>
              <div className="grid gap-4 sm:grid-cols-2">
                {field.value.map((url, index) => (
                  <ImageUpload
                    // Fixed slots: the index is the slot's identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    key={index}
                    label={`Image ${index + 1}`}
                    folder="products"
                    value={url ?? null}
                    onChange={(next) => field.onChange(field.value.map((v, i) => (i === index ? next : v)))}
                  />
                ))}
              </div>
              {fieldState.error?.message ? (
                <p className="mt-1 text-sm text-red-700">{fieldState.error.message}</p>
              ) : null}
            </>
          )}
        />
      </fieldset>
      {product ? <ProductVariants productId={product.id} onLeave={leaveForVariants} /> : null}
      {/* The leave-for-variants question; a portal, so it is not inside the form on the page. */}
      {dialog}
    </EditorForm>
  );
}
