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
import { leadTerm } from './terms';

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
  const found = await Promise.all([
    can(by.role, 'catalog.read') ? findVariants(db, q, limit) : [],
    can(by.role, 'catalog.read') ? findProducts(db, q, limit) : [],
    can(by.role, 'catalog.read') ? findCategories(db, q, limit) : [],
    can(by.role, 'catalog.read') ? findBrands(db, q, limit) : [],
    can(by.role, 'catalog.read') ? findNews(db, q, limit) : [],
    findLeads(db, leadTerm(q), scope, by, limit),
    findQuotations(db, q, scope, limit),
    can(by.role, 'users.read') ? findUsers(db, q, limit) : [],
  ]);
  return found.flat().sort((a, b) => ORDER.indexOf(a.type) - ORDER.indexOf(b.type));
}
