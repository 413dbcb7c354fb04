import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectEmailAndPhoneChecked } from '#app/test/person-fields';
import { post, renderSite } from '#app/test/render-site';
import { acknowledge } from '#app/test/result-dialog';
import { FORM_STARTED_AT_FIELD, HONEYPOT_FIELD } from '#common/spam-fields';
import { ContactMessageForm } from './contact-message-form';

// The contact page's Send Us a Message form (docs/product.md §2, §6, §13): the inquiry type chooses
// the endpoint and what it sends, its messages, its failure, a phone pasted whole, and its spam
// fields. Its first paint as a plain form and its hand-over on hydration are browser tests.

const form = () => screen.getByRole('form', { name: 'Send Us a Message' });

function renderForm(lookingFor?: string) {
  return renderSite(
    <>
      <h2 id="contact-form-title">Send Us a Message</h2>
      <ContactMessageForm lookingFor={lookingFor} />
    </>,
  );
}

type User = ReturnType<typeof renderSite>['user'];
async function fill(user: User, type: string, phone = '09181234567') {
  const f = within(form());
  await user.click(f.getByRole('radio', { name: type }));
  await user.type(f.getByLabelText(/Full Name/), 'Jose Reyes');
  await user.type(f.getByLabelText(/^Email/), 'jose@example.com');
  if (phone) await user.type(f.getByLabelText(/^Phone/), phone);
  await user.type(f.getByLabelText(/^Company/), 'Reyes Construction');
  await user.type(f.getByLabelText(/^Message/), 'We need a 60 m3/h batching plant in Cebu.');
}

