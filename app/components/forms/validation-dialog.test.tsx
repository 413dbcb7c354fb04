import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuoteModal } from '#app/components/modals/quote-modal';
import { QuoteRequestForm } from '#app/components/quote/quote-request-form';
import { renderSite } from '#app/test/render-site';
import { ContactMessageForm } from './contact-message-form';

// docs/product.md §5: the Validation Error dialog covers the form, so it keeps its words and also
// names the fields that need attention by their visible labels, in the form's order; closing it
// takes focus to the first of them, which says what is wrong (aria-invalid, aria-describedby
// pointing at its error text). That the field is then in view at 390 px is a browser test.

const alert = () => screen.findByRole('alertdialog', { name: 'Validation Error' });
const listed = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

/** The field is marked invalid and one of the elements describing it holds `error`. */
function expectDescribedError(field: HTMLElement, error: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(error);
}

function contactPage() {
  const view = renderSite(
    <>
      <h2 id="contact-form-title">Send Us a Message</h2>
      <ContactMessageForm />
    </>,
  );
  return { ...view, form: () => screen.getByRole('form', { name: 'Send Us a Message' }) };
}

describe('the Validation Error dialog', () => {
  it('on the contact page lists what to fix in its description; OK takes focus to the first field', async () => {
    const { user, form } = contactPage();
    await screen.findByRole('form', { name: 'Send Us a Message' });
    await user.click(within(form()).getByRole('button', { name: 'Send Message' }));
    const dialog = await alert();
    expect(dialog).toHaveTextContent('Please correct the highlighted fields.');
    expect(listed(dialog)).toEqual(['Full Name', 'Email', 'Message']);
    // The list is part of the dialog's description, read with its words.
    expect(dialog).toHaveAccessibleDescription(
      'Please correct the highlighted fields. Full Name Email Message',
    );

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const name = within(form()).getByLabelText(/Full Name/);
    await waitFor(() => expect(name).toHaveFocus());
    expectDescribedError(name, 'Name is required');
    expectDescribedError(within(form()).getByLabelText(/^Message/), 'Message is required');
  });

  it('a landline in the phone: only Phone is listed, with the hint to use the message', async () => {
    const { user, form } = contactPage();
    const f = within(await screen.findByRole('form', { name: 'Send Us a Message' }));
    expect(f.getByText('09XX XXX XXXX or +63 9XX XXX XXXX')).toBeInTheDocument();
    await user.type(f.getByLabelText(/Full Name/), 'Jose Reyes');
    await user.type(f.getByLabelText(/^Email/), 'jose@example.com');
    await user.type(f.getByLabelText(/^Message/), 'Please call our office.');
    const phone = f.getByLabelText(/^Phone/);
    await user.type(phone, '+63 (45) 982-1234');
    await user.click(f.getByRole('button', { name: 'Send Message' }));
    expect(listed(await alert())).toEqual(['Phone']);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(phone).toHaveFocus());
    expect(phone).toHaveValue('+63 (45) 982-1234');
    expectDescribedError(
      phone,
      'Phone number must be exactly 11 digits. For a landline, write it in your message.',
    );
    expect(form()).toBeInTheDocument();
  });

  it('on the quote list form: the first field in the form’s order, not the first in error', async () => {
    const { user } = renderSite(
      <>
        <h2 id="quote-form-title">Your Details</h2>
        <QuoteRequestForm onSent={() => {}} onItemErrors={() => {}} />
      </>,
    );
    const f = within(await screen.findByRole('form', { name: 'Your Details' }));
    await user.type(f.getByLabelText(/Full Name/), 'Ana Cruz');
    await user.type(f.getByLabelText(/^Email/), 'not an address');
    await user.click(f.getByRole('button', { name: 'Send Quote Request' }));
    const labels = listed(await alert());
    expect(labels.slice(0, 3)).toEqual(['Email', 'Phone', 'Who is buying']);
    expect(labels).toContain('Date needed');
    expect(labels).not.toContain('Full Name');

    await user.click(within(await alert()).getByRole('button', { name: 'OK' }));
    const email = f.getByLabelText(/^Email/);
    await waitFor(() => expect(email).toHaveFocus());
    expectDescribedError(email, 'Please enter a valid email address');
  });

  it('over the quote modal lists its fields and gives focus back inside the modal', async () => {
    function Page() {
      const [open, setOpen] = useState(true);
      return <QuoteModal open={open} onOpenChange={setOpen} />;
    }
    const { user } = renderSite(<Page />);
    const modal = await screen.findByRole('dialog', { name: 'Request a Quote' });
    await user.click(within(modal).getByRole('button', { name: 'Send Quote Request' }));
    const dialog = await alert();
    expect(dialog).toHaveTextContent('Please fix the errors in the form before submitting.');
    expect(listed(dialog)).toEqual(['Full Name', 'Email', 'Subject', 'Message']);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Request a Quote' })).toBeInTheDocument();
    const name = within(modal).getByLabelText(/Full Name/);
    await waitFor(() => expect(name).toHaveFocus());
    expectDescribedError(name, 'Name is required');
  });
});
