import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { post, renderSite } from '#app/test/render-site';
import { acknowledge } from '#app/test/result-dialog';
import { FORM_STARTED_AT_FIELD, HONEYPOT_FIELD } from '#common/spam-fields';
import { ProductInquiryForm } from './product-inquiry-form';

// The product page's Get in Touch form (docs/product.md §5, §6): its messages, what it sends about
// the variant, its thanks and its failure. Get Pricing scrolling to it is a browser test.

const NAME = 'NL-50 Wheel Loader';
const form = () => screen.getByRole('form', { name: 'Get in Touch' });

function renderForm() {
  const view = renderSite(<ProductInquiryForm variantId={42} product={NAME} />);
  return view;
}
type User = ReturnType<typeof renderSite>['user'];

async function fill(user: User, message: string) {
  const f = within(form());
  await user.type(f.getByLabelText(/Full Name/), 'Maria Santos');
  await user.type(f.getByLabelText(/^Email/), 'maria@example.com');
  await user.type(f.getByLabelText(/^Phone/), '09171234567');
  await user.type(f.getByLabelText(/^Message/), message);
}

describe('the product page Get in Touch form', () => {
  it('empty required fields give the Validation Error dialog; Phone is required here', async () => {
    const { user } = renderForm();
    const f = within(await screen.findByRole('form', { name: 'Get in Touch' }));
    // Phone too, like name, email and message: required, and its label marked with an asterisk.
    for (const label of [/Full Name/, /^Email/, /^Phone/, /^Message/]) {
      const field = f.getByLabelText(label);
      expect(field).toHaveAttribute('aria-required', 'true');
      expect(field.closest('div')?.querySelector('label')).toHaveTextContent('*');
    }
    await user.click(f.getByRole('button', { name: 'Send Message' }));
    await acknowledge(user, 'Validation Error', 'Please fill in all required fields.');
    expect(f.getByText('Name is required')).toBeInTheDocument();
    expect(f.getByText('Message is required')).toBeInTheDocument();
  });

  it('a complete message is sent about the variant and thanked, and the form starts again', async () => {
    const api = post('/contact/inquiry', 201);
    const before = Date.now();
    const { user } = renderForm();
    await screen.findByRole('form', { name: 'Get in Touch' });
    expect(within(form()).getByRole('textbox', { name: 'Product' })).toHaveValue(NAME);
    expect(within(form()).getByRole('textbox', { name: 'Product' })).toHaveAttribute('readonly');
    await fill(user, 'Two units for a hospital project in Cebu, please.');
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    await acknowledge(
      user,
      'Message Sent!',
      `Thank you for your interest in ${NAME}. We will contact you within 24 hours.`,
    );
    expect(api.sent[0]).toMatchObject({
      source: 'product-detail',
      product: NAME,
      name: 'Maria Santos',
      variant_id: 42,
      [HONEYPOT_FIELD]: '',
    });
    expect(api.sent[0]?.[FORM_STARTED_AT_FIELD]).toBeGreaterThanOrEqual(before);
    expect(within(form()).getByLabelText(/Full Name/)).toHaveValue('');
    expect(within(form()).getByRole('textbox', { name: 'Product' })).toHaveValue(NAME);
  });

  it('a failed send says so and keeps the message', async () => {
    post('/contact/inquiry', 500, { message: 'x' });
    const { user } = renderForm();
    await screen.findByRole('form', { name: 'Get in Touch' });
    await fill(user, 'Please call me.');
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    await acknowledge(user, 'Error', 'Failed to send message. Please try again or contact us directly.');
    expect(within(form()).getByLabelText(/^Message/)).toHaveValue('Please call me.');
  });
});
