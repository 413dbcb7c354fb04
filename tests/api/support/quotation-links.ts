import { asc, eq } from 'drizzle-orm';
import { quotationTotals } from '../../../common/money';
import type { Db } from '../../../server/db/client';
import {
  type leads,
  mailOutbox,
  quotationLines,
  quotationLinks,
  quotations,
} from '../../../server/db/schema';
import { linkTokenHash, newLinkToken } from '../../../server/services/quotations/link';
import { totalColumns } from '../../../server/services/quotations/save';
import { createLead } from '../../support/factories';

// Quotations as a sent one leaves them, inserted directly (the buyer's side needs no staff), with a
// link whose token the test holds: the database keeps only its hash.

let sequence = 0;

const LINES = [
  {
    position: 1,
    description: 'Excavator XL-200',
    quantity: 2,
    unitCents: 100_000_000,
    discountCents: 5_000_000,
  },
  {
    position: 2,
    description: 'Delivery to <b>Cebu</b>',
    quantity: 1,
    unitCents: 2_500_000,
    discountCents: 0,
  },
];

interface SeedOptions {
  lead?: Partial<typeof leads.$inferInsert>;
  quotation?: Partial<typeof quotations.$inferInsert>;
  /** The lead to add a revision to, instead of a new one. */
  leadId?: number;
}

/** A sent quotation (PHP, VAT exclusive, valid until `validUntil`) and a link to it. */
export async function seedQuotation(db: Db, { lead: leadOver, quotation: over, leadId }: SeedOptions = {}) {
  const lead = leadId
    ? { id: leadId }
    : await createLead(db, { kind: 'quote', name: 'Juan dela Cruz', company: 'Cruz Builders', ...leadOver });
  const totals = quotationTotals(LINES, 'exclusive');
  if (!totals) throw new Error('totals');
  const [row] = await db
    .insert(quotations)
    .values({
      leadId: lead.id,
      year: 2026,
      sequence: over?.sequence ?? ++sequence + 100,
      revision: 0,
      status: 'sent',
      currency: 'PHP',
      vatMode: 'exclusive',
      ...totalColumns(totals),
      validUntil: '2026-12-31',
      paymentTerms: 'Cash: 50% down payment.',
      deliveryTime: '4 to 6 weeks',
      notes: 'Includes operator training.',
      signatoryName: 'Rey Sales',
      signatoryEmail: 'rey@ironsite.test',
      sentAt: new Date('2026-12-01T02:00:00Z'),
      ...over,
    })
    .returning();
  await db.insert(quotationLines).values(LINES.map((l) => ({ ...l, quotationId: row.id })));
  const token = await linkTo(db, row.id);
  return { leadId: lead.id, quotation: row, token };
}

/** A new link to quotation `id`; returns its token. */
export async function linkTo(db: Db, id: number) {
  const token = newLinkToken();
  await db.insert(quotationLinks).values({ tokenHash: linkTokenHash(token), quotationId: id });
  return token;
}

export const quotationRow = async (db: Db, id: number) =>
  (await db.select().from(quotations).where(eq(quotations.id, id)))[0];
export const alertsOf = (db: Db, leadId: number) =>
  db.select().from(mailOutbox).where(eq(mailOutbox.leadId, leadId)).orderBy(asc(mailOutbox.id));

/** The token with one character changed: a link that is almost right. */
export const tampered = (token: string) =>
  `${token.slice(0, 10)}${token[10] === 'A' ? 'B' : 'A'}${token.slice(11)}`;
