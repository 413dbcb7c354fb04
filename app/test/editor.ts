import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

// What the admin editors' tests share: the Add editor sent empty, and a save and what it says.

/** Opens the list's Add editor (a dialog) and sends it empty: each required field is said, in the order given. */
export async function createEmpty(user: UserEvent, noun: string, required: string[]) {
  const editor = () => screen.getByRole('dialog');
  await user.click(await screen.findByRole('button', { name: `Add ${noun}` }));
  await user.click(within(editor()).getByRole('button', { name: `Create ${noun}` }));
  const [first, ...rest] = required;
  expect(await within(editor()).findByText(first)).toBeVisible();
  for (const text of rest) expect(within(editor()).getByText(text)).toBeVisible();
}

/**
 * Presses the editor's `button` and waits for the section to say `saved`. With `held` (the save's
 * answer, held meanwhile) the button says Saving... and is disabled until the server answers.
 */
export async function saveEditor(
  user: UserEvent,
  button: string,
  saved: string,
  held?: { hold: () => () => void },
) {
  const editor = within(screen.getByRole('dialog'));
  const release = held?.hold();
  await user.click(editor.getByRole('button', { name: button }));
  if (release) {
    expect(await editor.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
  }
  expect(await screen.findByText(saved)).toBeVisible();
}
