import { type FormEvent, useState } from 'react';
import type { UploadedImage } from '#app/components/admin/upload/upload-client';
import { useImageUpload } from '#app/components/admin/upload/use-image-upload';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { Field, FormAlert, Input } from '#app/components/ui/field';
import { IMAGE_MAX_BYTES } from '#common/constants';

// Uploads a picture into the news folder and hands back its address with the alt text, which is
// required: an article's pictures are read out to people who cannot see them. Like the link
// dialog, its submit must not bubble up to the news form. A 401 signs out (use-image-upload.ts).

export interface InsertedImage extends UploadedImage {
  alt: string;
}

export function ImageDialog({
  open,
  onInsert,
  onClose,
}: {
  open: boolean;
  onInsert: (image: InsertedImage) => void;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next || busy ? null : onClose())}
      title="Insert image"
      size="sm"
    >
      {open ? <ImageForm busy={busy} setBusy={setBusy} onInsert={onInsert} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ImageForm({
  busy,
  setBusy,
  onInsert,
  onClose,
}: {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onInsert: (image: InsertedImage) => void;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ file?: string; alt?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const uploadImage = useImageUpload();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const problems = {
      file: file ? undefined : 'Choose an image to upload',
      alt: alt.trim() ? undefined : 'Alt text is required',
    };
    setErrors(problems);
    if (!file || problems.alt) return;
    setFailure(null);
    setBusy(true);
    try {
      const uploaded = await uploadImage(file, 'news', { maxBytes: IMAGE_MAX_BYTES });
      onInsert({ ...uploaded, alt: alt.trim() });
    } catch (problem) {
      setFailure(problem instanceof Error ? problem.message : 'Upload failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Field label="Image file" required error={errors.file} hint="JPG, PNG, GIF or WebP, up to 10 MB.">
        {(control) => (
          <Input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            disabled={busy}
            className="file:mr-3 file:rounded file:border-0 file:bg-neutral-200 file:px-3 file:py-1 file:text-sm file:font-medium"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setErrors((e) => ({ ...e, file: undefined }));
            }}
          />
        )}
      </Field>
      <Field
        label="Alt text"
        required
        error={errors.alt}
        hint="Describe the picture for people who cannot see it."
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            value={alt}
            disabled={busy}
            onChange={(event) => {
              setAlt(event.target.value);
              setErrors((e) => ({ ...e, alt: undefined }));
            }}
          />
        )}
      </Field>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" className="text-charcoal" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Uploading...' : 'Insert image'}
        </Button>
      </div>
    </form>
  );
}