describe('the contact page form', () => {
  it('validates with the product’s messages', async () => {
    const { user } = renderForm();
    const f = within(await screen.findByRole('form', { name: 'Send Us a Message' }));
    await user.click(f.getByRole('button', { name: 'Send Message' }));
    await acknowledge(user, 'Validation Error', 'Please correct the highlighted fields.');
    for (const text of ['Name is required', 'Email is required', 'Message is required'])
      expect(f.getByText(text)).toBeInTheDocument();
    await user.type(f.getByLabelText(/^Message/), 'x');
    await user.clear(f.getByLabelText(/^Message/));
    expect(await f.findByText('This field is required')).toBeInTheDocument();
    await expectEmailAndPhoneChecked(user, form(), { email: 'jose@', phone: '0918 123 456' });
  });

  it('a general message goes to /api/contact/general, is thanked, and the form starts again', async () => {
    const api = post('/contact/general', 201);
    const { user } = renderForm();
    await screen.findByRole('form', { name: 'Send Us a Message' });
    await fill(user, 'General Inquiry');
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    await acknowledge(user, 'Message Sent!', 'within 24 hours');
    expect(api.sent[0]).toMatchObject({
      interest_area: 'other',
      subject: 'General Inquiry',
      inquiry_type: 'general',
      phone: '09181234567',
    });
    expect(within(form()).getByLabelText(/Full Name/)).toHaveValue('');
    expect(within(form()).getByRole('radio', { name: 'General Inquiry' })).toBeChecked();
  });

  it('starts with the words of a search that found nothing, and sends them', async () => {
    const api = post('/contact/general', 201);
    const { user } = renderForm('crane 500 ton');
    const f = within(await screen.findByRole('form', { name: 'Send Us a Message' }));
    expect(f.getByLabelText(/^Subject/)).toHaveValue('Looking for: crane 500 ton');
    expect(f.getByLabelText(/^Message/)).toHaveValue(
      'I searched your catalogue for "crane 500 ton" and found nothing. Do you have this machine, or can you source it?',
    );
    await user.type(f.getByLabelText(/Full Name/), 'Jose Reyes');
    await user.type(f.getByLabelText(/^Email/), 'jose@example.com');
    await user.click(f.getByRole('button', { name: 'Send Message' }));
    await acknowledge(user, 'Message Sent!', 'within 24 hours');
    expect(api.sent[0]).toMatchObject({
      subject: 'Looking for: crane 500 ton',
      message: expect.stringContaining('"crane 500 ton"'),
    });
  });

  it.each([
    {
      type: 'Request a Quote',
      path: 'quote',
      fields: {
        project_type: 'industrial',
        project_description: 'We need a 60 m3/h batching plant in Cebu.',
      },
      text: 'detailed quote within 24 hours',
    },
    {
      type: 'Technical Support',
      path: 'support',
      fields: { product_type: 'General Equipment', issue_category: 'other', urgency: 'medium' },
      text: 'within 4 hours',
    },
    {
      type: 'Partnership',
      path: 'general',
      fields: { interest_area: 'other', inquiry_type: 'partnership' },
      text: 'within 24 hours',
    },
  ])('inquiry type $type posts to /api/contact/$path', async (c) => {
    const api = post(`/contact/${c.path}`, 201);
    const { user } = renderForm();
    await screen.findByRole('form', { name: 'Send Us a Message' });
    await fill(user, c.type);
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alertdialog', { name: 'Message Sent!' })).toHaveTextContent(c.text);
    expect(api.sent).toHaveLength(1);
    expect(api.sent[0]).toMatchObject({ name: 'Jose Reyes', company: 'Reyes Construction', ...c.fields });
    if (c.path === 'quote') expect(api.sent[0]).not.toHaveProperty('message');
  });

  it('a failure shows the contact page failure text and keeps the message', async () => {
    post('/contact/general', 500, { message: 'x' });
    const { user } = renderForm();
    await screen.findByRole('form', { name: 'Send Us a Message' });
    await fill(user, 'General Inquiry');
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    await acknowledge(user, 'Error', 'Failed to send your message. Please try again or contact us directly.');
    expect(within(form()).getByLabelText(/^Message/)).toHaveValue(
      'We need a 60 m3/h batching plant in Cebu.',
    );
  });

  it.each([
    ['pasted', '+63 917 123 4567'],
    ['filled', '0917 123 4567'],
  ])(
    'a phone %s whole ("%s") stays whole in the field and is sent as its 11 digits',
    async (how, written) => {
      const api = post('/contact/general', 201);
      const { user } = renderForm();
      const f = within(await screen.findByRole('form', { name: 'Send Us a Message' }));
      await fill(user, 'General Inquiry', '');
      const phone = f.getByLabelText(/^Phone/);
      await user.click(phone);
      if (how === 'pasted') await user.paste(written);
      else await user.type(phone, written);
      expect(phone).toHaveValue(written);
      expect(f.queryByText('Phone number must be exactly 11 digits')).toBeNull();
      await user.click(f.getByRole('button', { name: 'Send Message' }));
      await screen.findByRole('alertdialog', { name: 'Message Sent!' });
      expect(api.sent[0]).toMatchObject({ phone: '09171234567' });
    },
  );

  it('a pasted number that is not a phone stays as pasted and is refused', async () => {
    const { user } = renderForm();
    const f = within(await screen.findByRole('form', { name: 'Send Us a Message' }));
    const phone = f.getByLabelText(/^Phone/);
    await user.click(phone);
    // Before, maxlength=11 cut this to 63917123456, which passed and stored another number.
    await user.paste('+63 917 123 45678');
    expect(phone).toHaveValue('+63 917 123 45678');
    expect(await f.findByText('Phone number must be exactly 11 digits')).toBeInTheDocument();
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
    expect(phone).not.toHaveAttribute('maxlength');
  });

  it('carries a honeypot no person reaches, sent empty, with the time the form was shown', async () => {
    const api = post('/contact/general', 201);
    const before = Date.now();
    const { user, container } = renderForm();
    await screen.findByRole('form', { name: 'Send Us a Message' });
    const honeypot = container.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
    await fill(user, 'General Inquiry');
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('alertdialog', { name: 'Message Sent!' });
    expect(api.sent[0]?.[HONEYPOT_FIELD]).toBe('');
    expect(api.sent[0]?.[FORM_STARTED_AT_FIELD]).toBeGreaterThanOrEqual(before);
    expect(api.sent[0]?.[FORM_STARTED_AT_FIELD]).toBeLessThanOrEqual(Date.now());
  });
});
