import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditChanges } from '#common/schemas/audit';
import { EntryChanges } from './entry-changes';

// An entry's changed fields in words (docs/product.md §26): each field by its name in words, a value
// as before → after, lists and technical parameters as rows added, removed and changed, a long text
// as the stretch that changed with its full text on demand, a secret only as changed.

const show = (changes: AuditChanges) => {
  render(<EntryChanges changes={changes} />);
  return userEvent.setup();
};
/** The value cell of the field labelled `label`. */
const field = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

describe('scalar fields', () => {
  it('say the field in words and the value before → after', () => {
    show({
      name: { from: 'Volvo', to: 'Volvo CE' },
      is_active: { from: true, to: false },
      price: { from: 1250000, to: 1300000 },
      bucket_capacity: { from: null, to: '1.8 m³' },
    });
    expect(field('Name')).toHaveTextContent('Volvo to Volvo CE');
    expect(within(field('Name')).getByText('Volvo', { selector: 'del' })).toBeVisible();
    expect(within(field('Name')).getByText('Volvo CE', { selector: 'ins' })).toBeVisible();
    expect(field('Active')).toHaveTextContent('Yes to No');
    expect(field('Price')).toHaveTextContent('1,250,000 to 1,300,000');
    expect(field('Bucket capacity')).toHaveTextContent('(empty) to 1.8 m³');
    expect(screen.queryByText('is_active')).toBeNull();
  });

  it('a created record’s values are shown alone, not as (empty) → …', () => {
    render(
      <EntryChanges
        created
        changes={{ name: { from: null, to: 'Volvo' }, is_active: { from: null, to: true } }}
      />,
    );
    expect(field('Name')).toHaveTextContent(/^Volvo$/);
    expect(field('Active')).toHaveTextContent(/^Yes$/);
  });

  it('a change with no before (a lead contacted by phone) says only what happened', () => {
    show({ contact: { to: 'phone' }, status: { from: 'new', to: 'contacted' } });
    expect(field('Contact')).toHaveTextContent(/^Phone call$/);
    expect(field('Status')).toHaveTextContent('New to Contacted');
  });
});

it('a variant’s availability at a branch in words, not as data', () => {
  show({
    'availability.3': {
      from: {
        status: 'on_order',
        quantity: null,
        expected_at: '2027-03-01',
        confirmed_at: '2026-11-02T01:00:00Z',
      },
      to: { status: 'in_stock', quantity: 2, expected_at: null, confirmed_at: '2026-12-01T02:00:00Z' },
    },
  });
  expect(field('Availability (branch #3)')).toHaveTextContent(
    'On order, expected 2027-03-01 · confirmed 2026-11-02 to In stock, 2 · confirmed 2026-12-01',
  );
  expect(screen.queryByText(/status/)).toBeNull();
});

describe('lists', () => {
  it('features and images as the items added and removed', () => {
    show({
      features: {
        from: ['Pilot joystick', 'Cab heater'],
        to: ['Pilot joystick', 'ROPS cab', 'Quick coupler'],
      },
      images: { from: ['/uploads/a.webp', '/uploads/b.webp'], to: ['/uploads/b.webp'] },
    });
    const features = within(field('Features'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(features).toEqual(['Added: ROPS cab', 'Added: Quick coupler', 'Removed: Cab heater']);
    expect(
      within(field('Images'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Removed: /uploads/a.webp']);
  });

  it('the same items in another order say so', () => {
    show({ applications: { from: ['Quarries', 'Ports'], to: ['Ports', 'Quarries'] } });
    expect(field('Applications')).toHaveTextContent('Same items, new order');
  });
});

describe('technical parameters', () => {
  it('as rows added, removed and changed, by group and parameter', () => {
    const group = (category: string, rows: Record<string, string>) => ({
      category,
      specifications: Object.entries(rows).map(([key, value]) => ({ key, value })),
    });
    show({
      technical_parameters: {
        from: [
          group('Engine', { Power: '92 kW', Model: 'D6E' }),
          group('Dimensions', { Length: '7,200 mm' }),
        ],
        to: [group('Engine', { Power: '97 kW', Model: 'D6E' }), group('Dimensions', { Width: '2,500 mm' })],
      },
    });
    const rows = within(field('Technical parameters'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toEqual([
      'Added: Dimensions › Width: 2,500 mm',
      'Removed: Dimensions › Length: 7,200 mm',
      'Changed: Engine › Power: 92 kW to 97 kW',
    ]);
  });
});

describe('long texts', () => {
  it('show the stretch around the change, and the full texts on demand', async () => {
    const start = 'The NWL-30 is a compact wheel loader for quarries, ports and yards. '.repeat(3);
    const before = `${start}It lifts 3,000 kg to 3.2 m. ${'Service every 500 hours. '.repeat(4)}`;
    const after = `${start}It lifts 3,500 kg to 3.4 m. ${'Service every 500 hours. '.repeat(4)}`;
    const user = show({ description: { from: before, to: after } });
    const cell = field('Description');
    const del = within(cell).getByText(/3,000 kg/, { selector: 'del' });
    const ins = within(cell).getByText(/3,500 kg/, { selector: 'ins' });
    expect(del.textContent?.startsWith('…')).toBe(true);
    expect(del.textContent?.length).toBeLessThan(before.length);
    const toggle = within(cell).getByRole('button', { name: 'Show full text' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(del).toHaveTextContent(before.trim());
    expect(ins).toHaveTextContent(after.trim());
    expect(within(cell).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('a short text that fits needs no button', () => {
    show({ introduction: { from: 'Old intro', to: 'New intro' } });
    expect(within(field('Introduction')).queryByRole('button')).toBeNull();
    expect(field('Introduction')).toHaveTextContent('Before: Old introAfter: New intro');
  });
});

it('a secret or a person’s words: changed, never the value', () => {
  show({ password_hash: { redacted: true }, note: { redacted: true } });
  expect(field('Password')).toHaveTextContent('Changed (not shown)');
  expect(field('Note')).toHaveTextContent('Changed (not shown)');
});

it('an entry with no fields says so', () => {
  show({});
  expect(screen.getByText('No fields recorded.')).toBeVisible();
});
