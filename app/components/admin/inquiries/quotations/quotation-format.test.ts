import { describe, expect, it } from 'vitest';
import { quotation as makeQuotation } from '#app/test/records';
import type { Quotation } from '#common/schemas/quotations';
import { actionsFor, calendarDate, eventText, newestFirst, timeline, totalText } from './quotation-format';

const quotation = (over: Partial<Quotation> = {}) => makeQuotation(1, over);

describe('the Quotations card words', () => {
  it('formats the total from the API amount, exact to the centavo', () => {
    expect(totalText(quotation({ totals: { subtotal: 0, discount: 0, vat: 0, total: 1234567.5 } }))).toBe(
      '₱1,234,567.50',
    );
    expect(
      totalText(
        quotation({ currency: 'USD', totals: { subtotal: 0, discount: 0, vat: 0, total: 0.1 + 0.2 } }),
      ),
    ).toBe('$0.30');
  });

  it('shows a validity date as the calendar date written, in any time zone', () => {
    expect(calendarDate('2026-12-03')).toBe('3 Dec 2026');
    expect(calendarDate('not a date')).toBe('not a date');
  });

  it('tells what happened, the acceptance with the name the buyer typed, in Manila time', () => {
    const q = quotation({
      status: 'accepted',
      sent_at: '2026-12-01T01:00:00.000Z',
      viewed_at: '2026-12-02T01:00:00.000Z',
      // 3 Dec in Manila, still 2 Dec in UTC.
      accepted_at: '2026-12-02T17:30:00.000Z',
      accepted_name: 'Juan dela Cruz',
    });
    expect(timeline(q)).toEqual([
      'Created on 1 Nov 2026',
      'Sent on 1 Dec 2026',
      'Viewed on 2 Dec 2026',
      'Accepted by Juan dela Cruz on 3 Dec 2026',
    ]);
    expect(timeline(quotation())).toEqual(['Created on 1 Nov 2026']);
  });

  it('offers edit and send on a draft, revise only on the newest sent revision, close as won on an accepted one, a link on what the buyer may open', () => {
    const original = quotation({ id: 1, status: 'superseded' });
    const r1 = quotation({ id: 2, revision: 1, reference: 'Q-2026-0001-R1', status: 'viewed' });
    const other = quotation({ id: 3, number: 'Q-2026-0002', reference: 'Q-2026-0002', status: 'draft' });
    const all = [original, r1, other];
    expect(actionsFor(other, all)).toEqual({
      edit: true,
      send: true,
      revise: false,
      closeAsWon: false,
      copyLink: false,
    });
    expect(actionsFor(r1, all)).toEqual({
      edit: false,
      send: false,
      revise: true,
      closeAsWon: false,
      copyLink: true,
    });
    expect(actionsFor(original, all)).toMatchObject({ revise: false, copyLink: false });
    // An older sent revision under a newer one is not revised (the API would answer 409).
    expect(actionsFor(quotation({ status: 'sent' }), [quotation({ status: 'sent' }), r1]).revise).toBe(false);
    expect(actionsFor(quotation({ status: 'expired' }), [quotation({ status: 'expired' })]).revise).toBe(
      true,
    );
    const accepted = quotation({ status: 'accepted' });
    expect(actionsFor(accepted, [accepted])).toEqual({
      edit: false,
      send: false,
      revise: false,
      closeAsWon: true,
      copyLink: true,
    });
  });

  it('lists the newest number first, each with its latest revision on top', () => {
    const a = quotation({ id: 1, number: 'Q-2026-0009' });
    const a1 = quotation({ id: 2, number: 'Q-2026-0009', revision: 1 });
    const b = quotation({ id: 3, number: 'Q-2026-0010' });
    const c = quotation({ id: 4, number: 'Q-2026-10000' });
    expect(newestFirst([a, a1, b, c]).map((q) => q.id)).toEqual([4, 3, 2, 1]);
  });

  it("reads a history entry's quotation step", () => {
    const ref = { reference: 'Q-2026-0001-R1' };
    expect(eventText({ ...ref, action: 'sent' }, null)).toBe('Quotation Q-2026-0001-R1 sent');
    expect(eventText({ ...ref, action: 'link_copied' }, null)).toBe(
      'Quotation Q-2026-0001-R1 link copied to share',
    );
    expect(eventText({ ...ref, action: 'viewed' }, null)).toBe(
      'Quotation Q-2026-0001-R1 viewed by the buyer',
    );
    expect(eventText({ ...ref, action: 'accepted' }, 'Juan dela Cruz')).toBe(
      'Quotation Q-2026-0001-R1 accepted by Juan dela Cruz',
    );
    // An older entry's note held "Accepted by <name>": it reads the same.
    expect(eventText({ ...ref, action: 'accepted' }, 'Accepted by Juan dela Cruz')).toBe(
      'Quotation Q-2026-0001-R1 accepted by Juan dela Cruz',
    );
    expect(eventText({ ...ref, action: 'accepted' }, null)).toBe('Quotation Q-2026-0001-R1 accepted');
    expect(eventText({ ...ref, action: 'question' }, 'Is delivery to Cebu included?')).toBe(
      'Quotation Q-2026-0001-R1 question: Is delivery to Cebu included?',
    );
    expect(eventText({ ...ref, action: 'created' }, 'ignored')).toBe('Quotation Q-2026-0001-R1 created');
  });
});
