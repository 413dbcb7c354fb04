import { describe, expect, it } from 'vitest';
import { ackMail, greetingName, type MailLead, staffMail } from './lead-mails';

// Leads stored before input was made plain can still hold line breaks and markup: the mails
// are safe on their own, whatever the stored row holds.
const stored: MailLead = {
  id: 42,
  kind: 'inquiry',
  name: 'Eve\r\nEmail: boss@evil.example',
  email: 'eve@example.ph',
  phone: null,
  company: 'Acme\u2028Phone: 0999',
  product: 'FREE GIFT: claim at http://evil.example',
  subject: 'Hi\rSubject: forged',
  message: 'line one\r\nline two',
  page: '/contact\nEmail: x@evil.example',
  payload: { source: 'product-detail', quantity: '2\nUrgency: high' },
  createdAt: new Date('2025-01-31T06:00:00Z'),
};
const site = { siteName: 'Ironsite', companyEmail: 'sales@ironsite.example', companyPhone: '' };

describe('staffMail', () => {
  it('shows every single-line field on its own line, whatever was stored', () => {
    const { subject, text, html } = staffMail(stored, 'https://ironsite.example');
    const lines = text.split('\n');
    expect(lines.filter((l) => l.startsWith('Email:'))).toEqual(['Email: eve@example.ph']);
    expect(lines.filter((l) => /^(Phone|Urgency):/.test(l))).toEqual([]);
    expect(lines.filter((l) => l.startsWith('Subject:'))).toEqual(['Subject: Hi Subject: forged']);
    expect(lines).toContain('Quantity: 2 Urgency: high');
    expect(lines[0]).toBe('Product inquiry from Eve Email: boss@evil.example (Acme Phone: 0999)');
    expect(subject).not.toMatch(/[\r\n]/);
    expect(text).toContain('Message:\nline one\nline two\n');
    expect(html).not.toMatch(/\r|\u2028/);
  });

  it('links only to PUBLIC_URL; without it names the path as text', () => {
    expect(staffMail(stored, 'https://ironsite.example').text).toContain(
      'Open it in the admin: https://ironsite.example/admin/inquiries/42',
    );
    const plain = staffMail(stored, null);
    expect(plain.text).toContain('Open it in the admin: /admin/inquiries/42 (set PUBLIC_URL to get a link)');
    expect(plain.html).not.toContain('<a ');
  });
});

describe('ackMail', () => {
  it('names only the product it is given, never the typed one', () => {
    expect(ackMail(stored, site, 'ZL50 Wheel Loader').text).toContain(
      'Thank you for your interest in ZL50 Wheel Loader.',
    );
    const without = ackMail(stored, site, null);
    expect(without.text).toContain('Thank you for your inquiry.');
    expect(`${without.text}${without.html}${without.subject}`).not.toMatch(/FREE GIFT|evil/);
  });
});

describe('greetingName', () => {
  it.each([
    ['Juan Dela Cruz', 'Juan Dela Cruz'],
    ['Señor Niño', 'Señor Niño'],
    ['J. R. R. Tolkien', 'J. R. R. Tolkien'],
    ['FREE GIFT: claim at http://evil.example', 'FREE GIFT: claim at'],
    ['Ana www.evil.example Reyes', 'Ana Reyes'],
    ['Ana evil.example Reyes', 'Ana Reyes'],
    ['Ana EVIL.COM/x Reyes', 'Ana Reyes'],
    ['Ana ftp://x Reyes', 'Ana Reyes'],
    ['Ana boss@evil Reyes', 'Ana Reyes'],
    ['Ana\r\nReyes', 'Ana Reyes'],
    ['<b>Ana</b> Reyes', 'Ana Reyes'],
    ['http://evil.example', ''],
  ])('%j → %j', (name, greeting) => {
    expect(greetingName(name)).toBe(greeting);
  });

  it('is at most 60 characters, cut at a word', () => {
    const greeting = greetingName('Maria '.repeat(20));
    expect(greeting.length).toBeLessThanOrEqual(60);
    expect(greeting).toMatch(/^Maria( Maria)*$/);
    expect(greetingName('x'.repeat(100))).toHaveLength(60);
  });

  it('greets without a name when nothing is left', () => {
    expect(ackMail({ ...stored, name: 'www.evil.example' }, site).text.split('\n')[0]).toBe('Hello,');
  });
});
