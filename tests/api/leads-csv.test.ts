import { describe, expect, it } from 'vitest';
import { leads } from '../../server/db/schema';
import { businessDate } from '../../server/services/leads/business-time';
import { csvCell } from '../../server/services/leads/csv';
import { call, setupApi } from '../support/api';
import { createAdmin, createLead, createUser } from '../support/factories';
import { inDays, quoteCatalogue, sendQuoteList } from './support/quote-list';

const ctx = setupApi();

const exportCsv = (query: string, token: string) =>
  call(ctx.app, { method: 'GET', url: `/api/admin/leads/export.csv${query}`, token });

/** Splits the file into records, honouring quoted CRLFs (enough RFC 4180 for these tests). */
function records(body: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('GET /api/admin/leads/export.csv', () => {
  it('is a UTF-8 download with a BOM, CRLF line ends, a header row and RFC 4180 quoting', async () => {
    const { token } = await createAdmin(ctx.db);
    await createLead(ctx.db, {
      name: 'José "Pepe" Rizal',
      company: 'Rizal, Mabini & Co.',
      message: 'Line one\r\nLine two',
      phone: '09171234567',
      product: 'Hoist ñ 5 t',
      page: '/contact',
      createdAt: new Date('2025-03-01T16:30:00Z'),
    });
    const res = await exportCsv('', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="leads-${businessDate(new Date())}.csv"`,
    );
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const body = raw.toString('utf8').slice(1);
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.split('\r\n')[0]).toBe(
      'ID,Received (UTC+08:00),Form,Status,Close reason,Name,Email,Phone,Company,Product,Subject,Message,Page,E-mail delivery,' +
        'Reference,TIN,Buyer type,Intent,Deliver to,Needed by,Machines,Assigned to',
    );
    expect(body).toContain(',"José ""Pepe"" Rizal",visitor');
    expect(body).toContain('"Rizal, Mabini & Co."');
    expect(body).toContain('"Line one\r\nLine two"');
    const [, row] = records(body);
    expect(row).toEqual([
      expect.stringMatching(/^\d+$/),
      '2025-03-02 00:30:00',
      'Quote request',
      'new',
      '',
      'José "Pepe" Rizal',
      expect.stringContaining('@example.ph'),
      '09171234567',
      'Rizal, Mabini & Co.',
      'Hoist ñ 5 t',
      '',
      'Line one\r\nLine two',
      '/contact',
      'none',
      // A form other than the quote list leaves the quote list's cells empty.
      ...Array(7).fill(''),
      // Nobody is assigned yet.
      '',
    ]);
  });

  it('names who the lead is assigned to, in the last column', async () => {
    const { token } = await createAdmin(ctx.db);
    const rep = await createUser(ctx.db, { role: 'sales', name: 'Rosa Sales' });
    await createLead(ctx.db, { name: 'Owned', assigneeId: rep.user.id });
    const [header, row] = records((await exportCsv('', token)).rawPayload.toString('utf8').slice(1));
    expect([header.at(-1), row.at(-1)]).toEqual(['Assigned to', 'Rosa Sales']);
  });

  it('neutralises formula injection: cells starting with = + - @ tab or CR get a leading apostrophe', async () => {
    const { token } = await createAdmin(ctx.db);
    // Field, its column in the file, and what a buyer typed there.
    const typed = [
      ['name', 5, '=HYPERLINK("http://evil.example","Click")'],
      ['company', 8, '+63 Corp'],
      ['product', 9, '-2+3'],
      ['subject', 10, '@SUM(A1)'],
      ['message', 11, '\tcmd'],
    ] as const;
    await createLead(ctx.db, Object.fromEntries(typed.map(([field, , value]) => [field, value])));
    const [, row] = records((await exportCsv('', token)).rawPayload.toString('utf8').slice(1));
    for (const [, column, value] of typed) expect(row[column]).toBe(`'${value}`);
    expect(csvCell('\rx')).toBe(`"'\rx"`);
    expect(csvCell('safe = text')).toBe('safe = text');
  });

  it("holds a quote list's buyer, place, date and every machine with its quantity and note", async () => {
    const { token } = await createAdmin(ctx.db);
    const c = await quoteCatalogue(ctx);
    const neededBy = inDays(21);
    const res = await sendQuoteList(
      ctx,
      [
        { variant_id: c.loader.id, quantity: 2, note: '=HYPERLINK("http://evil.example","x")' },
        { variant_id: c.excavator.id, quantity: 1 },
        { variant_id: c.crane.id, quantity: 3, note: '<b>with</b> jib\r\n+1 spare' },
      ],
      { tin: '012-345-678-000', buyer_type: 'government', intent: 'finance', needed_by: neededBy },
    );
    const { id, reference } = res.json().data;
    const [header, row] = records(
      (await exportCsv('?kind=quote-list', token)).rawPayload.toString('utf8').slice(1),
    );
    const cell = (name: string) => row[header.indexOf(name)];
    expect(Number(row[0])).toBe(id);
    expect(cell('Form')).toBe('Quote list');
    expect(cell('Reference')).toBe(reference);
    // Grouped as the BIR writes it, so a spreadsheet keeps the leading zero and all 12 digits.
    expect(cell('TIN')).toBe('012-345-678-000');
    expect(cell('Buyer type')).toBe('Government / LGU');
    expect(cell('Intent')).toBe('Finance');
    expect(cell('Deliver to')).toBe('City of Cebu, Cebu, Region VII (Central Visayas)');
    expect(cell('Needed by')).toBe(neededBy);
    // The quantity leads the cell, so no note can start a formula; markup was removed on the way in.
    expect(cell('Machines')).toBe(
      '2 × ZL50G Wheel Loader, XCMG (=HYPERLINK("http://evil.example","x")); ' +
        '1 × SY215C Excavator, SANY; 3 × QY25K Truck Crane, XCMG (with jib +1 spare)',
    );
  });

  it('applies the list filters (status, kind, search, dates) and hides spam unless asked', async () => {
    const { token } = await createAdmin(ctx.db);
    await createLead(ctx.db, {
      name: 'Quote Feb',
      kind: 'quote',
      createdAt: new Date('2025-02-10T02:00:00Z'),
    });
    await createLead(ctx.db, {
      name: 'Support Feb',
      kind: 'support',
      createdAt: new Date('2025-02-11T02:00:00Z'),
    });
    await createLead(ctx.db, {
      name: 'Quote Mar',
      kind: 'quote',
      createdAt: new Date('2025-03-10T02:00:00Z'),
    });
    await createLead(ctx.db, { name: 'Spammer', status: 'closed', closeReason: 'spam' });
    const exported = async (q: string) =>
      records((await exportCsv(q, token)).rawPayload.toString('utf8').slice(1))
        .slice(1)
        .map((r) => r[5]);
    expect(await exported('')).toEqual(['Quote Mar', 'Support Feb', 'Quote Feb']);
    expect(await exported('?kind=quote')).toEqual(['Quote Mar', 'Quote Feb']);
    expect(await exported('?from=2025-02-01&to=2025-02-28')).toEqual(['Support Feb', 'Quote Feb']);
    expect(await exported('?search=support')).toEqual(['Support Feb']);
    expect(await exported('?status=spam')).toEqual(['Spammer']);
    expect(await exported('?status=all')).toHaveLength(4);
    expect((await exportCsv('?status=bogus', token)).statusCode).toBe(422);
  });

  it('pages through large exports in batches without losing or repeating a lead', async () => {
    const { token } = await createAdmin(ctx.db);
    const total = 2345;
    await ctx.db.insert(leads).values(
      Array.from({ length: total }, (_, i) => ({
        kind: 'general',
        name: `Bulk ${i + 1}`,
        email: `bulk${i + 1}@example.ph`,
        payload: {},
      })),
    );
    const rows = records((await exportCsv('', token)).rawPayload.toString('utf8').slice(1)).slice(1);
    expect(rows).toHaveLength(total);
    const ids = rows.map((r) => Number(r[0]));
    expect(new Set(ids).size).toBe(total);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
