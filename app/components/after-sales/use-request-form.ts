import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useDeferredContactForm } from '#app/components/forms/deferred-form';
import type { FormDraft } from '#app/components/forms/form-draft';
import type { ContactForm, FormValues } from '#app/components/forms/use-contact-form';
import { VALIDATION_RESULT } from '#app/components/modals/result-dialog';
import { api } from '#app/lib/api';
import type { AnswerPromise } from '#common/schemas/after-sales';
import { PHOTO_MESSAGES } from './limits';
import { fieldOf, type LineDraft } from './request-fields';
import { useRequestPhotos } from './use-request-photos';

// What the parts and the service forms share (docs/product.md §30): the contact forms' deferred
// react-hook-form (deferred-form.tsx) over the request's schema, the photos, and the server's
// field errors put under their controls by the request's paths ("items.2.quantity").

/** What the buyer is shown once the request is stored: its reference and who answers by when. */
export interface SentRequest {
  reference: string;
  promise: AnswerPromise;
}

const NO_LINES: readonly LineDraft[] = [];
const segments = (name: string) => name.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));

export function useRequestForm({
  kind,
  defaults,
  draft,
  lines = NO_LINES,
  onSent,
}: {
  kind: 'parts' | 'service';
  defaults: FormValues;
  draft: FormDraft;
  /** The part lines (parts requests). */
  lines?: readonly LineDraft[];
  onSent: (sent: SentRequest) => void;
}) {
  const photos = useRequestPhotos();
  const [photoError, setPhotoError] = useState<string | null>(null);
  // Read when the form is checked: the lists as they are at that moment.
  const lists = useRef({ lines, imageIds: photos.ids });
  lists.current = { lines, imageIds: photos.ids };
  const live = useRef<ContactForm | null>(null);
  const answer = useRef<SentRequest | null>(null);

  const ctl = useDeferredContactForm({
    schema: () => import('./request-form-schema').then((m) => m.requestFormSchema(kind, () => lists.current)),
    defaultValues: defaults,
    draft,
    send: async (values) => {
      const { data } = await api<{ data: SentRequest }>(`/contact/${kind}`, { body: values });
      answer.current = { reference: data.reference, promise: data.promise };
    },
    // The page's own thank-you state, not a dialog (like the quote list's).
    success: { kind: 'success', title: 'Request Sent', message: '' },
    failure: 'There was an error sending your request. Please try again.',
    invalid: { ...VALIDATION_RESULT, message: 'Please correct the highlighted fields.' },
    onOtherErrors: (errors) => {
      const form = live.current;
      if (!form) return false;
      for (const [name, messages] of Object.entries(errors))
        form.setError(fieldOf(segments(name), form.getValues()), { type: 'server', message: messages[0] });
      return true;
    },
    onSuccess: () => {
      photos.clear();
      if (answer.current) onSent(answer.current);
    },
  });
  live.current = ctl.bound ? (ctl.form as ContactForm) : null;

  const errors = ctl.form.formState.errors;
  // Lines that were refused are checked again as they change (after the render that stored them).
  const linesRefused = Boolean(errors.items);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the lines is what checks them again
  useEffect(() => {
    if (linesRefused && live.current) void live.current.trigger('items');
  }, [lines]);

  const onSubmit = (event: FormEvent) => {
    // A photo on its way would be left out of the request: wait for it.
    if (photos.busy) {
      event.preventDefault();
      setPhotoError(PHOTO_MESSAGES.busy);
      return;
    }
    setPhotoError(null);
    ctl.formProps.onSubmit(event);
  };

  return {
    ctl,
    photos,
    photoError: photoError && photos.busy ? photoError : (errors.image_ids?.message as string | undefined),
    formProps: { ...ctl.formProps, onSubmit },
  };
}
