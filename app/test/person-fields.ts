import { waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

// The contact person's fields (form-fields.tsx ContactPersonFields) check while typing, the same in
// every public form that has them; one check here serves each form's test.

const EMAIL = 'Please enter a valid email address';
const PHONE = 'Phone number must be exactly 11 digits';

/**
 * Types a half-written `email` and a phone one digit short in the person fields of `form`: each is
 * refused while typing, the phone keeps what was typed, and its last digit clears the message.
 */
export async function expectEmailAndPhoneChecked(
  user: UserEvent,
  form: HTMLElement,
  typed: { email: string; phone: string },
) {
  const f = within(form);
  await user.type(f.getByLabelText(/^Email/), typed.email);
  expect(await f.findByText(EMAIL)).toBeInTheDocument();
  // The phone keeps what is typed; the 11-digit rule applies to its digits.
  const phone = f.getByLabelText(/^Phone/);
  await user.type(phone, typed.phone);
  expect(phone).toHaveValue(typed.phone);
  expect(await f.findByText(PHONE)).toBeInTheDocument();
  await user.type(phone, '7');
  expect(phone).toHaveValue(`${typed.phone}7`);
  await waitFor(() => expect(f.queryByText(PHONE)).toBeNull());
}
