import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BUSINESS_OFFSET_MS, businessDate } from '#common/business-date';
import { leadEvents, leads } from '../../server/db/schema';
import { ACK_HELD_NOTE, ACKS_PER_ADDRESS_PER_DAY } from '../../server/services/mail/ack-limit';
import { quote, STAFF, setupLeadMail } from './support/lead-mail';
import { postQuoteList, quoteCatalogue, quoteList } from './support/quote-list';

// At most three acknowledgements a business day (Asia/Manila) to one address, whatever its letter
// case and whichever form sent them: anyone can type a stranger's address into a form. Past it the
// lead is still stored and staff still notified; its history says why the buyer got no mail.
const { ctx, smtpUp, outbox, sendDue, post } = setupLeadMail();

const general = (email: string, name = 'Ana Reyes') => ({
  name,
  email,
  subject: 'Hello',
  message: 'Please call me.',
  form_started_at: Date.now() - 60_000,
});
const acksTo = async (address: string) =>
  (await outbox()).filter((m) => m.kind === 'ack' && m.to.toLowerCase() === address).length;
const heldNotes = async () =>
  (await ctx.db.select().from(leadEvents).orderBy(asc(leadEvents.id))).map((e) => [e.leadId, e.note]);

/** Moves every stored lead and mail to `at` (the day they were sent, as far as the limit knows). */
async function storedAt(at: Date) {
  await ctx.db.update(leads).set({ createdAt: at });
  await ctx.db.execute(sql`update mail_outbox set created_at = ${at.toISOString()}`);
}
/** Midnight at the start of today in Manila, as an instant. */
const manilaMidnight = () =>
  new Date(Date.parse(`${businessDate(new Date())}T00:00:00Z`) - BUSINESS_OFFSET_MS);

describe('acknowledgements per address and day', () => {
  it('the 4th lead to one address (in any case) is stored and notified, without an acknowledgement', async () => {
    expect(ACKS_PER_ADDRESS_PER_DAY).toBe(3);
    const smtp = await smtpUp();
    const addresses = ['victim@example.ph', 'Victim@Example.PH', 'VICTIM@example.ph', 'victim@EXAMPLE.ph'];
    const ids: number[] = [];
    for (const email of addresses) {
      const res = await post('general', general(email));
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id);
    }
    expect(await ctx.db.select({ id: leads.id }).from(leads)).toHaveLength(4);
    const mails = await outbox();
    expect(mails.filter((m) => m.kind === 'staff').map((m) => m.leadId)).toEqual(ids);
    expect(mails.filter((m) => m.kind === 'ack').map((m) => m.leadId)).toEqual(ids.slice(0, 3));
    expect(await heldNotes()).toEqual([[ids[3], ACK_HELD_NOTE]]);
    const [lead4] = await ctx.db.select().from(leads).where(eq(leads.id, ids[3]));
    expect(lead4.status).toBe('new');

    await sendDue();
    const received = await smtp.waitFor(7);
    expect(received.filter((m) => m.to[0] === STAFF)).toHaveLength(4);
    expect(received.filter((m) => m.to[0].toLowerCase() === 'victim@example.ph')).toHaveLength(3);

    // A fifth is held back too; another address is not affected.
    expect((await post('general', general('victim@example.ph'))).statusCode).toBe(201);
    expect((await post('general', general('someone.else@example.ph'))).statusCode).toBe(201);
    expect(await acksTo('victim@example.ph')).toBe(3);
    expect(await acksTo('someone.else@example.ph')).toBe(1);
  });

  it('counts every form that acknowledges, quote lists too', async () => {
    const c = await quoteCatalogue(ctx);
    const email = 'juan@example.ph';
    expect((await post('quote-simple', { ...quote, email })).statusCode).toBe(201);
    expect((await post('general', general(email.toUpperCase()))).statusCode).toBe(201);
    expect((await postQuoteList(ctx, quoteList([{ variant_id: c.loader.id, quantity: 1 }]))).statusCode).toBe(
      201,
    );
    const fourth = await postQuoteList(ctx, quoteList([{ variant_id: c.crane.id, quantity: 2 }]));
    expect(fourth.statusCode, fourth.body).toBe(201);
    const id = fourth.json().data.id;
    const mails = (await outbox()).filter((m) => m.leadId === id);
    expect(mails.map((m) => [m.kind, m.to])).toEqual([['staff', STAFF]]);
    expect(await heldNotes()).toEqual([[id, ACK_HELD_NOTE]]);
    expect(await acksTo(email)).toBe(3);
  });

  it('acknowledges again on the next business day in Manila', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post('general', general('ana@example.ph'))).statusCode).toBe(201);
    // Sent a minute before midnight in Manila (16:59 UTC the day before): yesterday's, not today's.
    await storedAt(new Date(manilaMidnight().getTime() - 60_000));
    for (let i = 0; i < 3; i++)
      expect((await post('general', general('ana@example.ph'))).statusCode).toBe(201);
    expect(await acksTo('ana@example.ph')).toBe(6);
    expect((await post('general', general('ana@example.ph'))).statusCode).toBe(201);
    expect(await acksTo('ana@example.ph')).toBe(6);
    expect(await heldNotes()).toHaveLength(1);
  });

  it('a minute after midnight in Manila is already today', async () => {
    for (let i = 0; i < 3; i++)
      expect((await post('general', general('ana@example.ph'))).statusCode).toBe(201);
    await storedAt(new Date(manilaMidnight().getTime() + 60_000));
    expect((await post('general', general('ana@example.ph'))).statusCode).toBe(201);
    expect(await acksTo('ana@example.ph')).toBe(3);
  });

  it('leads arriving together send no more than three', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post('general', general(i % 2 ? 'bob@example.ph' : 'BOB@example.ph')),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(await acksTo('bob@example.ph')).toBe(3);
    expect((await outbox()).filter((m) => m.kind === 'staff')).toHaveLength(8);
    expect(await heldNotes()).toHaveLength(5);
  });
});
