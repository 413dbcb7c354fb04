import { describe, expect, it } from 'vitest';
import { ackMail, type MailLead, staffMail } from './lead-mails';

// A quote list's mails list its machines one to a line, whatever the stored names and notes hold.
const lead: MailLead = {
  id: 42,
  kind: 'quote-list',
  name: 'Juan',
  email: 'juan@example.ph',
  phone: '09171234567',
  company: null,
  product: '2 × ZL50G',
  subject: null,
  message: null,
  page: '/quote',
  payload: {
    buyer_type: 'government',
    intent: 'rent',
    needed_by: '2031-01-31',
    tin: '123456789',
    region: 'x',
  },
  createdAt: new Date('2025-01-31T06:00:00Z'),
  tin: '123456789',
  regionName: 'National Capital Region (NCR)',
  provinceName: 'Metro Manila',
  cityName: 'City of Makati',
  items: [
    {
      position: 1,
      variantId: 7,
      variantName: 'ZL50G <b>Loader</b>',
      brandName: 'XCMG & Co',
      quantity: 2,
      note: 'rock\r\nBcc: x@evil.example',
    },
    { position: 2, variantId: null, variantName: 'QY25K', brandName: 'XCMG', quantity: 1, note: null },
  ],
};
const site = { siteName: 'Ironsite', companyEmail: 'sales@ironsite.example', companyPhone: '' };

describe('quote list mails', () => {
  it('staff: reference, TIN, place and one line per machine, escaped in HTML', () => {
    const { subject, text, html } = staffMail(lead, null);
    expect(subject).toBe('New quote list from Juan');
    const lines = text.split('\n');
    for (const line of [
      'Reference: QL-000042',
      'TIN: 123-456-789',
      'Deliver to: City of Makati, Metro Manila, National Capital Region (NCR)',
      'Buyer type: Government / LGU',
      'Buy, rent or finance: Rent',
      'Needed by: 2031-01-31',
      '1. 2 × ZL50G <b>Loader</b> (XCMG & Co) — note: rock Bcc: x@evil.example',
      '2. 1 × QY25K (XCMG)',
    ])
      expect(lines).toContain(line);
    // Shown once, in their own rows: not as raw payload fields, nor the product summary.
    expect(lines.filter((l) => /^(Tin|Region|Product):/.test(l))).toEqual([]);
    expect(lines.filter((l) => l.startsWith('Bcc:'))).toEqual([]);
    expect(html).toContain(
      '<li>2 × ZL50G &lt;b&gt;Loader&lt;/b&gt; (XCMG &amp; Co) — note: rock Bcc: x@evil.example</li>',
    );
  });

  it('visitor: the reference and the machines, without notes', () => {
    const { subject, text, html } = ackMail(lead, site);
    expect(subject).toBe('Ironsite: we received your quote list');
    expect(text).toContain(
      'Your reference: QL-000042\nMachines:\n1. 2 × ZL50G <b>Loader</b> (XCMG & Co)\n2. 1 × QY25K (XCMG)',
    );
    expect(`${text}${html}`).not.toMatch(/rock|evil/);
    expect(html).not.toContain('<b>');
  });
});
