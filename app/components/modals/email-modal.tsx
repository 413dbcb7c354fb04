import { ContactPersonFields, TextField } from '#app/components/forms/form-fields';
import { useContactForm } from '#app/components/forms/use-contact-form';
import { useResponseHours } from '#app/components/layout/site-data';
import { api } from '#app/lib/api';
import { inquirySchema } from '#common/schemas/contact';
import { FormModal } from './form-modal';

export interface EmailModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const DEFAULTS = { name: '', email: '', phone: '', company: '', subject: '', message: '' };

/** The contact page's "send us an email" form → POST /api/contact/inquiry. */
export function EmailModal({ open, onOpenChange }: EmailModalProps) {
  const hours = useResponseHours()('inquiry');
  const ctl = useContactForm({
    schema: inquirySchema,
    defaultValues: DEFAULTS,
    send: (values) => api('/contact/inquiry', { body: { ...values, source: 'contact' } }),
    success: {
      kind: 'success',
      title: 'Email Sent!',
      message: `Thank you for contacting us. We will get back to you within ${hours} hours.`,
    },
    failure: 'Failed to send your email. Please try again or contact us directly.',
    onSuccess: () => onOpenChange(false),
  });

  return (
    <FormModal
      open={open}
      onOpenChange={onOpenChange}
      title="Send Us an Email"
      description="Write to our sales and service team. Your message reaches the right person."
      submitLabel="Send Email"
      ctl={ctl}
      messageRows={6}
    >
      <ContactPersonFields form={ctl.form} />
      <TextField form={ctl.form} name="subject" label="Subject" className="sm:col-span-2" />
    </FormModal>
  );
}
