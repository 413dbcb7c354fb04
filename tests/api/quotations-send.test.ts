import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { QUOTATION_MESSAGES } from '../../common/schemas/quotations';
import { buildApp } from '../../server/app';
import { leads, mailOutbox, quotationLinks, quotations } from '../../server/db/schema';
import { runOutboxOnce } from '../../server/services/mail/outbox';
import { smtpSender } from '../../server/services/mail/transport';
import { linkTokenHash } from '../../server/services/quotations/link';
import { setSettingValues } from '../../server/services/settings';
import { call, testConfig } from '../support/api';
import { createAdmin, createLead, createUser } from '../support/factories';
import { pdfPages } from '../support/pdf';
import { databaseText, outboxText } from './support/database-text';
import { droppingSender, setupMailApi } from './support/lead-mail';
import { inDays, quotationCalls, quotationInput, thisYear } from './support/quotation-staff';

// Sending a quotation (docs/product.md §25, decision 048): the lead's reply, queued in the outbox
// with its PDF drawn at sending and the buyer's private link; it supersedes older sent revisions,
// stops the response clock, and a sent revision is never changed.
const mail = setupMailApi({ PUBLIC_URL: 'https://ironsite.example' });
const { ctx } = mail;
const q = quotationCalls(ctx);

beforeEach(async () => {
  await setSettingValues(ctx.db, {
    site_name: 'Ironsite Equipment',
    company_email: 'sales@ironsite.example',
    notification_email: 'team@ironsite.test',
    currency: 'PHP',
    vat_mode: 'exclusive',
  });
});

const outbox = () => ctx.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
const links = () => ctx.db.select().from(quotationLinks);
const LINK = /https:\/\/ironsite\.example\/quotation\/([A-Za-z0-9_-]{43})/;
/** Whether the buyer's link opens its quotation (a link that opens is its own newest: 302 to itself). */
const linkOpens = async (token: string) => {
  const res = await call(ctx.app, { url: `/quotation/${token}/newest` });
  if (res.statusCode === 404) return false;
  expect(res.headers.location).toBe(`/quotation/${token}`);
  return true;
};
const statusOf = async (id: number) =>
  (await ctx.db.select({ s: quotations.status }).from(quotations).where(eq(quotations.id, id)))[0].s;

async function draft(over: Partial<typeof leads.$inferInsert> = {}) {
  const rep = await createUser(ctx.db, { role: 'sales', name: 'Rey Sales', email: 'rey@ironsite.test' });
  const lead = await createLead(ctx.db, {
    kind: 'quote',
    name: 'Juan Dela Cruz',
    email: 'juan@example.ph',
    assigneeId: rep.user.id,
    ...over,
  });
  const res = await q.create(lead.id, quotationInput(), rep.token);
  expect(res.statusCode, res.body).toBe(201);
  return { rep, lead, quotation: res.json().data };
}

