import { screen, waitFor, within } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectEmailAndPhoneChecked } from '#app/test/person-fields';
import { post, renderSite, siteData } from '#app/test/render-site';
import { acknowledge } from '#app/test/result-dialog';
import { FORM_STARTED_AT_FIELD, HONEYPOT_FIELD } from '#common/spam-fields';
import { EmailModal } from './email-modal';
import { InquiryModal } from './inquiry-modal';
import { QuoteModal } from './quote-modal';
import type { ProductModalProps } from './use-product-modal';

// The Request a Quote, General Inquiry and email modals (docs/product.md §3, §5, §6): their
// validation, what they send, and the product's texts for success and failure. What only a
// browser proves (focus on a touch screen, the whole name at 390 px) stays in tests/e2e.

/** A button named `opener` that opens `Modal`, as the layout's buttons do. */
function withOpener(
  Modal: ComponentType<ProductModalProps>,
  opener: string,
  props: Partial<ProductModalProps> = {},
) {
  function Page() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          {opener}
        </button>
        <Modal open={open} onOpenChange={setOpen} {...props} />
      </>
    );
  }
  return <Page />;
}

async function open(name: string, opener = name) {
  const view = renderSite(withOpener(MODALS[name]!, opener, {}));
  await view.user.click(await screen.findByRole('button', { name: opener }));
  return { ...view, dialog: await screen.findByRole('dialog', { name }) };
}
const MODALS: Record<string, ComponentType<ProductModalProps>> = {
  'Request a Quote': QuoteModal,
  'General Inquiry': InquiryModal,
  'Send Us an Email': EmailModal as ComponentType<ProductModalProps>,
};

type User = ReturnType<typeof renderSite>['user'];
async function fillPerson(user: User, dialog: HTMLElement, extra: Record<string, string> = {}) {
  const d = within(dialog);
  await user.type(d.getByLabelText(/Full Name/), 'Maria Santos');
  await user.type(d.getByLabelText(/^Email/), 'maria@example.com');
  await user.type(d.getByLabelText(/^Phone/), '09171234567');
  for (const [label, value] of Object.entries(extra))
    await user.type(d.getByLabelText(new RegExp(`^${label}`)), value);
}

const REQUIRED = ['Name is required', 'Email is required', 'Subject is required', 'Message is required'];

