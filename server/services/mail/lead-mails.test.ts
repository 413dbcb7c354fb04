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
  const ATTACK = 'Your order is on hold call 0917 555 9999 to confirm payment';
  it.each([
    ['Juan Dela Cruz', 'Juan Dela Cruz'],
    ["María José O'Brien-Santos", "María José O'Brien-Santos"],
    ['Ng', 'Ng'],
    ['J. Dela Cruz', 'J. Dela Cruz'],
    ['J. R. R. Tolkien', 'J. R. R. Tolkien'],
    ['Señor Niño', 'Señor Niño'],
    ['  Ana   Reyes  ', 'Ana Reyes'],
    ['Anne O’Neil', 'Anne O’Neil'],
    ['Nguyễn Văn An', 'Nguyễn Văn An'],
    ['Nguye\u0302\u0303n', 'Nguye\u0302\u0303n'],
    ['김민준', '김민준'],
    ['محمد علي', 'محمد علي'],
    ['A'.repeat(40), 'A'.repeat(40)],
  ])('greets %j as %j', (name, greeting) => {
    expect(greetingName(name)).toBe(greeting);
  });

  it.each([
    ['the attacker’s sentence', ATTACK],
    ['41 characters', 'A'.repeat(41)],
    ['41 characters with spaces', 'Maria Clara Santos Dela Cruz Reyes Bautis'],
    ['a digit', 'Juan 2'],
    ['an @', 'Ana boss@evil'],
    ['www.', 'www.evil.ph'],
    ['a domain', 'Ana evil.ph'],
    ['a domain in capitals', 'Ana EVIL.COM'],
    ['a scheme', 'Ana http Reyes'],
    ['CR/LF and a header', 'Juan\r\nBcc: x@y'],
    ['a line break', 'Ana\nReyes'],
    ['a tab', 'Ana\tReyes'],
    ['markup', '<b>Ana</b>'],
    ['a colon', 'FREE GIFT: claim'],
    ['a comma', 'Reyes, Ana'],
    ['punctuation only', ".'-"],
    ['nothing', ''],
    ['a bidirectional override', 'Ana\u202eseyeR'],
    ['a zero-width space', 'Ana\u200bReyes'],
  ])('does not greet %s', (_, name) => {
    expect(greetingName(name)).toBe('');
  });

  it('says "Dear customer" when the name is not one', () => {
    expect(ackMail({ ...stored, name: ATTACK }, site).text.split('\n')[0]).toBe('Dear customer,');
    expect(ackMail({ ...stored, name: 'www.evil.example' }, site).html).toContain('<p>Dear customer,</p>');
    expect(ackMail({ ...stored, name: 'Ng' }, site).text.split('\n')[0]).toBe('Dear Ng,');
  });
});
