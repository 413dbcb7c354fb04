import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leadRuleAssignees, leadRules, mailOutbox } from '../../server/db/schema';
import { call } from '../support/api';
import { createAdmin, createLead, createUser } from '../support/factories';
import { setFallback } from './support/lead-desk';
import { STAFF, setupLeadMail } from './support/lead-mail';
import { postQuoteList, quoteCatalogue, quoteList } from './support/quote-list';

// The person a lead is assigned to hears of it (docs/product.md §24): routing a new lead, and staff
// assigning one later, queue the lead's details to that person in the assignment's transaction,
// through the outbox, with the form's fields in words rather than stored values.
const { ctx, outbox } = setupLeadMail();

const assignments = () => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'assignment'));

async function rule(name: string, match: object, userId: number) {
  const [row] = await ctx.db.insert(leadRules).values({ name, match, position: 1 }).returning();
  await ctx.db.insert(leadRuleAssignees).values({ ruleId: row!.id, userId, position: 1 });
}

describe('routing a new lead', () => {
  it('mails the person the rule chose, with the quote list in words', async () => {
    await createAdmin(ctx.db);
    const rep = await createUser(ctx.db, { role: 'sales', name: 'Rosa Rep', email: 'rosa@ironsite.test' });
    await rule('Quote lists', { kind: 'quote-list' }, rep.user.id);
    const { loader } = await quoteCatalogue(ctx);
    const res = await postQuoteList(
      ctx,
      quoteList([{ variant_id: loader.id, quantity: 2 }], {
        buyer_type: 'government',
        intent: 'finance',
        marketing_opt_in: false,
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await assignments();
    expect(mail).toMatchObject({ to: 'rosa@ironsite.test', replyTo: 'juan@example.ph', state: 'pending' });
    expect(mail!.subject).toBe('Assigned to you: Quote list from Juan Dela Cruz (Acme Builders)');
    expect(mail!.text).toMatch(/^Assigned to you by the routing rule “Quote lists”\.\n/);
    for (const line of [
      'Buyer type: Government / LGU',
      'Buy, rent or finance: Finance',
      'Marketing opt in: No',
    ])
      expect(mail!.text).toContain(line);
    expect(mail!.text).not.toMatch(/: (government|finance|false)$/m);
    expect(mail!.html).toContain('Government / LGU');
    // The notification address still gets its own copy, in the same words.
    const staff = (await outbox()).find((m) => m.kind === 'staff');
    expect(staff?.to).toBe(STAFF);
    expect(staff?.text).toContain('Buyer type: Government / LGU');
  });

  it('mails the fallback person when no rule matches, saying so', async () => {
    await createAdmin(ctx.db);
    const fallback = await createUser(ctx.db, { role: 'sales', email: 'fallback@ironsite.test' });
    await setFallback(ctx.db, fallback.user.id);
    const res = await call(ctx.app, {
      method: 'POST',
      url: '/api/contact/support',
      payload: {
        name: 'Ana Reyes',
        email: 'ana@example.ph',
        message: 'The loader will not start.',
        urgency: 'high',
        inquiry_type: 'support',
        form_started_at: Date.now() - 60_000,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await assignments();
    expect(mail?.to).toBe('fallback@ironsite.test');
    expect(mail!.text).toContain('Assigned to you by routing, as the fallback person.');
    expect(mail!.text).toContain('Urgency: High');
    expect(mail!.text).toContain('Inquiry type: Technical Support');
  });
});

describe('POST /api/admin/leads/{id}/assign', () => {
  it('mails the new assignee, in the assignment’s transaction; taking a lead oneself mails nobody', async () => {
    const manager = await createUser(ctx.db, { role: 'manager', name: 'Mona Manager' });
    const rep = await createUser(ctx.db, { role: 'sales', email: 'sam@ironsite.test' });
    const lead = await createLead(ctx.db, {
      kind: 'quote',
      name: 'Pedro Penduko',
      email: 'pedro@example.ph',
      payload: { buyer_type: 'company', marketing_opt_in: true, quantity: '2 units' },
    });
    const assign = (token: string, user_id: number) =>
      call(ctx.app, {
        method: 'POST',
        url: `/api/admin/leads/${lead.id}/assign`,
        token,
        payload: { user_id },
      });

    expect((await assign(manager.token, rep.user.id)).statusCode).toBe(200);
    const [mail] = await assignments();
    expect(mail).toMatchObject({ to: 'sam@ironsite.test', leadId: lead.id, replyTo: 'pedro@example.ph' });
    expect(mail!.subject).toBe('Assigned to you: Quote request from Pedro Penduko');
    expect(mail!.text).toContain('Assigned to you by Mona Manager.');
    expect(mail!.text).toContain('Buyer type: Company');
    expect(mail!.text).toContain('Marketing opt in: Yes');
    // Assigning it to whom it already belongs changes nothing, and sends nothing.
    expect((await assign(manager.token, rep.user.id)).statusCode).toBe(200);
    expect(await assignments()).toHaveLength(1);
    // The manager taking it mails nobody.
    await ctx.db.update(mailOutbox).set({ state: 'sent' }).where(eq(mailOutbox.leadId, lead.id));
    const self = await createUser(ctx.db, { role: 'manager' });
    expect((await assign(self.token, self.user.id)).statusCode).toBe(200);
    expect(await assignments()).toHaveLength(1);
    // The lead's page lists the mail among its deliveries.
    const page = await call(ctx.app, { url: `/api/admin/leads/${lead.id}`, token: manager.token });
    expect(page.statusCode).toBe(200);
    expect(page.json().deliveries.map((d: { kind: string }) => d.kind)).toContain('assignment');
  });

  it('a refused assignment queues no mail', async () => {
    const manager = await createUser(ctx.db, { role: 'manager' });
    const editor = await createUser(ctx.db, { role: 'editor' });
    const lead = await createLead(ctx.db, { kind: 'quote' });
    const res = await call(ctx.app, {
      method: 'POST',
      url: `/api/admin/leads/${lead.id}/assign`,
      token: manager.token,
      payload: { user_id: editor.user.id },
    });
    expect(res.statusCode).toBe(422);
    expect(
      await ctx.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'assignment'), eq(mailOutbox.leadId, lead.id))),
    ).toEqual([]);
  });
});
