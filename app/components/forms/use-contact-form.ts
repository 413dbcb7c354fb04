import { type FormEvent, type RefObject, useRef, useState } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ResultState, VALIDATION_RESULT } from '#app/components/modals/result-dialog';
import { ApiError } from '#app/lib/api';
import { MARKETING_OPT_IN_FIELD } from '#common/consent-fields';
import type { FormDraft } from './form-draft';
import { invalidFields } from './invalid-fields';
import { type SpamGuard, useSpamGuard } from './spam-guard';

/**
 * Every contact form field is a text control, so form values are strings, except the marketing
 * choice's checkbox (docs/product.md §21), a boolean that every form starts with as false.
 */
export type FormValues = Record<string, string | boolean>;
const withConsent = (values: FormValues): FormValues => ({ [MARKETING_OPT_IN_FIELD]: false, ...values });
export type ContactForm = UseFormReturn<FormValues>;

// docs/product.md §5: while typing, an emptied required field says "This field is required"; on submit the
// schema's own words ("Name is required") stand.
const REQUIRED = /^(Name|Message|Subject) is required$/;
const LIVE_REQUIRED = 'This field is required';

/** A schema, or a loader of one: forms on first paint pass a loader so Zod is not in the page's first load. */
type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

function liveResolver(schema: SchemaSource, phase: { current: 'submit' | 'live' }): Resolver<FormValues> {
  // Zod and the resolver arrive with the first validation (the first keystroke or submit).
  let base: Promise<Resolver<FormValues>> | undefined;
  const resolver = () =>
    (base ??= Promise.all([
      import('@hookform/resolvers/zod'),
      typeof schema === 'function' ? schema() : schema,
    ])
      .then(([{ zodResolver }, loaded]) => zodResolver(loaded as never) as unknown as Resolver<FormValues>)
      .catch((error) => {
        base = undefined; // a failed download is tried again on the next validation
        throw error;
      }));
  return async (values, context, options) => {
    const live = phase.current === 'live';
    const result = await (await resolver())(values, context, options);
    if (live) {
      for (const error of Object.values(result.errors)) {
        if (error && typeof error.message === 'string' && REQUIRED.test(error.message))
          error.message = LIVE_REQUIRED;
      }
    }
    return result;
  };
}

export interface ContactFormOptions {
  schema: SchemaSource;
  /** What the form starts from and goes back to after a send. */
  defaultValues: FormValues;
  /** What it shows now, when that differs: a page form's text typed before this code arrived. */
  initialValues?: FormValues;
  /** The form's spam checks, when its honeypot was on the page before this hook (deferred-form.ts). */
  guard?: SpamGuard;
  /** Posts the parsed values (schema output); throws ApiError on failure. */
  send: (values: Record<string, unknown>) => Promise<unknown>;
  /** The success dialog, or a function of the sent values (the contact page words it per type). */
  success: ResultState | ((values: FormValues) => ResultState);
  /** Text of the failure dialog (titled Error). */
  failure: string;
  invalid?: ResultState;
  /** Server field names that the form shows under another field (project_description → message). */
  fieldMap?: Record<string, string>;
  /**
   * 422 errors on names the form has no field for (a quote list's `items.2.variant_id`): the
   * caller shows them where they belong and returns true when it did.
   */
  onOtherErrors?: (errors: Record<string, string[]>) => boolean;
  onSuccess?: () => void;
  /** A page form's typed details kept in the tab until sent (form-draft.ts; deferred forms only). */
  draft?: FormDraft;
  /** The form on the page, for a submit that comes without its event (deferred-form.tsx). */
  formRef?: RefObject<HTMLFormElement | null>;
}

/**
 * react-hook-form over the shared Zod schema (validated on change once the visitor types), plus the
 * result dialog: Validation Error on an invalid submit, the success text (form reset), or the
 * failure text (form kept). Server 422 errors land under their fields.
 */
export function useContactForm(options: ContactFormOptions) {
  const phase = useRef<'submit' | 'live'>('live');
  const [result, setResult] = useState<ResultState | null>(null);
  // The form last submitted: the Validation Error names its invalid fields by their labels.
  const formElement = useRef<HTMLFormElement | null>(null);
  const showInvalid = (names: string[]) =>
    setResult({
      ...(options.invalid ?? VALIDATION_RESULT),
      fields: invalidFields(formElement.current, names),
    });
  // Render <SpamGuardField guard={ctl.guard} /> inside the form; its fields travel with every send.
  const ownGuard = useSpamGuard();
  const guard = options.guard ?? ownGuard;
  const form = useForm<FormValues>({
    resolver: liveResolver(options.schema, phase),
    defaultValues: withConsent(options.initialValues ?? options.defaultValues),
    mode: 'onChange',
  });

  const onValid = async (values: FormValues) => {
    const page = typeof window === 'undefined' ? undefined : window.location.pathname;
    try {
      await options.send({ ...values, page, ...guard.fields() });
      form.reset(withConsent(options.defaultValues));
      guard.restart();
      options.onSuccess?.();
      setResult(typeof options.success === 'function' ? options.success(values) : options.success);
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 422 ? Object.entries(error.errors) : [];
      const known = fields.filter(([name]) => (options.fieldMap?.[name] ?? name) in form.getValues());
      const others = fields.filter((field) => !known.includes(field));
      const shownElsewhere =
        others.length > 0 && options.onOtherErrors?.(Object.fromEntries(others)) === true;
      if (known.length > 0 || shownElsewhere) {
        const names = known.map(([name]) => options.fieldMap?.[name] ?? name);
        for (const [index, [, messages]] of known.entries())
          form.setError(names[index]!, { type: 'server', message: messages[0] });
        showInvalid(names);
        return;
      }
      setResult({ kind: 'error', title: 'Error', message: options.failure });
    }
  };

  const onSubmit = async (event?: FormEvent) => {
    phase.current = 'submit';
    const target = event?.currentTarget;
    formElement.current = target instanceof HTMLFormElement ? target : (options.formRef?.current ?? null);
    try {
      await form.handleSubmit(onValid, (errors) => showInvalid(Object.keys(errors)))(event);
    } finally {
      phase.current = 'live';
    }
  };

  /** Back to the defaults with no errors (closing a modal, or a new default product). */
  const resetForm = (values: FormValues = options.defaultValues) => {
    form.reset(values);
    guard.restart();
  };

  return {
    form,
    guard,
    onSubmit,
    resetForm,
    sending: form.formState.isSubmitting,
    error: (name: string) => form.formState.errors[name]?.message as string | undefined,
    result,
    closeResult: () => setResult(null),
  };
}
