import type { ChangeEvent, ComponentProps, KeyboardEvent } from 'react';
import { Field, Input, Textarea } from '#app/components/ui/field';

// Fields bound to a contact form by name: label, control and the field's error in one line each.

/**
 * What a field needs from its form: react-hook-form's own `register` and errors, or, on a page
 * form whose code has not arrived yet, a stand-in that only names the control (deferred-form.ts).
 * Either way the markup is the same, so the one swaps in for the other without a change on screen.
 */
export interface FieldsForm {
  // A method, so a typed form's `register` (names narrowed to its fields) is accepted here too.
  register(name: string): {
    name: string;
    onChange?: (event: ChangeEvent<HTMLElement>) => unknown;
    onBlur?: (event: { target: unknown; type?: unknown }) => unknown;
    ref?: (element: HTMLElement | null) => void;
  };
  formState: { errors: Partial<Record<string, { message?: unknown }>> };
}

export interface Base {
  form: FieldsForm;
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
}

const errorOf = (form: FieldsForm, name: string) =>
  form.formState.errors[name]?.message as string | undefined;

/**
 * Splits a bound field's props: what its Field shows (label, hint, the form's error for the name),
 * the control's own props, and the form's registration, which every control spreads last.
 */
export function bindField<T extends Base>({ form, name, label, required, hint, className, ...control }: T) {
  return {
    field: { label, required, hint, className, error: errorOf(form, name) },
    control,
    registration: form.register(name),
  };
}

export function TextField(props: Base & Omit<ComponentProps<'input'>, 'name' | 'form'>) {
  const { field, control, registration } = bindField(props);
  return <Field {...field}>{(aria) => <Input {...control} {...aria} {...registration} />}</Field>;
}

/** Enter in a one-line field submits its form, as in an <input>, rather than adding a line. */
function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}

/**
 * A one-line value that must be read whole (a model's full name, a subject made from it): where
 * an <input> cuts the text at its edge, this wraps and grows with it (field-sizing; browsers
 * without it show two lines). The value and its name are those of a text field.
 */
export function WrapTextField(props: Base & Omit<ComponentProps<'textarea'>, 'name' | 'form' | 'rows'>) {
  const { field, control, registration } = bindField(props);
  return (
    <Field {...field}>
      {(aria) => (
        <Textarea rows={2} onKeyDown={submitOnEnter} {...control} {...aria} {...registration} grow />
      )}
    </Field>
  );
}

/** Both ways a Philippine mobile is written; a landline is refused (common/phone.ts). */
const PHONE_HINT = '09XX XXX XXXX or +63 9XX XXX XXXX';

/**
 * Keeps every character typed, pasted or autofilled ("+63 917 123 4567"): the shared schema turns
 * it into the 11 stored digits and says when it is not a phone (common/phone.ts). Cutting or
 * filtering here changed numbers before they could be read whole.
 */
function PhoneField({
  form,
  name = 'phone',
  label = 'Phone',
  required,
  className,
}: Partial<Base> & { form: FieldsForm }) {
  return (
    <Field
      label={label}
      required={required}
      error={errorOf(form, name)}
      className={className}
      hint={PHONE_HINT}
    >
      {(control) => (
        <Input type="tel" inputMode="tel" autoComplete="tel" {...control} {...form.register(name)} />
      )}
    </Field>
  );
}

export function TextAreaField(props: Base & Omit<ComponentProps<'textarea'>, 'name' | 'form'>) {
  const { field, control, registration } = bindField(props);
  return <Field {...field}>{(aria) => <Textarea {...control} {...aria} {...registration} />}</Field>;
}

/**
 * Name, email, phone (and company) — the head of every contact form, two columns from sm up.
 * `phoneRequired` marks the phone as asked for (the product page's form asks for it); whether it
 * may be left empty stays the schema's to say.
 */
export function ContactPersonFields({
  form,
  company = true,
  phoneRequired = false,
}: {
  form: FieldsForm;
  company?: boolean;
  phoneRequired?: boolean;
}) {
  return (
    <>
      <TextField form={form} name="name" label="Full Name" required autoComplete="name" />
      <TextField form={form} name="email" label="Email" required type="email" autoComplete="email" />
      <PhoneField form={form} required={phoneRequired} />
      {company ? <TextField form={form} name="company" label="Company" autoComplete="organization" /> : null}
    </>
  );
}