describe('POST /api/admin/quotations/:id/send', () => {
  it('queues the mail with the PDF and the link, marks it sent, records it and stops the clock', async () => {
    const { rep, lead, quotation } = await draft();
    const res = await q.send(
      quotation.id,
      { message: 'Dear Juan,\n\nAs discussed <b>today</b>.' },
      rep.token,
    );
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Quotation queued to be sent.',
      data: { id: quotation.id, status: 'sent', sent_at: expect.any(String) },
    });
    const reference = `Q-${thisYear()}-0001`;
    const [row] = await outbox();
    expect(await outbox()).toHaveLength(1);
    expect(row).toMatchObject({
      leadId: lead.id,
      kind: 'quotation',
      quotationId: quotation.id,
      from: '"Ironsite Equipment" <sales@ironsite.example>',
      to: 'juan@example.ph',
      replyTo: 'rey@ironsite.test',
      subject: `Quotation ${reference} from Ironsite Equipment`,
      state: 'pending',
    });
    expect(row.text).toContain('Dear Juan,\n\nAs discussed today.');
    expect(row.text).toContain('Total: ₱2,744,000.00 (VAT exclusive (12% VAT added))');
    expect(row.html).not.toContain('<b>today');

    const [stored] = await ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored.firstResponseAt).not.toBeNull();
    expect(stored.status).toBe('contacted');
    const sentEvent = (await q.events(lead.id)).find((e) => e.quotationAction === 'sent');
    expect(sentEvent).toMatchObject({
      quotationId: quotation.id,
      mailId: row.id,
      channel: 'email',
      status: 'contacted',
      userId: rep.user.id,
    });

    // The stored mail holds a marker where the link goes: the link is minted as it is sent.
    expect(row.text).toContain('https://ironsite.example/quotation/{{link-token}}');
    expect(row.html).toContain('href="https://ironsite.example/quotation/{{link-token}}"');
    expect(await links()).toEqual([]);

    const smtp = await mail.smtpUp();
    const run = await runOutboxOnce(ctx.db, smtpSender(mail.smtpUrl()));
    expect(run.sent).toBe(1);
    const [received] = await smtp.waitFor(1);
    expect(received.to).toEqual(['juan@example.ph']);
    const link = /https:\/\/ironsite\.example\/quotation\/([A-Za-z0-9_-]{43})/.exec(received.text);
    expect(link).not.toBeNull();
    expect(received.html).toContain(link?.[0]);
    // Only the token's hash is stored, and it names this revision.
    expect(await links()).toEqual([
      expect.objectContaining({ tokenHash: linkTokenHash(link?.[1] ?? ''), quotationId: quotation.id }),
    ]);
    expect(await linkOpens(link?.[1] ?? '')).toBe(true);
    // The sent row, and every table as a dump would carry it, hold no live link.
    expect((await outbox())[0]).toMatchObject({ state: 'sent', linkHash: linkTokenHash(link?.[1] ?? '') });
    expect(await outboxText(ctx.db)).not.toContain(link?.[1]);
    expect(await databaseText(ctx.db)).not.toContain(link?.[1]);
    expect(received.attachments).toHaveLength(1);
    const [pdf] = received.attachments;
    expect(pdf.filename).toBe(`quotation-${reference}.pdf`);
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.content.subarray(0, 4).toString()).toBe('%PDF');
    expect((await pdfPages(pdf.content)).join(' ')).toContain(reference);
  });

  it('a sent revision is never changed; revising the newest makes R1, which supersedes the original when sent', async () => {
    const { rep, quotation } = await draft();
    expect((await q.revise(quotation.id, rep.token)).statusCode).toBe(409); // a draft is edited, not revised
    expect((await q.send(quotation.id, {}, rep.token)).statusCode).toBe(202);
    expect((await q.send(quotation.id, {}, rep.token)).statusCode).toBe(409);
    const patched = await q.patch(quotation.id, quotationInput(), rep.token);
    expect(patched.statusCode).toBe(409);
    expect(patched.json().message).toMatch(/cannot be changed/);

    const revised = await q.revise(quotation.id, rep.token);
    expect(revised.statusCode, revised.body).toBe(201);
    const r1 = revised.json().data;
    expect(r1).toMatchObject({
      number: quotation.number,
      revision: 1,
      reference: `${quotation.number}-R1`,
      status: 'draft',
      totals: quotation.totals,
      lines: quotation.lines,
    });
    // Only the newest revision is revised.
    const again = await q.revise(quotation.id, rep.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/newer revision/);

    expect((await q.patch(r1.id, quotationInput({ notes: 'Better price' }), rep.token)).statusCode).toBe(200);
    expect(await statusOf(quotation.id)).toBe('sent');
    expect((await q.send(r1.id, {}, rep.token)).statusCode).toBe(202);
    expect(await statusOf(quotation.id)).toBe('superseded');
    expect(await statusOf(r1.id)).toBe('sent');
    const list = (await q.list(quotation.lead_id, rep.token)).json().data;
    expect(list.map((x: { reference: string; status: string }) => [x.reference, x.status])).toEqual([
      [quotation.number, 'superseded'],
      [`${quotation.number}-R1`, 'sent'],
    ]);
    // Sending R1 is not a first response again; both sends are in the history.
    expect((await q.events(quotation.lead_id)).filter((e) => e.quotationAction === 'sent')).toHaveLength(2);
    expect((await q.events(quotation.lead_id)).filter((e) => e.quotationAction === 'created')).toHaveLength(
      2,
    );
  });

  it('a sent quotation past its validity date reads as expired', async () => {
    const { rep, quotation } = await draft();
    await q.send(quotation.id, {}, rep.token);
    await ctx.db
      .update(quotations)
      .set({ validUntil: inDays(-1) })
      .where(eq(quotations.id, quotation.id));
    expect((await q.list(quotation.lead_id, rep.token)).json().data[0].status).toBe('expired');
  });

  it('409 without SMTP or for an erased lead, 422 past its validity date: nothing stored', async () => {
    const { rep, lead, quotation } = await draft();
    const noSmtp = await buildApp({ config: testConfig({}), database: ctx.testDb.database, logger: false });
    try {
      expect((await q.send(quotation.id, {}, rep.token, noSmtp)).statusCode).toBe(409);
    } finally {
      await noSmtp.close();
    }
    await ctx.db
      .update(quotations)
      .set({ validUntil: inDays(-1) })
      .where(eq(quotations.id, quotation.id));
    const past = await q.send(quotation.id, {}, rep.token);
    expect(past.statusCode).toBe(422);
    expect(Object.keys(past.json().errors)).toEqual(['valid_until']);
    await ctx.db
      .update(quotations)
      .set({ validUntil: inDays(3) })
      .where(eq(quotations.id, quotation.id));
    expect((await q.send(quotation.id, { message: 'x'.repeat(5001) }, rep.token)).statusCode).toBe(422);
    await ctx.db.update(leads).set({ erasedAt: new Date() }).where(eq(leads.id, lead.id));
    expect((await q.send(quotation.id, {}, rep.token)).statusCode).toBe(409);
    expect(await outbox()).toHaveLength(0);
    expect(await links()).toHaveLength(0);
    expect(await statusOf(quotation.id)).toBe('draft');
    const [stored] = await ctx.db.select().from(leads).where(eq(leads.id, lead.id));
    expect(stored.firstResponseAt).toBeNull();
    expect((await q.events(lead.id)).map((e) => e.quotationAction)).toEqual(['created']);
  });

  it('roles: a viewer is refused, an admin may send any lead’s quotation', async () => {
    const { quotation } = await draft();
    const viewer = await createUser(ctx.db, { role: 'viewer' });
    expect((await q.send(quotation.id, {}, viewer.token)).statusCode).toBe(403);
    const admin = await createAdmin(ctx.db, { email: 'boss@ironsite.test' });
    // No body at all: the message is optional.
    expect((await q.send(quotation.id, undefined, admin.token)).statusCode).toBe(202);
    expect((await outbox())[0].replyTo).toBe('boss@ironsite.test');
  });

  it('a retry mints a new link and the previous attempt’s link answers 404', async () => {
    const { rep, quotation } = await draft();
    expect((await q.send(quotation.id, {}, rep.token)).statusCode).toBe(202);
    // The first attempt's mail may have reached the buyer before the connection failed.
    const { handed, sender: flaky } = droppingSender();
    const t0 = new Date();
    expect(await runOutboxOnce(ctx.db, flaky, { now: t0 })).toMatchObject({ retrying: 1 });
    const first = LINK.exec(handed[0] ?? '')?.[1] ?? '';
    expect(await linkOpens(first)).toBe(true);
    expect(await outboxText(ctx.db)).not.toContain(first);

    const smtp = await mail.smtpUp();
    const retry = new Date(t0.getTime() + 60_000);
    expect(await runOutboxOnce(ctx.db, smtpSender(mail.smtpUrl()), { now: retry })).toMatchObject({
      sent: 1,
    });
    const [received] = await smtp.waitFor(1);
    const second = LINK.exec(received.text)?.[1] ?? '';
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    expect(await linkOpens(first)).toBe(false);
    expect(await linkOpens(second)).toBe(true);
    expect(await links()).toHaveLength(1);
    expect(await databaseText(ctx.db)).not.toContain(second);
  });

  it('without PUBLIC_URL refuses the mail (409 naming PUBLIC_URL): nothing is queued, minted or sent', async () => {
    const { rep, quotation } = await draft();
    const noUrl = await buildApp({
      config: testConfig({ SMTP_URL: mail.smtpUrl() }),
      database: ctx.testDb.database,
      logger: false,
    });
    try {
      const res = await q.send(quotation.id, {}, rep.token, noUrl);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(QUOTATION_MESSAGES.noPublicUrl);
      expect(res.json().message).toContain('PUBLIC_URL');
    } finally {
      await noUrl.close();
    }
    expect(await outbox()).toEqual([]);
    expect(await links()).toEqual([]);
    expect(await statusOf(quotation.id)).toBe('draft');
  });
});
