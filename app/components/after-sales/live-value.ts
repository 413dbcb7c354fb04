import type { FieldsForm } from '#app/components/forms/form-fields';
import type { ContactForm } from '#app/components/forms/use-contact-form';

/**
 * Sets a control's value from code (a machine picked, a select emptied): through react-hook-form
 * once it holds the form, so the field is checked again; into the control itself before that,
 * where the live form will read it when it arrives (deferred-form.tsx).
 */
export function setLiveValue(form: FieldsForm, name: string, value: string, control?: HTMLElement | null) {
  const live = form as Partial<Pick<ContactForm, 'setValue'>>;
  if (live.setValue)
    live.setValue(name, value, { shouldValidate: Boolean(form.formState.errors[name]), shouldDirty: true });
  else if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) control.value = value;
}
