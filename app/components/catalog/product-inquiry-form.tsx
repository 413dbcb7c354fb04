import { useDeferredContactForm } from '#app/components/forms/deferred-form';
import { ContactPersonFields, TextAreaField, WrapTextField } from '#app/components/forms/form-fields';
import { PrivacyConsentField } from '#app/components/forms/privacy-consent';
import { SpamGuardField } from '#app/components/forms/spam-guard';
import { useResponseHours } from '#app/components/layout/site-data';
import { FormResultDialog, VALIDATION_RESULT } from '#app/components/modals/result-dialog';
import { Button } from '#app/components/ui/button';
import { Icon } from '#app/components/ui/icon';
import { api } from '#app/lib/api';
import { CONTACT_FORM_ID } from './product-hero';

// The form is on first paint: its schema (and Zod) load with the first validation.
const loadInquirySchema = () => import('#common/schemas/contact').then((m) => m.inquirySchema);

interface Props {
  variantId: number;
  product: string;
}

/**
 * Get in Touch: an inquiry about this variant, sent to POST /api/contact/inquiry (docs/product.md §5, §6).
 * On first paint as a plain form; react-hook-form arrives with the first use (deferred-form.tsx).
 * Its options are read once: the page keys it by variant.
 */
export function ProductInquiryForm({ variantId, product }: Props) {
  const hours = useResponseHours()('inquiry');
  const ctl = useDeferredContactForm({
    schema: loadInquirySchema,
    defaultValues: { name: '', email: '', phone: '', company: '', product, message: '' },
    send: (values) =>
      api('/contact/inquiry', {
        body: { ...values, product, variant_id: variantId, source: 'product-detail' },
      }),
    success: {
      kind: 'success',
      title: 'Message Sent!',
      message: `Thank you for your interest in ${product}. We will contact you within ${hours} hours.`,
    },
    failure: 'Failed to send message. Please try again or contact us directly.',
    invalid: { ...VALIDATION_RESULT, message: 'Please fill in all required fields.' },
  });
  return (
    <section id={CONTACT_FORM_ID} aria-labelledby="contact-heading" className="scroll-mt-28 bg-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-[2fr_3fr] lg:gap-12 lg:py-16">
        <div>
          <h2 id="contact-heading" className="text-2xl font-semibold tracking-tight sm:text-[2rem]">
            Get in Touch
          </h2>
          <p className="mt-3 text-lg text-neutral-700">
            Ask for pricing, availability and delivery to your site for the {product}.
          </p>
          <p className="mt-4 flex items-center gap-2 text-neutral-600">
            <Icon name="clock" className="size-5 text-charcoal" />
            We reply within {hours} hours.
          </p>
        </div>
        <form {...ctl.formProps} className="grid gap-4 sm:grid-cols-2" aria-labelledby="contact-heading">
          <ContactPersonFields form={ctl.form} phoneRequired />
          <WrapTextField
            form={ctl.form}
            name="product"
            label="Product"
            // In the server-rendered form too, before react-hook-form fills it in.
            defaultValue={product}
            readOnly
            className="sm:col-span-2"
            hint="The model this message is about."
          />
          <TextAreaField
            form={ctl.form}
            name="message"
            label="Message"
            required
            rows={5}
            className="sm:col-span-2"
            placeholder="Quantity, site location, timeline…"
          />
          <PrivacyConsentField form={ctl.form} className="sm:col-span-2" />
          <SpamGuardField guard={ctl.guard} />
          {ctl.host}
          <div className="sm:col-span-2">
            <Button type="submit" disabled={ctl.sending} className="w-full px-6 py-3 text-base sm:w-auto">
              <Icon name="send" className="size-4" />
              {ctl.sending ? 'Sending...' : 'Send Message'}
            </Button>
          </div>
        </form>
      </div>
      <FormResultDialog form={ctl} />
    </section>
  );
}
