import { Send } from 'lucide-react';
import { FormResultDialog, type ResultState, VALIDATION_RESULT } from '#app/components/modals/result-dialog';
import { Button } from '#app/components/ui/button';
import { api } from '#app/lib/api';
import { RESPONSE_HOURS, SUPPORT_RESPONSE_HOURS } from '#common/site-constants';
import { useDeferredContactForm } from './deferred-form';
import { ContactPersonFields, TextAreaField, TextField } from './form-fields';
import { PrivacyConsentField } from './privacy-consent';
import { SpamGuardField } from './spam-guard';
import type { FormValues } from './use-contact-form';

type InquiryType = 'general' | 'quote' | 'support' | 'partnership';
type Values = Record<string, unknown>;

const INQUIRY_TYPES: readonly { value: InquiryType; label: string }[] = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'quote', label: 'Request a Quote' },
  { value: 'support', label: 'Technical Support' },
  { value: 'partnership', label: 'Partnership' },
];

// docs/product.md §13: the inquiry type chooses the endpoint and the extra fields it needs.
const general = (v: Values, fallbackSubject: string) =>
  api('/contact/general', { body: { ...v, subject: v.subject || fallbackSubject, interest_area: 'other' } });
const SEND: Record<InquiryType, (v: Values) => Promise<unknown>> = {
  general: (v) => general(v, 'General Inquiry'),
  partnership: (v) => general(v, 'Partnership Inquiry'),
  quote: ({ message, ...v }) =>
    api('/contact/quote', { body: { ...v, project_type: 'industrial', project_description: message } }),
  support: (v) =>
    api('/contact/support', {
      body: { ...v, product_type: 'General Equipment', issue_category: 'other', urgency: 'medium' },
    }),
};

// docs/product.md §6: Message Sent! worded per type.
const SENT: Record<InquiryType, string> = {
  general: `Thank you for your message. We will get back to you within ${RESPONSE_HOURS} hours.`,
  partnership: `Thank you for your message. We will get back to you within ${RESPONSE_HOURS} hours.`,
  quote: `Thank you for your quote request. We will send you a detailed quote within ${RESPONSE_HOURS} hours.`,
  support: `Thank you for contacting support. Our team will respond within ${SUPPORT_RESPONSE_HOURS} hours.`,
};

const isType = (v: unknown): v is InquiryType => INQUIRY_TYPES.some((t) => t.value === v);

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

/** The contact page's message form: plain until first used, then react-hook-form (deferred-form.tsx). */
export function ContactMessageForm() {
  const ctl = useDeferredContactForm({
    schema: loadInquirySchema,
    defaultValues: DEFAULTS,
    send: (values) =>
      isType(values.inquiry_type)
        ? SEND[values.inquiry_type](values)
        : api('/contact/inquiry', { body: { ...values, source: 'contact' } }),
    success: (values): ResultState => ({
      kind: 'success',
      title: 'Message Sent!',
      message: SENT[isType(values.inquiry_type) ? values.inquiry_type : 'general'],
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
            {INQUIRY_TYPES.map((t) => (
              <label
                key={t.value}
                className="flex cursor-pointer items-center gap-2 rounded-md border border-neutral-300 bg-white px-3 py-2.5 text-sm font-medium text-charcoal has-checked:border-charcoal has-checked:bg-charcoal has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
              >
                <input
                  type="radio"
                  value={t.value}
                  // Checked in the server-rendered form too. Only until react-hook-form binds the
                  // group: it reads a default-checked radio as "take the value from the page" and
                  // would lose a choice made before its code arrived. (False, not undefined: React
                  // leaves the DOM property as it was when the prop goes away.)
                  defaultChecked={!ctl.bound && t.value === DEFAULTS.inquiry_type}
                  className="size-4 accent-brand"
                  {...form.register('inquiry_type')}
                />
                {t.label}
              </label>
            ))}
          </div>
        </fieldset>
        <ContactPersonFields form={form} />
        <TextField form={form} name="subject" label="Subject" className="sm:col-span-2" />
        <TextAreaField
          form={form}
          name="message"
          label="Message"
          required
          rows={6}
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
