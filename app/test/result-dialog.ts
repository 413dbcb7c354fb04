import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Reads the public forms' result dialog titled `title` (sent, invalid, failed), checks that it says
 * `text` when given, and closes it with OK as a visitor must before going on.
 */
export async function acknowledge(user: UserEvent, title: string, text?: string) {
  const alert = await screen.findByRole('alertdialog', { name: title });
  if (text !== undefined) expect(alert).toHaveTextContent(text);
  await user.click(within(alert).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog', { name: title })).toBeNull());
}