describe('Request a Quote', () => {
  it('validates on submit and while typing, with the product’s messages', async () => {
    const { user, dialog } = await open('Request a Quote');
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Send Quote Request' }));
    await acknowledge(user, 'Validation Error', 'Please fix the errors in the form before submitting.');
    for (const text of REQUIRED) expect(d.getByText(text)).toBeInTheDocument();

    const name = d.getByLabelText(/Full Name/);
    await user.type(name, 'M');
    await waitFor(() => expect(d.queryByText('Name is required')).toBeNull());
    await user.clear(name);
    expect(await d.findByText('This field is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await expectEmailAndPhoneChecked(user, dialog, { email: 'maria@', phone: '0917-123-456' });
  });

  it('promises the hours of the response target the site data carries (docs/product.md §24)', async () => {
    const data = siteData();
    data.settings.responseHours = { ...data.settings.responseHours, 'quote-simple': 48 };
    post('/contact/quote-simple', 201);
    const { user } = renderSite(withOpener(QuoteModal, 'Get Quote'), { data });
    await user.click(await screen.findByRole('button', { name: 'Get Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a Quote' });
    expect(dialog).toHaveTextContent('pricing and availability within 48 hours.');
    await fillPerson(user, dialog, { Subject: 'Loader', Message: 'Price please.' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Quote Request' }));
    const done = await screen.findByRole('alertdialog', { name: 'Quote Request Sent!' });
    expect(done).toHaveTextContent('detailed quote within 48 hours');
  });

  it('sends to /api/contact/quote-simple, thanks the visitor and resets', async () => {
    const api = post('/contact/quote-simple', 201);
    const { user, dialog } = await open('Request a Quote');
    await fillPerson(user, dialog, {
      Subject: 'Loader for a quarry',
      Quantity: '2',
      Message: 'Price for two units.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send Quote Request' }));
    const done = await screen.findByRole('alertdialog', { name: 'Quote Request Sent!' });
    expect(done).toHaveTextContent('detailed quote within 24 hours');
    expect(api.sent[0]).toMatchObject({
      name: 'Maria Santos',
      subject: 'Loader for a quarry',
      quantity: '2',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request a Quote' })).toBeNull());
    await acknowledge(user, 'Quote Request Sent!');

    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));
    const again = within(await screen.findByRole('dialog', { name: 'Request a Quote' }));
    expect(again.getByLabelText(/Full Name/)).toHaveValue('');
    expect(again.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('shows Sending... while the request runs, then the failure text and stays open', async () => {
    const api = post('/contact/quote-simple', 500, { message: 'x' });
    const release = api.hold();
    const { user, dialog } = await open('Request a Quote');
    await fillPerson(user, dialog, { Subject: 'Crane', Message: 'Availability please.' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Quote Request' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await acknowledge(user, 'Error', 'There was an error sending your quote request. Please try again.');
    const still = screen.getByRole('dialog', { name: 'Request a Quote' });
    expect(within(still).getByLabelText(/Full Name/)).toHaveValue('Maria Santos');
  });

  it('maps server field errors onto the fields', async () => {
    post('/contact/quote-simple', 422, {
      message: 'Please enter a valid email address',
      errors: { email: ['Please enter a valid email address'] },
    });
    const { user, dialog } = await open('Request a Quote');
    await fillPerson(user, dialog, { Subject: 'Crane', Message: 'Hello' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Quote Request' }));
    await acknowledge(user, 'Validation Error');
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
  });

  it('Escape closes it and clears it; opened again it is empty', async () => {
    const { user, dialog } = await open('Request a Quote');
    await user.type(within(dialog).getByLabelText(/Full Name/), 'Someone');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request a Quote' })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));
    const again = within(await screen.findByRole('dialog', { name: 'Request a Quote' }));
    expect(again.getByLabelText(/Full Name/)).toHaveValue('');
  });

  it('a product prefills product, subject and message', async () => {
    const product = { id: 7, name: 'SY215C', fullName: 'Sany SY215C Excavator' };
    const { user } = renderSite(withOpener(QuoteModal, 'Get Quote', { defaultProduct: product }));
    await user.click(await screen.findByRole('button', { name: 'Get Quote' }));
    const d = within(await screen.findByRole('dialog', { name: 'Request a Quote' }));
    expect(d.getByLabelText(/Product \/ Equipment/)).toHaveValue('Sany SY215C Excavator');
    expect(d.getByLabelText(/^Subject/)).toHaveValue('Quote Request for Sany SY215C Excavator');
    expect(d.getByLabelText(/^Message/)).toHaveValue(
      'Hello, I would like to request pricing and availability for the Sany SY215C Excavator. Please send me a quotation.',
    );
  });

  it('the home version has no subject and its own failure text', async () => {
    const api = post('/contact/quote-simple', 500, { message: 'x' });
    const { user } = renderSite(withOpener(QuoteModal, 'Get Free Quote', { variant: 'home' }));
    await user.click(await screen.findByRole('button', { name: 'Get Free Quote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a Quote' });
    expect(within(dialog).queryByLabelText(/^Subject/)).toBeNull();
    await fillPerson(user, dialog, { Message: 'Hello' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Quote Request' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
      'Failed to send quote request. Please try again or contact us directly.',
    );
    expect(api.sent[0]).not.toHaveProperty('subject');
  });
});

describe('General Inquiry', () => {
  it('requires name, email, subject and message; products is the default area', async () => {
    const { user, dialog } = await open('General Inquiry');
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Send Inquiry' }));
    await acknowledge(user, 'Validation Error');
    for (const text of REQUIRED) expect(d.getByText(text)).toBeInTheDocument();
    expect(d.getByLabelText(/Area of Interest/)).toHaveValue('products');
    await user.type(d.getByLabelText(/^Phone/), '0917123456');
    expect(await d.findByText('Phone number must be exactly 11 digits')).toBeInTheDocument();
  });

  it('sends to /api/contact/general and says Inquiry Sent!', async () => {
    const api = post('/contact/general', 201);
    const { user, dialog } = await open('General Inquiry');
    const d = within(dialog);
    await fillPerson(user, dialog, { Company: 'Santos Builders', Message: 'Do you rent cranes?' });
    await user.selectOptions(d.getByLabelText(/^Subject/), 'technical-support');
    await user.selectOptions(d.getByLabelText(/Area of Interest/), 'Services');
    await user.click(d.getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByRole('alertdialog', { name: 'Inquiry Sent!' })).toHaveTextContent(
      'within 24 hours',
    );
    expect(api.sent[0]).toMatchObject({
      subject: 'technical-support',
      interest_area: 'services',
      company: 'Santos Builders',
      phone: '09171234567',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'General Inquiry' })).toBeNull());
  });

  it('a failure keeps the modal open with the product’s text', async () => {
    post('/contact/general', 500, { message: 'x' });
    const { user, dialog } = await open('General Inquiry');
    await fillPerson(user, dialog, { Message: 'Hello' });
    await user.selectOptions(within(dialog).getByLabelText(/^Subject/), 'general');
    await user.click(within(dialog).getByRole('button', { name: 'Send Inquiry' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
      'Failed to send your inquiry. Please try again or contact us directly.',
    );
    await acknowledge(user, 'Error');
    expect(screen.getByRole('dialog', { name: 'General Inquiry' })).toBeInTheDocument();
  });

  it('the home version has no company and sends interest_area general', async () => {
    const api = post('/contact/general', 201);
    const { user } = renderSite(withOpener(InquiryModal, 'Contact Us', { variant: 'home' }));
    await user.click(await screen.findByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'General Inquiry' });
    expect(within(dialog).queryByLabelText(/^Company/)).toBeNull();
    await fillPerson(user, dialog, { Subject: 'Plant visit', Message: 'Can we visit?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Inquiry' }));
    await screen.findByRole('alertdialog', { name: 'Inquiry Sent!' });
    expect(api.sent[0]).toMatchObject({ interest_area: 'general', subject: 'Plant visit' });
    expect(api.sent[0]).not.toHaveProperty('company');
  });
});

describe('Send Us an Email', () => {
  it('validates, sends to /api/contact/inquiry and says Email Sent!', async () => {
    const api = post('/contact/inquiry', 201);
    const { user, dialog } = await open('Send Us an Email');
    const d = within(dialog);
    await user.click(d.getByRole('button', { name: 'Send Email' }));
    await acknowledge(user, 'Validation Error');
    expect(d.getByText('Message is required')).toBeInTheDocument();
    await fillPerson(user, dialog, { Message: 'Please call me about parts.' });
    await user.click(d.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByRole('alertdialog', { name: 'Email Sent!' })).toHaveTextContent(
      'Thank you for contacting us. We will get back to you within 24 hours.',
    );
    expect(api.sent[0]).toMatchObject({ message: 'Please call me about parts.', source: 'contact' });
  });

  it('a failure shows the email failure text', async () => {
    post('/contact/inquiry', 500, { message: 'x' });
    const { user, dialog } = await open('Send Us an Email');
    await fillPerson(user, dialog, { Message: 'Hello' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByRole('alertdialog', { name: 'Error' })).toHaveTextContent(
      'Failed to send your email. Please try again or contact us directly.',
    );
  });
});

describe('in every modal', () => {
  it.each([
    ['Request a Quote', 'Send Quote Request', '/contact/quote-simple', { Subject: 'Loader' }],
    ['General Inquiry', 'Send Inquiry', '/contact/general', {}],
    ['Send Us an Email', 'Send Email', '/contact/inquiry', {}],
  ] as const)(
    '%s: an emptied required field says "This field is required" before any submit; a honeypot no person reaches is sent empty with the time it was opened',
    async (name, send, path, extra) => {
      const api = post(path, 201);
      const before = Date.now();
      const { user, dialog } = await open(name);
      const d = within(dialog);
      const honeypot = dialog.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
      expect(honeypot).toHaveAttribute('tabindex', '-1');
      expect(honeypot).toHaveAttribute('autocomplete', 'off');
      expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(d.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();

      await user.type(d.getByLabelText(/Full Name/), 'M');
      await user.clear(d.getByLabelText(/Full Name/));
      expect(await d.findByText('This field is required')).toBeInTheDocument();
      expect(d.queryByText('Name is required')).toBeNull();

      await fillPerson(user, dialog, { Message: 'Price and delivery to Cebu, please.', ...extra });
      if (name === 'General Inquiry') await user.selectOptions(d.getByLabelText(/^Subject/), 'general');
      await user.click(d.getByRole('button', { name: send }));
      await screen.findByRole('alertdialog');
      expect(api.sent[0]?.[HONEYPOT_FIELD]).toBe('');
      expect(api.sent[0]?.[FORM_STARTED_AT_FIELD]).toBeGreaterThanOrEqual(before);
      expect(api.sent[0]?.[FORM_STARTED_AT_FIELD]).toBeLessThanOrEqual(Date.now());
    },
  );

  it('whatever a bot types into the honeypot is sent, and reopening a modal restarts its clock', async () => {
    const api = post('/contact/quote-simple', 201);
    const { user, dialog } = await open('Request a Quote');
    const honeypot = dialog.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`)!;
    await user.type(honeypot, 'http://spam.example');
    await fillPerson(user, dialog, { Subject: 'Loader', Message: 'Hello' });
    await user.click(within(dialog).getByRole('button', { name: 'Send Quote Request' }));
    await acknowledge(user, 'Quote Request Sent!');
    expect(api.sent[0]?.[HONEYPOT_FIELD]).toBe('http://spam.example');

    const reopened = Date.now();
    await user.click(screen.getByRole('button', { name: 'Request a Quote' }));
    const again = await screen.findByRole('dialog', { name: 'Request a Quote' });
    expect(again.querySelector(`input[name="${HONEYPOT_FIELD}"]`)).toHaveValue('');
    await fillPerson(user, again, { Subject: 'Loader', Message: 'Hello' });
    await user.click(within(again).getByRole('button', { name: 'Send Quote Request' }));
    await screen.findByRole('alertdialog', { name: 'Quote Request Sent!' });
    expect(api.sent[1]?.[HONEYPOT_FIELD]).toBe('');
    expect(api.sent[1]?.[FORM_STARTED_AT_FIELD]).toBeGreaterThanOrEqual(reopened);
  });

  it.each([
    ['pasted', '+63 917 123 4567'],
    ['filled', '0917 123 4567'],
  ])('the quote modal keeps a phone %s whole ("%s") and sends its 11 digits', async (how, written) => {
    const api = post('/contact/quote-simple', 201);
    const { user, dialog } = await open('Request a Quote');
    const d = within(dialog);
    await user.type(d.getByLabelText(/Full Name/), 'Maria Santos');
    await user.type(d.getByLabelText(/^Email/), 'maria@example.com');
    const phone = d.getByLabelText(/^Phone/);
    await user.click(phone);
    if (how === 'pasted') await user.paste(written);
    else await user.type(phone, written);
    await user.type(d.getByLabelText(/^Subject/), 'Loader for a quarry');
    await user.type(d.getByLabelText(/^Message/), 'Price for two units.');
    expect(phone).toHaveValue(written);
    expect(d.queryByText('Phone number must be exactly 11 digits')).toBeNull();
    await user.click(d.getByRole('button', { name: 'Send Quote Request' }));
    await screen.findByRole('alertdialog', { name: 'Quote Request Sent!' });
    expect(api.sent[0]).toMatchObject({ phone: '09171234567' });
  });
});
