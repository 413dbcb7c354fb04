import { Send } from 'lucide-react';
import { useResponseHours } from '#app/components/layout/site-data';
import { FormResultDialog, type ResultState, VALIDATION_RESULT } from '#app/components/modals/result-dialog';
import { Button } from '#app/components/ui/button';
import { api } from '#app/lib/api';
import {
  CONTACT_PAGE_TYPE_VALUES,
  CONTACT_PAGE_TYPES,
  type ContactPageType,
  leadSentText,
} from '#common/lead-kinds';
import { useDeferredContactForm } from './deferred-form';
import { ContactPersonFields, TextAreaField, TextField } from './form-fields';
import { PrivacyConsentField } from './privacy-consent';
import { SpamGuardField } from './spam-guard';
import type { FormValues } from './use-contact-form';

type Values = Record<string, unknown>;
type PageKind = (typeof CONTACT_PAGE_TYPES)[ContactPageType]['kind'];

// docs/product.md §13: the inquiry type (common/lead-kinds.ts) chooses the endpoint; a kind whose
// schema takes other names or extra fields says so here, any other is sent as typed.
const BODY: Partial<Record<PageKind, (v: Values) => Values>> = {
  general: (v) => ({ ...v, interest_area: 'other' }),
  quote: ({ message, ...v }) => ({ ...v, project_type: 'industrial', project_description: message }),
  support: (v) => ({ ...v, product_type: 'General Equipment', issue_category: 'other', urgency: 'medium' }),
};

const isType = (v: unknown): v is ContactPageType => typeof v === 'string' && v in CONTACT_PAGE_TYPES;
const pageType = (values: Values) => {
  const value = values.inquiry_type;
  return isType(value) ? value : 'general';
};

function send(values: Values) {
  const value = values.inquiry_type;
  if (!isType(value)) return api('/contact/inquiry', { body: { ...values, source: 'contact' } });
  const type: { kind: PageKind; subject?: string } = CONTACT_PAGE_TYPES[value];
  const body = type.subject ? { ...values, subject: values.subject || type.subject } : values;
  return api(`/contact/${type.kind}`, { body: BODY[type.kind]?.(body) ?? body });
}

// docs/product.md §6: Message Sent! worded per type.
function sentText(values: Values, hours: (kind: PageKind) => number): string {
  const type: { kind: PageKind; sent?: (hours: number) => string } = CONTACT_PAGE_TYPES[pageType(values)];
  return type.sent?.(hours(type.kind)) ?? leadSentText(type.kind, {}, hours(type.kind));
}

const DEFAULTS: FormValues = {
  inquiry_type: 'general',
  name: '',
  email: '',
  phone: '',
  company: '',
  subject: '',
  message: '',
};

// The form is on first paint: its schema (and Zod) load with the first validation.
const loadInquirySchema = () => import('#common/schemas/contact').then((m) => m.inquirySchema);

/** A search that found nothing (docs/product.md §2.4) as the message it starts the form with. */
const askingFor = (words: string): FormValues => ({
  ...DEFAULTS,
  subject: `Looking for: ${words}`,
  message: `I searched your catalogue for "${words}" and found nothing. Do you have this machine, or can you source it?`,
});

/**
 * The contact page's message form: plain until first used, then react-hook-form (deferred-form.tsx).
 * `lookingFor`: the words of a search that found nothing, filled into the subject and message.
 */
export function ContactMessageForm({ lookingFor }: { lookingFor?: string }) {
  const defaults = lookingFor ? askingFor(lookingFor) : DEFAULTS;
  const hours = useResponseHours();
  const ctl = useDeferredContactForm({
    schema: loadInquirySchema,
    defaultValues: defaults,
    send,
    success: (values): ResultState => ({
      kind: 'success',
      title: 'Message Sent!',
      message: sentText(values, hours),
    }),
    failure: 'Failed to send your message. Please try again or contact us directly.',
    // docs/product.md §5: the page forms' wording. Written here, not shared from a module of its
    // own, which would be one more first-load chunk on this page (§15).
    invalid: { ...VALIDATION_RESULT, message: 'Please correct the highlighted fields.' },
    fieldMap: { project_description: 'message' },
  });
  const { form } = ctl;

  return (
    <>
      <form {...ctl.formProps} className="grid gap-4 sm:grid-cols-2" aria-labelledby="contact-form-title">
        <fieldset className="sm:col-span-2">
          <legend className="mb-2 text-sm font-medium text-charcoal">Inquiry Type</legend>
          <div className="grid grid-cols-2 gap-2 lg:grid-cols-4">
            {CONTACT_PAGE_TYPE_VALUES.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-neutral-300 bg-white px-3 py-2.5 text-sm font-medium text-charcoal has-checked:border-charcoal has-checked:bg-charcoal has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
              >
                <input
                  type="radio"
                  value={value}
                  // Checked in the server-rendered form too. Only until react-hook-form binds the
                  // group: it reads a default-checked radio as "take the value from the page" and
                  // would lose a choice made before its code arrived. (False, not undefined: React
                  // leaves the DOM property as it was when the prop goes away.)
                  defaultChecked={!ctl.bound && value === DEFAULTS.inquiry_type}
                  className="size-4 accent-brand"
                  {...form.register('inquiry_type')}
                />
                {CONTACT_PAGE_TYPES[value].label}
              </label>
            ))}
          </div>
        </fieldset>
        <ContactPersonFields form={form} />
        <TextField
          form={form}
          name="subject"
          label="Subject"
          defaultValue={defaults.subject as string}
          className="sm:col-span-2"
        />
        <TextAreaField
          form={form}
          name="message"
          label="Message"
          required
          rows={6}
          defaultValue={defaults.message as string}
          className="sm:col-span-2"
        />
        <PrivacyConsentField form={form} className="sm:col-span-2" />
        <SpamGuardField guard={ctl.guard} />
        {ctl.host}
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-neutral-600">
            Fields marked <span aria-hidden>*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </p>
          <Button type="submit" disabled={ctl.sending} aria-busy={ctl.sending || undefined}>
            <Send aria-hidden className="size-4" />
            {ctl.sending ? 'Sending...' : 'Send Message'}
          </Button>
        </div>
      </form>
      <FormResultDialog form={ctl} />
    </>
  );
}
