import { ContactPersonFields, TextField } from '#app/components/forms/form-fields';
import { SelectField } from '#app/components/forms/select-field';
import type { FormValues } from '#app/components/forms/use-contact-form';
import { useResponseHours } from '#app/components/layout/site-data';
import { api } from '#app/lib/api';
import { generalInquirySchema } from '#common/schemas/contact';
import { FormModal } from './form-modal';
import { type ModalProduct, type ProductModalProps, useProductModal } from './use-product-modal';

// docs/product.md §3: interest areas (products is the default) and the modal's subject choices.
const INTEREST_AREAS = [
  { value: 'products', label: 'Products & Equipment' },
  { value: 'services', label: 'Services' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'careers', label: 'Careers' },
  { value: 'other', label: 'Other' },
] as const;

const INQUIRY_SUBJECTS = [
  { value: 'product-information', label: 'Product Information' },
  { value: 'technical-support', label: 'Technical Support' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'general', label: 'General' },
  { value: 'other', label: 'Other' },
] as const;

function inquiryDefaults(product: ModalProduct | undefined, home: boolean): FormValues {
  const label = product ? product.fullName || product.name : '';
  return {
    name: '',
    email: '',
    phone: '',
    company: '',
    subject: label ? (home ? `Inquiry about ${label}` : 'product-information') : '',
    interest_area: home ? 'general' : 'products',
    message: label ? `Hello, I would like more information about the ${label}.` : '',
  };
}

const FAILURE = {
  default: 'Failed to send your inquiry. Please try again or contact us directly.',
  home: 'Failed to send inquiry. Please try again or contact us directly.',
};
const success = (hours: number) => ({
  default: `Thank you for your inquiry. We will get back to you within ${hours} hours.`,
  home: 'Thank you for your inquiry. Our team will respond soon.',
});

/** General Inquiry → POST /api/contact/general (the home version sends interest_area general). */
export function InquiryModal(props: ProductModalProps) {
  const home = props.variant === 'home';
  const hours = useResponseHours()('general');
  const { ctl, frame } = useProductModal(props, {
    prefill: inquiryDefaults,
    schema: generalInquirySchema,
    send: ({ company, ...values }) =>
      api('/contact/general', {
        body: home ? { ...values, interest_area: 'general' } : { ...values, company },
      }),
    success: { title: 'Inquiry Sent!', message: success(hours) },
    failure: FAILURE,
  });

  return (
    <FormModal
      {...frame}
      title="General Inquiry"
      description={`Ask us anything about our equipment and services. We reply within ${hours} hours.`}
      submitLabel="Send Inquiry"
    >
      <ContactPersonFields form={ctl.form} company={!home} />
      {home ? (
        <TextField form={ctl.form} name="subject" label="Subject" required />
      ) : (
        <>
          <SelectField
            form={ctl.form}
            name="interest_area"
            label="Area of Interest"
            options={INTEREST_AREAS}
          />
          <SelectField
            form={ctl.form}
            name="subject"
            label="Subject"
            required
            options={INQUIRY_SUBJECTS}
            placeholder="Select a subject"
          />
        </>
      )}
    </FormModal>
  );
}
