import { useFormContext } from 'react-hook-form';
import { ImageField } from '#app/components/admin/upload/image-field';
import { MAX_VARIANT_IMAGES } from '#common/constants';
import type { VariantFormInput } from '#common/schemas/variant';

// docs/product.md §4: up to four uploads into the "variants" folder; the first filled slot is the main image.

export function VariantImagesField() {
  const { control } = useFormContext<VariantFormInput>();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-charcoal">Images</legend>
      <p className="mb-3 text-sm text-neutral-600">
        Up to {MAX_VARIANT_IMAGES} images. The first one is shown on product cards.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: MAX_VARIANT_IMAGES }, (_, index) => (
          <ImageField
            // biome-ignore lint/suspicious/noArrayIndexKey: the four slots are fixed positions
            key={index}
            control={control}
            name={`images.${index}`}
            label={`Image ${index + 1}`}
            folder="variants"
          />
        ))}
      </div>
    </fieldset>
  );
}
