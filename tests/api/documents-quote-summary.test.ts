import { writeFileSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '#common/schemas/documents';
import { leads } from '../../server/db/schema';
import { drawsByThread } from '../../server/services/documents/pdf-pool';
import { call, setupApi } from '../support/api';
import { pdfPages } from '../support/pdf';
import { inDays, postQuoteList, quoteCatalogue, quoteList } from './support/quote-list';

// A quote list's summary for the buyer (docs/product.md §22, decision 027): offered by the 201 at
// an unguessable address, private, and never another buyer's.
const ctx = setupApi();

const list = (c: Awaited<ReturnType<typeof quoteCatalogue>>, over: Record<string, unknown> = {}) =>
  quoteList(
    [
      { variant_id: c.loader.id, quantity: 2, note: 'with rock bucket' },
      { variant_id: c.excavator.id, quantity: 1 },
    ],
    // In Cebu City, quoteList's own address.
    { needed_by: inDays(10), ...over },
  );

const get = (url: string) => call(ctx.app, { method: 'GET', url });

describe('the quote request summary', () => {
  it('is offered by the 201 with its size, and says what was asked, by whom, and when we reply', async () => {
    const c = await quoteCatalogue(ctx);
    const res = await postQuoteList(ctx, list(c));
    expect(res.statusCode, res.body).toBe(201);
    const { reference, summary } = res.json().data;
    expect(summary.url).toMatch(/^\/quote\/summary\/[A-Za-z0-9_-]{43}\.pdf$/);
    const pdf = await get(summary.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers.etag).toBeUndefined();
    expect(pdf.rawPayload.length).toBe(summary.bytes);
    if (process.env.SAVE_PDFS) writeFileSync('/tmp/quote-summary.pdf', pdf.rawPayload);
    const text = (await pdfPages(pdf.rawPayload)).join(' ');
    for (const s of [
      'Your quote request',
      reference,
      'ZL50G Wheel Loader',
      'SY215C Excavator',
      'Juan Dela Cruz',
      'juan@example.ph',
      // The phone as the buyer typed it ('0917 123 4567'), not the stored digits.
      '0917 123 4567',
      'City of Cebu',
      'We will send you a detailed quote within 24 hours.',
      // The download goes only to the browser that sent the list: it carries the buyer's message
      // (the mailed copy does not: tests/api/quote-list.test.ts).
      'Your message',
      'Deliver to the Mandaue yard.',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(s);
    }
    expect(text).not.toContain('rock bucket');
  });

  it('prints the message as plain text: markup removed, its lines kept', async () => {
    const c = await quoteCatalogue(ctx);
    const res = await postQuoteList(
      ctx,
      list(c, {
        message:
          '<script>alert(1)</script><b>Two units</b>\r\nDelivery by <a href="https://x.example">barge</a>',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const text = (await pdfPages((await get(res.json().data.summary.url)).rawPayload)).join(' ');
    expect(text).toContain('Two units');
    expect(text).toContain('Delivery by barge');
    expect(text).not.toMatch(/<|script|alert|href/);
  });

  it("never hands one buyer's summary to another", async () => {
    const c = await quoteCatalogue(ctx);
    const first = (await postQuoteList(ctx, list(c))).json().data;
    const second = (
      await postQuoteList(ctx, list(c, { name: 'Maria Santos', email: 'maria@example.ph' }))
    ).json().data;
    expect(first.summary.url).not.toBe(second.summary.url);
    const text = (await pdfPages((await get(second.summary.url)).rawPayload)).join(' ');
    expect(text).toContain('Maria Santos');
    expect(text).not.toContain('Juan Dela Cruz');
    // Its reference or lead id is no address of it.
    for (const url of [`/quote/summary/${first.reference}.pdf`, `/quote/summary/${first.id}.pdf`]) {
      expect((await get(url)).statusCode).toBe(422);
    }
    const guess = await get(`/quote/summary/${'A'.repeat(43)}.pdf`);
    expect(guess.statusCode).toBe(404);
    expect(guess.headers['content-type']).toMatch(/application\/json/);
  });

  it('is drawn in a worker thread, on sending and on download, like the sheets', async () => {
    const c = await quoteCatalogue(ctx);
    const before = drawsByThread();
    const { summary } = (await postQuoteList(ctx, list(c))).json().data;
    expect((await get(summary.url)).statusCode).toBe(200);
    const drawn = [...drawsByThread()].map(([t, n]) => [t, n - (before.get(t) ?? 0)] as const);
    expect(drawn.filter(([t, n]) => t !== threadId && n > 0).reduce((sum, [, n]) => sum + n, 0)).toBe(2);
  });

  it('stops working after 90 days', async () => {
    const c = await quoteCatalogue(ctx);
    const { id, summary } = (await postQuoteList(ctx, list(c))).json().data;
    await ctx.db
      .update(leads)
      .set({ createdAt: new Date(Date.now() - 91 * 24 * 60 * 60 * 1000) })
      .where(eq(leads.id, id));
    expect((await get(summary.url)).statusCode).toBe(404);
  });

  it('refuses addresses that are not a token', async () => {
    for (const file of [
      'x.pdf',
      `${'A'.repeat(43)}`,
      `${'A'.repeat(44)}.pdf`,
      '..%2F..%2Fetc%2Fpasswd',
      `${'A'.repeat(41)}%0d%0a.pdf`,
    ]) {
      const res = await get(`/quote/summary/${file}`);
      expect(res.statusCode, file).toBe(422);
      expect(res.json().errors.token).toEqual([DOCUMENT_MESSAGES.token]);
    }
  });
});
