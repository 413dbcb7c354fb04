import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { lastAsked, listSection, openSection } from '#app/test/list-sections';
import { lead } from '#app/test/records';
import { rowOf } from '#app/test/table';

// The response clock in the inbox (docs/product.md §24): each row says Overdue or when it is due,
// and the working day's quick filters and the due-first order are in the address and asked of the
// server (which decides what is overdue: tests/api/lead-routing.test.ts). The rep's day through a
// reply to Answered is the browser's journey (tests/e2e/admin/lead-clock.spec.ts).

const inquiries = listSection('Inquiries');
const HOUR = 3_600_000;

it('marks the overdue lead and says when the other is due; Overdue, Due today and Due first ask the server', async () => {
  const rows = [
    lead(1, {
      name: 'Overdue Reyes',
      due_at: new Date(Date.now() - 5 * 60_000).toISOString(),
      overdue: true,
    }),
    lead(2, { name: 'Soon Santos', due_at: new Date(Date.now() + 3 * HOUR - 60_000).toISOString() }),
  ];
  const { user, location, list } = openSection(inquiries, rows);
  expect(await screen.findByText('Overdue Reyes')).toBeVisible();
  expect(rowOf('Overdue Reyes')).toHaveTextContent('Overdue');
  expect(rowOf('Soon Santos')).toHaveTextContent(/Due in 2 h \d+ min/);
  expect(rowOf('Soon Santos')).not.toHaveTextContent('Overdue');

  const asked = (key: string) => list.requests.at(-1)?.searchParams.get(key);
  const toggle = (name: string) => screen.getByRole('button', { name });
  await user.click(toggle('Overdue'));
  expect(toggle('Overdue')).toHaveAttribute('aria-pressed', 'true');
  expect(new URLSearchParams(location().search).get('overdue')).toBe('true');
  await screen.findByText('Overdue Reyes');
  expect(asked('overdue')).toBe('true');
  await user.click(toggle('Overdue'));
  expect(new URLSearchParams(location().search).get('overdue')).toBeNull();

  await user.click(toggle('Due today'));
  expect(new URLSearchParams(location().search).get('due')).toBe('today');
  await screen.findByText('Overdue Reyes');
  expect(asked('due')).toBe('today');
  await user.click(toggle('Due today'));
  expect(toggle('Due today')).toHaveAttribute('aria-pressed', 'false');

  await user.selectOptions(screen.getByLabelText('Order'), 'Due first');
  expect(new URLSearchParams(location().search).get('sort')).toBe('due_at');
  await screen.findByText('Overdue Reyes');
  expect(asked('sort')).toBe('due_at');
  expect(lastAsked(list.requests).page).toBe('1');
});
