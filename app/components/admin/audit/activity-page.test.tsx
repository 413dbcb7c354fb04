import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import AdminActivitySection from '#app/routes/admin/activity';
import { accept, answer, errorBody, fail, heldUntilReleased, savedBody } from '#app/test/api';
import { auditEntry, serveTrail } from '#app/test/audit';
import { many, staffUser } from '#app/test/records';
import { renderScreen } from '#app/test/render';
import { server } from '#app/test/server';
import type { StaffRole } from '#common/permissions';
import type { AuditEntry } from '#common/schemas/audit';

// The Activity page (docs/product.md §26): every change the role may read, newest first, filtered
// by person, record type, action and dates in the address, a page at a time; Revert on an update
// for a role that may change the record, asked first, its refusal (409) said with both values.

const open = (
  rows: AuditEntry[],
  { role = 'editor', url = '/admin/activity' }: { role?: StaffRole; url?: string } = {},
) => {
  const trail = serveTrail(rows);
  const view = renderScreen(AdminActivitySection, { url, role });
  return { ...view, trail };
};
const list = () => screen.getByRole('region', { name: 'Activity' });
const entries = () =>
  within(list())
    .getAllByRole('listitem')
    .filter((li) => li.parentElement?.tagName === 'OL');
const lastQuery = (trail: { requests: URL[] }) => trail.requests.at(-1)?.searchParams;

