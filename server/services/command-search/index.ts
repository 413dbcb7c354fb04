import { can } from '#common/permissions';
import {
  COMMAND_SEARCH_LABELS,
  type CommandSearchQuery,
  type CommandSearchResult,
  type CommandSearchType,
} from '#common/schemas/command-search';
import type { Db } from '../../db/client';
import type { AuthUser } from '../auth';
import { leadScope } from '../leads/scope';
import { findLeads, findQuotations } from './leads';
import { findBrands, findCategories, findNews, findProducts, findUsers, findVariants } from './records';
import { leadTerm, quotationTerm } from './terms';

// Cmd+K (docs/product.md §26, decision 068): every kind the caller's role may read, each its own
// query within that kind's rule: the catalogue and news for every staff role (catalog.read), users
// with users.read, leads and quotations within the lead scope the inbox uses.

const ORDER = Object.keys(COMMAND_SEARCH_LABELS) as CommandSearchType[];

export async function commandSearch(
  db: Db,
  { q, limit }: CommandSearchQuery,
  by: AuthUser,
): Promise<CommandSearchResult[]> {
  if (!q) return [];
  const scope = await leadScope(db, by);
  const lead = leadTerm(q);
  // A reference, an address or a quotation's number names no machine or article: those tables
  // are not read for it.
  const names = (lead.kind === 'name' || lead.kind === 'digits') && !quotationTerm(q);
  const catalogue = names && can(by.role, 'catalog.read');
  const found = await Promise.all([
    catalogue ? findVariants(db, q, limit) : [],
    catalogue ? findProducts(db, q, limit) : [],
    catalogue ? findCategories(db, q, limit) : [],
    catalogue ? findBrands(db, q, limit) : [],
    catalogue ? findNews(db, q, limit) : [],
    findLeads(db, lead, scope, by, limit),
    findQuotations(db, q, scope, limit),
    can(by.role, 'users.read') ? findUsers(db, q, limit) : [],
  ]);
  return found.flat().sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
}
