import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

// Opening an admin list's Add editor (a dialog) and sending it empty: each required field is said
// in the editor, in the order given. Shared by the editors whose first test starts this way.
export async function createEmpty(user: UserEvent, noun: string, required: string[]) {
  const editor = () => screen.getByRole('dialog');
  await user.click(await screen.findByRole('button', { name: `Add ${noun}` }));
  await user.click(within(editor()).getByRole('button', { name: `Create ${noun}` }));
  const [first, ...rest] = required;
  expect(await within(editor()).findByText(first)).toBeVisible();
  for (const text of rest) expect(within(editor()).getByText(text)).toBeVisible();
}