describe('states', () => {
  it('says it is loading, then lists each entry with its record, person, time and changes', async () => {
    const served = serveTrail([
      auditEntry(2, { changes: { is_active: { from: true, to: false } } }),
      auditEntry(1, {
        entity: 'variant',
        entity_id: '40',
        action: 'create',
        changes: { name: { from: null, to: 'NWL-30' } },
      }),
    ]);
    const { held, release } = heldUntilReleased();
    server.use(
      http.get('/api/admin/audit', async () => {
        await held;
        return undefined;
      }),
    );
    renderScreen(AdminActivitySection, { url: '/admin/activity', role: 'viewer' });
    expect(await screen.findByText('Loading the activity...')).toBeVisible();
    release();
    await waitFor(() => expect(entries()).toHaveLength(2));
    const [first, second] = entries();
    expect(first).toHaveTextContent('Changed');
    expect(first).toHaveTextContent('Brand #12');
    expect(first).toHaveTextContent('Maria Santos');
    expect(within(first).getByText('Active')).toBeVisible();
    expect(second).toHaveTextContent('Created');
    expect(within(second).getByRole('link', { name: 'Variant #40 · NWL-30' })).toHaveAttribute(
      'href',
      '/admin/variants?edit=40',
    );
    expect(screen.getByText('Showing 1 to 2 of 2 results')).toBeVisible();
    expect(served.requests).toHaveLength(1);
  });

  it('says when nothing is recorded, and when nothing matches the filters', async () => {
    open([]);
    expect(await within(list()).findByText('No changes have been recorded yet.')).toBeVisible();
  });

  it('says a failure with the server’s reason, and tries again', async () => {
    fail('/admin/audit', 500, 'Database unavailable');
    const { user } = renderScreen(AdminActivitySection, { url: '/admin/activity', role: 'editor' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to fetch the activity: Database unavailable',
    );
    serveTrail([auditEntry(1)]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(entries()).toHaveLength(1));
  });
});

describe('filters and paging', () => {
  it('puts each filter in the address and asks the API for it; Clear filters drops them', async () => {
    const rows = [
      auditEntry(3, {
        user: { id: 8, name: 'Jose Reyes' },
        entity: 'news',
        entity_id: '5',
        changes: { title: { from: 'A', to: 'B' } },
      }),
      auditEntry(2),
      auditEntry(1, { action: 'delete', changes: { name: { from: 'Old', to: null } } }),
    ];
    const { user, location, trail } = open(rows);
    await waitFor(() => expect(entries()).toHaveLength(3));
    // An editor may not read staff accounts: the people offered are those seen in the entries.
    await user.selectOptions(screen.getByLabelText('Person'), 'Jose Reyes');
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(location().search).toBe('?user_id=8');
    await user.selectOptions(screen.getByLabelText('Person'), 'Everyone');
    await user.selectOptions(screen.getByLabelText('Record type'), 'Brand');
    await user.selectOptions(screen.getByLabelText('Action'), 'Deleted');
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(location().search).toBe('?entity=brand&action=delete');
    expect(lastQuery(trail)?.get('entity')).toBe('brand');
    // Record types: only those the role may read (an editor: no settings, staff or inquiries).
    const types = within(screen.getByLabelText('Record type'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(types).toContain('Brand');
    expect(types).not.toContain('Setting');
    expect(types).not.toContain('Inquiry');
    await user.type(screen.getByLabelText('From'), '2026-12-01');
    expect(new URLSearchParams(location().search).get('from')).toBe('2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location().search).toBe('');
    await waitFor(() => expect(entries()).toHaveLength(3));
  });

  it('an end date before the start is refused in the API’s words, without asking', async () => {
    const { trail } = open([auditEntry(1)], { url: '/admin/activity?from=2026-12-05&to=2026-12-01' });
    expect(await screen.findByText('The end date must not be before the start date.')).toBeVisible();
    expect(trail.requests).toHaveLength(0);
  });

  it('pages through the entries, the page in the address', async () => {
    const { user, location } = open(many(23, (id) => auditEntry(24 - id)));
    expect(await screen.findByText('Showing 1 to 10 of 23 results')).toBeVisible();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Activity pages' })).getByRole('button', {
        name: 'Page 3',
      }),
    );
    expect(await screen.findByText('Showing 21 to 23 of 23 results')).toBeVisible();
    expect(entries()).toHaveLength(3);
    expect(location().search).toBe('?page=3');
  });

  it('a record’s own link shows its changes only, with a way to every record', async () => {
    const { user, trail, location } = open([auditEntry(2), auditEntry(1, { entity_id: '99' })], {
      url: '/admin/activity?entity=brand&entity_id=12',
    });
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(lastQuery(trail)?.get('entity_id')).toBe('12');
    await user.click(screen.getByRole('button', { name: 'Show every record' }));
    expect(location().search).toBe('?entity=brand');
    await waitFor(() => expect(entries()).toHaveLength(2));
  });

  it('an admin picks from every staff account', async () => {
    answer('/admin/users', {
      data: [staffUser(1, { name: 'Ana Admin' }), staffUser(2, { name: 'Ben Old', active: false })],
    });
    open([auditEntry(1)], { role: 'admin' });
    await waitFor(() => expect(entries()).toHaveLength(1));
    const people = within(screen.getByLabelText('Person'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    await waitFor(() =>
      expect(within(screen.getByLabelText('Person')).getAllByRole('option')).toHaveLength(3),
    );
    expect(
      within(screen.getByLabelText('Person'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Everyone', 'Ana Admin', 'Ben Old (deactivated)']);
    expect(people[0]).toBe('Everyone');
  });
});

describe('revert', () => {
  const update = auditEntry(5, { changes: { name: { from: 'Volvo', to: 'Volvo CE' } } });
  const rows = () => [
    update,
    auditEntry(4, { action: 'create' }),
    auditEntry(3, { entity: 'user', entity_id: '3', changes: { role: { from: 'sales', to: 'manager' } } }),
    auditEntry(2, { changes: { logo: { redacted: true } } }),
    auditEntry(1, {
      source: 'lead_events',
      entity: 'lead',
      entity_id: '118',
      changes: { status: { from: 'new', to: 'contacted' } },
    }),
  ];
  const revertButtons = () => within(list()).queryAllByRole('button', { name: /^Revert this change/ });

  it('is offered on updates the role may change back: an editor’s catalogue, never a viewer', async () => {
    open(rows(), { role: 'editor' });
    await waitFor(() => expect(entries()).toHaveLength(5));
    // Not on a create, a staff account, a secret, nor an inquiry's change.
    expect(revertButtons()).toHaveLength(1);
    expect(
      within(entries()[0]).getByRole('button', { name: 'Revert this change to Brand #12 · Volvo CE' }),
    ).toBeVisible();
  });

  it('a viewer may read but not revert', async () => {
    open(
      rows().filter((e) => e.entity !== 'user' && e.entity !== 'lead'),
      { role: 'viewer' },
    );
    await waitFor(() => expect(entries()).toHaveLength(3));
    expect(revertButtons()).toHaveLength(0);
  });

  it('asks first; on yes it reverts, says so and refreshes the list', async () => {
    const { user, trail } = open(rows(), { role: 'editor' });
    await waitFor(() => expect(entries()).toHaveLength(5));
    const posted = accept('post', '/admin/audit/5/revert', {
      body: savedBody('Change reverted.', auditEntry(6, { action: 'revert', revert_of: 5 })),
    });
    await user.click(revertButtons()[0]);
    const ask = await screen.findByRole('alertdialog', { name: 'Revert this change?' });
    expect(ask).toHaveTextContent('Back to what they were before this change: Name.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(posted.bodies).toHaveLength(0);

    const asked = trail.requests.length;
    trail.rows.unshift(
      auditEntry(6, { action: 'revert', revert_of: 5, changes: { name: { from: 'Volvo CE', to: 'Volvo' } } }),
    );
    await user.click(revertButtons()[0]);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText('Change reverted.')).toBeVisible();
    expect(posted.bodies).toHaveLength(1);
    await waitFor(() => expect(trail.requests.length).toBeGreaterThan(asked));
    await waitFor(() => expect(entries()).toHaveLength(6));
    expect(entries()[0]).toHaveTextContent('Reverted');
  });

  it('a field changed since (409): both values under the entry, nothing reverted', async () => {
    const { user } = open(rows(), { role: 'editor' });
    await waitFor(() => expect(entries()).toHaveLength(5));
    const message =
      'Changed since this entry: name is now "Volvo Group", not "Volvo CE". Nothing was reverted.';
    server.use(
      http.post('/api/admin/audit/5/revert', () =>
        HttpResponse.json(
          errorBody(message, { name: ['It is now "Volvo Group"; this change set it to "Volvo CE".'] }),
          { status: 409 },
        ),
      ),
    );
    await user.click(revertButtons()[0]);
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revert' }));
    const note = await within(entries()[0]).findByRole('alert');
    expect(note).toHaveTextContent(message);
    expect(note).toHaveTextContent('Name: It is now "Volvo Group"; this change set it to "Volvo CE".');
    expect(screen.queryByText('Change reverted.')).toBeNull();
    expect(revertButtons()[0]).toBeEnabled();
  });
});
