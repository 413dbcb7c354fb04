import { ListPlus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { ContactPersonFields, TextField, WrapTextField } from '#app/components/forms/form-fields';
import type { FormValues } from '#app/components/forms/use-contact-form';
import { useResponseHours } from '#app/components/layout/site-data';
import { Button } from '#app/components/ui/button';
import { api } from '#app/lib/api';
import { paths } from '#app/lib/paths';
import { quoteList } from '#app/lib/quote-list';
import { contactFields, quoteSimpleSchema } from '#common/schemas/contact';
import { FormModal } from './form-modal';
import { type ModalProduct, type ProductModalProps, useProductModal } from './use-product-modal';

// The modal asks for a subject (docs/product.md §5); the home form has none, as in the shared schema.
const modalSchema = quoteSimpleSchema.extend({ subject: contactFields.subject });

const EMPTY: FormValues = {
  name: '',
  email: '',
  phone: '',
  company: '',
  subject: '',
  product: '',
  quantity: '',
  message: '',
};

/** docs/product.md §3: a default product prefills product, subject and a request for pricing. */
function quoteDefaults(product?: ModalProduct): FormValues {
  if (!product) return EMPTY;
  const label = product.fullName || product.name;
  return {
    ...EMPTY,
    product: label,
    subject: `Quote Request for ${label}`,
    message: `Hello, I would like to request pricing and availability for the ${label}. Please send me a quotation.`,
  };
}

const success = (hours: number) => ({
  default: `Thank you for your quote request. We will send you a detailed quote within ${hours} hours.`,
  home: `Thank you for your interest. Our sales team will contact you within ${hours} hours.`,
});
const FAILURE = {
  default: 'There was an error sending your quote request. Please try again.',
  home: 'Failed to send quote request. Please try again or contact us directly.',
};

/** Request a Quote → POST /api/contact/quote-simple. */
export function QuoteModal(props: ProductModalProps) {
  const { onOpenChange, defaultProduct } = props;
  const home = props.variant === 'home';
  const hours = useResponseHours()('quote-simple');
  const { ctl, frame } = useProductModal(props, {
    prefill: quoteDefaults,
    schema: home ? quoteSimpleSchema : modalSchema,
    send: ({ subject, ...values }) =>
      api('/contact/quote-simple', { body: home ? values : { ...values, subject } }),
    success: { title: 'Quote Request Sent!', message: success(hours) },
    failure: FAILURE,
  });

  // docs/product.md §19: this machine goes into the quote list, and the visitor on to /quote.
  const navigate = useNavigate();
  const id = defaultProduct?.id;
  const addMore =
    id === undefined ? null : (
      <Button
        variant="outline"
        disabled={ctl.sending}
        onClick={() => {
          quoteList.add(id);
          onOpenChange(false);
          navigate(paths.quote());
        }}
      >
        <ListPlus aria-hidden className="size-4" />
        Add more machines
      </Button>
    );

  return (
    <FormModal
      {...frame}
      title="Request a Quote"
      description={`Tell us what you need. We reply with pricing and availability within ${hours} hours.`}
      submitLabel="Send Quote Request"
      secondaryAction={addMore}
    >
      <ContactPersonFields form={ctl.form} />
      {/* Both often hold a long model name, which a one-line input would cut off. */}
      {home ? null : (
        <WrapTextField form={ctl.form} name="subject" label="Subject" required className="sm:col-span-2" />
      )}
      <WrapTextField form={ctl.form} name="product" label="Product / Equipment" className="sm:col-span-2" />
      <TextField
        form={ctl.form}
        name="quantity"
        label="Quantity"
        inputMode="numeric"
        placeholder="e.g. 2 units"
      />
    </FormModal>
  );
}
