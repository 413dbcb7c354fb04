import { and, desc, eq, ilike, like, or, type SQL, sql } from 'drizzle-orm';
import { adminPaths } from '#common/admin-paths';
import type { CommandSearchResult } from '#common/schemas/command-search';
import { quoteListReference } from '#common/schemas/leads';
import { quotationNumber, quotationReference } from '#common/schemas/quotations';
import type { Db } from '../../db/client';
import { leads, quotations } from '../../db/schema';
import type { AuthUser } from '../auth';
import { type LeadScope, scopeWhere } from '../leads/scope';
import { recordAccess } from '../privacy/access-log';
import { closestFirst, contains, type LeadTerm, quotationTerm } from './terms';

// Cmd+K's leads and quotations (docs/product.md §26), within the caller's lead scope exactly as the
// inbox lists them (leads/scope.ts: a sales rep their own, an editor or viewer none). A lead shows
// its reference and name only; a search by e-mail, phone or TIN is a look at personal data and is
// recorded in the access log as the privacy search is, in the same transaction as the answer.

const FULL_ADDRESS = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** "QL-000042" for a quote list (docs/product.md §19), "#42" for any other lead. */
const leadReference = (id: number, kind: string) =>
  kind === 'quote-list' ? quoteListReference(id) : `#${id}`;

function leadCondition(term: LeadTerm): SQL | undefined {
  switch (term.kind) {
    case 'reference':
      return eq(leads.id, term.id);
    case 'email':
      // A whole address is found through the privacy tools' index on lower(email).
      return FULL_ADDRESS.test(term.text)
        ? sql`lower(${leads.email}) = ${term.text}`
        : ilike(leads.email, contains(term.text));
    case 'digits':
      return or(like(leads.phone, contains(term.text)), like(leads.tin, contains(term.text)));
    default:
      return ilike(leads.name, contains(term.text));
  }
}

const recorded = (term: LeadTerm): term is LeadTerm & { text: string } =>
  term.kind === 'email' || term.kind === 'digits';

export async function findLeads(
  db: Db,
  term: LeadTerm,
  scope: LeadScope,
  by: AuthUser,
  limit: number,
): Promise<CommandSearchResult[]> {
  if (scope.kind === 'none') return [];
  return db.transaction(async (tx) => {
    const order = term.kind === 'name' ? closestFirst(leads.name, term.text) : [];
    const rows = await tx
      .select({ id: leads.id, name: leads.name, kind: leads.kind })
      .from(leads)
      .where(and(scopeWhere(scope), leadCondition(term)))
      .orderBy(...order, desc(leads.createdAt), desc(leads.id))
      .limit(limit);
    if (recorded(term)) await recordAccess(tx, by, { action: 'privacy_search', subject: term.text });
    return rows.map((r) => ({
      type: 'lead' as const,
      id: r.id,
      title: r.name,
      subtitle: leadReference(r.id, r.kind),
      url: adminPaths.inquiry(r.id),
    }));
  });
}

/** Quotations by number, on the leads the scope holds. */
export async function findQuotations(
  db: Db,
  q: string,
  scope: LeadScope,
  limit: number,
): Promise<CommandSearchResult[]> {
  const number = quotationTerm(q);
  if (scope.kind === 'none' || !number) return [];
  const rows = await db
    .select({
      id: quotations.id,
      leadId: quotations.leadId,
      year: quotations.year,
      sequence: quotations.sequence,
      revision: quotations.revision,
      status: quotations.status,
    })
    .from(quotations)
    .innerJoin(leads, eq(leads.id, quotations.leadId))
    .where(
      and(
        scopeWhere(scope),
        eq(quotations.year, number.year),
        number.sequence === undefined ? undefined : eq(quotations.sequence, number.sequence),
        number.revision === undefined ? undefined : eq(quotations.revision, number.revision),
      ),
    )
    .orderBy(desc(quotations.sequence), desc(quotations.revision))
    .limit(limit);
  return rows.map((r) => ({
    type: 'quotation' as const,
    id: r.id,
    title: quotationReference(quotationNumber(r.year, r.sequence), r.revision),
    subtitle: `Quotation · ${r.status}`,
    url: adminPaths.inquiry(r.leadId),
  }));
}
