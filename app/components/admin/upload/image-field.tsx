import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import type { UploadFolder } from '#common/constants';
import { ImageUpload } from './image-upload';

/** The upload widget bound to one form field that holds a stored address (or null). */
export function ImageField<T extends FieldValues, O>({
  control,
  name,
  label,
  folder,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  folder: UploadFolder;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUpload
          label={label}
          folder={folder}
          value={field.value ?? null}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
