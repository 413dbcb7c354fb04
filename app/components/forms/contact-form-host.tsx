import { memo, type RefObject, useLayoutEffect, useState } from 'react';
import { MARKETING_OPT_IN_FIELD } from '#common/consent-fields';
import { readDraft } from './form-draft';
import { type ContactFormOptions, type FormValues, useContactForm } from './use-contact-form';

// The react-hook-form half of a page form (deferred-form.tsx): loaded on the visitor's first
// focus, pointer or keystroke in the form, it takes over the controls already on the page.

export type LiveForm = ReturnType<typeof useContactForm>;

export interface ContactFormHostProps {
  options: ContactFormOptions;
  /** The form on the page, whose controls hold whatever was typed before this code arrived. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Receives the live form after every change of its state (errors, sending, result). */
  onLive: (form: LiveForm) => void;
}

/**
 * The values in the form's controls now, by field name (a radio group gives its checked value, the
 * marketing checkbox whether it is ticked: docs/product.md §21).
 */
function typedValues(form: HTMLFormElement | null, defaults: FormValues): FormValues | undefined {
  if (!form) return undefined;
  const values = { ...defaults };
  for (const name of [...Object.keys(defaults), MARKETING_OPT_IN_FIELD]) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') values[name] = control.checked;
    else if (control && 'value' in control && typeof control.value === 'string') values[name] = control.value;
  }
  return values;
}

/**
 * Holds the form's react-hook-form state and renders nothing: the page keeps rendering the same
 * controls, now bound through `register`, so nothing on screen is replaced (focus, caret and typed
 * text stay). Memoised: the page re-renders on every `onLive`, which must not re-render this.
 */
export const ContactFormHost = memo(function ContactFormHost({
  options,
  formRef,
  onLive,
}: ContactFormHostProps) {
  // Read once, before `register` binds the controls and writes these values back into them. With no
  // form yet (this code was here before the page: a client-side navigation), the tab's draft.
  const [initialValues] = useState(
    () =>
      typedValues(formRef.current, options.defaultValues) ??
      (options.draft ? { ...options.defaultValues, ...readDraft(options.draft) } : undefined),
  );
  const ctl = useContactForm({ ...options, initialValues, formRef });
  // Subscribes this component to error changes (react-hook-form re-renders only for what is read).
  void ctl.form.formState.errors;
  useLayoutEffect(() => onLive({ ...ctl }));
  return null;
});
