import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BuyerQuotation } from '#common/schemas/quotation-page';
import { QUOTATION_STATUS_LABELS } from '#common/schemas/quotations';
import { QuotationDocument } from './quotation-document';
import type { QuotationCopy } from './quotation-format';

// The buyer's quotation (docs/product.md §25.3): the office's own states never show to the buyer.

const copy = { statusLabels: QUOTATION_STATUS_LABELS } as QuotationCopy;

const quotation = (status: BuyerQuotation['status']): BuyerQuotation => ({
  number: 'Q-2026-0001',
  revision: 0,
  reference: 'Q-2026-0001',
  status,
  currency: 'PHP',
  vat_mode: 'exclusive',
  lines: [
    {
      position: 1,
      variant_id: null,
      description: 'Excavator XL-200',
      quantity: 1,
      unit_price: 100,
      discount: 0,
      amount: 100,
    },
  ],
  totals: { subtotal: 100, discount: 0, vat: 12, total: 112 },
  valid_until: '2026-12-31',
  payment_terms: '50% down',
  delivery_time: null,
  notes: null,
  signatory: { name: 'Rey Sales', email: 'rey@ironsite.test' },
  created_at: '2026-12-01T02:00:00Z',
  sent_at: '2026-12-01T02:00:00Z',
  viewed_at: status === 'sent' ? null : '2026-12-02T02:00:00Z',
  accepted_at: status === 'accepted' ? '2026-12-03T02:00:00Z' : null,
  accepted_name: status === 'accepted' ? 'Juan dela Cruz' : null,
  pdf_url: '/quotation/t.pdf',
  buyer: { name: 'Juan dela Cruz', company: null },
});

describe('the buyer’s quotation', () => {
  it('shows no badge while the offer is open, whether or not it was viewed', () => {
    for (const status of ['sent', 'viewed'] as const) {
      const { unmount } = render(<QuotationDocument quotation={quotation(status)} copy={copy} />);
      expect(screen.getByRole('heading', { name: 'Q-2026-0001' })).toBeInTheDocument();
      expect(screen.queryByText(/^(Sent|Viewed)$/)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows Accepted and Expired', () => {
    const { unmount } = render(<QuotationDocument quotation={quotation('accepted')} copy={copy} />);
    expect(screen.getByText(QUOTATION_STATUS_LABELS.accepted)).toBeInTheDocument();
    unmount();
    render(<QuotationDocument quotation={quotation('expired')} copy={copy} />);
    expect(screen.getByText(QUOTATION_STATUS_LABELS.expired)).toBeInTheDocument();
  });
});
