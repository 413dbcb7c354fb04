import { describe, expect, it } from 'vitest';
import { QUOTATION_LIMITS, QUOTATION_MESSAGES } from '#common/schemas/quotations';
import { setSettingValues } from '../../server/services/settings';
import { appsOn, call, setupApi } from '../support/api';
import { expectRateLimited } from './support/answers';
import { eventsOf } from './support/lead-events';
import { alertsOf, quotationRow, seedQuotation, tampered } from './support/quotation-links';

// Whatever a stranger sends to a quotation link's endpoints (docs/product.md §25): markup and line
// breaks are text, oversized or mistyped bodies are 422, a guessed or altered token is 404, an
// address that asks too often is 429 — never a 500, and nothing is written for any of them.
const ctx = setupApi({ SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://ironsite.example' });

const post = (token: string, what: 'accept' | 'question', payload?: unknown, headers = {}) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/public/quotations/${encodeURIComponent(token)}/${what}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers,
  });

describe('hostile input', () => {
  it('takes the name as one line of text: markup removed, line breaks and controls made spaces', async () => {
    await setSettingValues(ctx.db, { notification_email: 'sales-team@ironsite.test' });
    const { token, quotation, leadId } = await seedQuotation(ctx.db);
    const res = await post(token, 'accept', {
      name: '  Juan <script>alert(1)</script>dela\r\nBcc: x@evil.test\u0000Cruz ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const name = (await quotationRow(ctx.db, quotation.id)).acceptedName;
    expect(name).toBe('Juan dela Bcc: x@evil.test Cruz');
    // The staff's alert and the buyer's confirmation both carry the name.
    const mails = await alertsOf(ctx.db, leadId);
    expect(mails.map((m) => m.kind)).toEqual(['quotation_alert', 'quotation_accepted']);
    for (const mail of mails) {
      expect(mail.subject).not.toMatch(/[\r\n]/);
      expect(mail.html).not.toContain('<script');
    }
    expect(mails[1].text).toContain('Accepted by: Juan dela Bcc: x@evil.test Cruz');
  });

  it('keeps a question’s lines as typed, its markup removed, and escapes it in the mail', async () => {
    await setSettingValues(ctx.db, { notification_email: 'sales-team@ironsite.test' });
    const { token, leadId } = await seedQuotation(ctx.db);
    const res = await post(token, 'question', {
      message: 'Line one\r\n<img src=x onerror=alert(1)>Line two & "three" < 4',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [event] = await eventsOf(ctx.db, leadId);
    expect(event.note).toBe('Line one\nLine two & "three" < 4');
    const [mail] = await alertsOf(ctx.db, leadId);
    expect(mail.html).toContain('Line two &amp; &quot;three&quot; &lt; 4');
    expect(mail.html).not.toContain('<img');
  });

  it('refuses empty, oversized and mistyped bodies with 422, and writes nothing', async () => {
    const { token, quotation, leadId } = await seedQuotation(ctx.db);
    const accepts = [
      {},
      { name: '' },
      { name: '   ' },
      { name: '<b></b>' },
      { name: 'x'.repeat(QUOTATION_LIMITS.name + 1) },
      { name: 42 },
      { name: ['Juan'] },
      { name: { first: 'Juan' } },
      { name: null },
      [],
    ];
    for (const body of accepts) {
      const res = await post(token, 'accept', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await post(token, 'accept', {})).json().errors.name).toEqual([QUOTATION_MESSAGES.acceptName]);
    const questions = [
      {},
      { message: '' },
      { message: 'x'.repeat(QUOTATION_LIMITS.question + 1) },
      { message: 7 },
      { message: true },
      [],
    ];
    for (const body of questions) {
      const res = await post(token, 'question', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const noBody = await post(token, 'accept');
    expect([400, 415, 422]).toContain(noBody.statusCode);
    const text = await post(token, 'question', 'Hello', { 'content-type': 'text/plain' });
    expect([415, 422]).toContain(text.statusCode);
    expect((await quotationRow(ctx.db, quotation.id)).status).toBe('sent');
    expect(await eventsOf(ctx.db, leadId)).toEqual([]);
  });

  it('answers 404 to a guessed, altered or malformed token, with the one message', async () => {
    const { token, quotation } = await seedQuotation(ctx.db);
    const guesses = [
      tampered(token),
      token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase(),
      `${token}A`,
      token.slice(1),
      'A'.repeat(43),
      '../../admin',
      '<script>',
      'x'.repeat(100),
      "' or 1=1 --",
    ];
    for (const guess of guesses) {
      for (const what of ['accept', 'question'] as const) {
        const res = await post(guess, what, what === 'accept' ? { name: 'Juan' } : { message: 'Hi' });
        expect(res.statusCode, `${what} ${guess.slice(0, 50)}`).toBe(404);
        expect(res.json()).toEqual({ message: QUOTATION_MESSAGES.linkNotFound });
      }
    }
    expect((await quotationRow(ctx.db, quotation.id)).status).toBe('sent');
  });
});

describe('the rate limit', () => {
  const appWith = appsOn(ctx);
  it('answers 429 past the contact forms’ share of an address, for Accept and questions alike', async () => {
    const app = await appWith({ RATE_LIMIT_CONTACT_PER_MINUTE: '2' });
    const { token } = await seedQuotation(ctx.db);
    const ask = () =>
      call(app, {
        method: 'POST',
        url: `/api/public/quotations/${token}/question`,
        payload: { message: 'Hello' },
        remoteAddress: '203.0.113.9',
      });
    await expectRateLimited(ask, 2);
    // Guessing is limited too: an unknown token counts like a known one.
    const guess = await call(app, {
      method: 'POST',
      url: `/api/public/quotations/${tampered(token)}/accept`,
      payload: { name: 'Juan' },
      remoteAddress: '203.0.113.10',
    });
    expect(guess.statusCode).toBe(404);
    // Another address is not held back.
    const other = await call(app, {
      method: 'POST',
      url: `/api/public/quotations/${token}/accept`,
      payload: { name: 'Juan' },
      remoteAddress: '203.0.113.11',
    });
    expect(other.statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      await call(app, { method: 'GET', url: `/quotation/${token}/newest`, remoteAddress: '203.0.113.12' });
    }
    const newest = await call(app, {
      method: 'GET',
      url: `/quotation/${token}/newest`,
      remoteAddress: '203.0.113.12',
    });
    expect(newest.statusCode).toBe(429);
  });

  it('limits the PDF to the sheets’ share of an address', async () => {
    const app = await appWith({ RATE_LIMIT_SHEETS_PER_MINUTE: '1' });
    const { token } = await seedQuotation(ctx.db);
    const get = () =>
      call(app, { method: 'GET', url: `/quotation/${token}.pdf`, remoteAddress: '203.0.113.20' });
    expect((await get()).statusCode).toBe(200);
    const limited = await get();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['cache-control']).toBe('private, no-store');
  });
});
