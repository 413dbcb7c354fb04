import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personalDataAccess } from '../../server/db/schema';
import { indexVariantSpecs } from '../../server/services/parameters/spec-index';
import { appsOn, call, setupApi } from '../support/api';
import { createAdmin, createLead, createUser, createVariant } from '../support/factories';
import { quotationCalls, quotationInput } from './support/quotation-staff';

// The staff download of a quotation's PDF (docs/product.md §25): it carries the buyer's name,
// e-mail and phone, so each download is on the access record (§23); and it is drawn by the
// threads the public sheets share (decision 033), so one person's flood of downloads is limited
// per person (429) and waits its turn instead of holding every sheet behind it.
const ctx = setupApi();
const q = quotationCalls(ctx);

/** An app of its own on the file's database: its own per-person count of drawings. */
const appWith = appsOn(ctx);

const accessRows = () => ctx.db.select().from(personalDataAccess).orderBy(asc(personalDataAccess.id));

describe('the access record', () => {
  it('records every staff download of a quotation PDF as an export of its lead; a refused one, none', async () => {
    const rep = await createUser(ctx.db, { role: 'sales', name: 'Rey Sales' });
    const other = await createUser(ctx.db, { role: 'sales' });
    const viewer = await createUser(ctx.db, { role: 'viewer' });
    const lead = await createLead(ctx.db, { kind: 'quote', assigneeId: rep.user.id, phone: '09171234567' });
    const created = await q.create(lead.id, quotationInput(), rep.token);
    const { id, reference } = created.json().data;

    for (let i = 0; i < 2; i++) expect((await q.pdf(id, rep.token)).statusCode).toBe(200);
    const rows = await accessRows();
    expect(rows).toHaveLength(2);
    for (const row of rows)
      expect(row).toMatchObject({
        userId: rep.user.id,
        userName: 'Rey Sales',
        action: 'export',
        leadId: lead.id,
        subject: `quotation-${reference}.pdf`,
      });

    // Nothing left the server: nothing recorded.
    expect((await q.pdf(id, other.token)).statusCode).toBe(404);
    expect((await q.pdf(id, viewer.token)).statusCode).toBe(403);
    expect((await q.pdf(999_999, rep.token)).statusCode).toBe(404);
    expect((await q.pdf('abc', rep.token)).statusCode).toBe(422);
    expect(await accessRows()).toHaveLength(2);

    // The lead's access card shows it to those who read the record.
    const admin = await createAdmin(ctx.db);
    const card = await call(ctx.app, { url: `/api/admin/leads/${lead.id}/access`, token: admin.token });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().data).toEqual([
      expect.objectContaining({ action: 'export', lead_id: lead.id }),
      expect.objectContaining({ action: 'export', lead_id: lead.id }),
    ]);
  });
});

describe('a flood of staff downloads', () => {
  it('gets 429 with Retry-After past the per-person limit, while a public spec sheet answers 200', async () => {
    const app = await appWith({ RATE_LIMIT_STAFF_PDFS_PER_MINUTE: '3' });
    const admin = await createAdmin(ctx.db);
    const lead = await createLead(ctx.db, { kind: 'quote' });
    // A long quotation: 50 lines, the most one holds.
    const lines = Array.from({ length: 50 }, (_, i) => ({
      description: `Line ${i + 1}: spare parts kit for the ZL50G wheel loader, with fitting`,
      quantity: 1 + (i % 9),
      unit_price: 1_000 + i,
    }));
    const created = await q.create(lead.id, quotationInput({ lines }), admin.token);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const machine = await createVariant(ctx.db, { name: 'PC200-8 Excavator' });
    await indexVariantSpecs(ctx.db, [machine.id]);

    const pdf = (token: string) => call(app, { url: `/api/admin/quotations/${id}/pdf`, token });
    const flood = Array.from({ length: 30 }, () => pdf(admin.token));
    // The visitor asks once the flood is under way (a first download answered): everything the
    // flood could queue is queued by then.
    await Promise.race(flood);
    const public_ = await app.inject({
      url: `/products/${machine.id}/spec-sheet.pdf`,
      remoteAddress: '203.0.113.7',
    });
    const answers = await Promise.all(flood);

    expect(public_.statusCode, public_.body.slice(0, 200)).toBe(200);
    expect(public_.headers['content-type']).toBe('application/pdf');
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(27);
    const refused = answers.find((a) => a.statusCode === 429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused?.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused?.json().message).toMatch(
      /^Too many quotation PDFs drawn for you just now\. .*\d+ seconds\.$/,
    );
    // Each person has their own count, and only what left the server is recorded.
    const manager = await createUser(ctx.db, { role: 'manager' });
    expect((await pdf(manager.token)).statusCode).toBe(200);
    expect(await accessRows()).toHaveLength(4);
  });
});
