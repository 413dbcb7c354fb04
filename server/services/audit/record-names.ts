import { inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditEntity, AuditEntry } from '#common/schemas/audit';
import { quotationNumber, quotationReference } from '#common/schemas/quotations';
import type { Db } from '../../db/client';
import {
  brands,
  categories,
  holidays,
  leadRules,
  news,
  parameters,
  products,
  quotations,
  replyTemplates,
  users,
  variants,
} from '../../db/schema';

// The name each entry's record has now (docs/product.md §26), so an update that did not change it
// still reads "Brand #12 · Volvo CE": one query per kind of record on the page. None for a record
// since deleted (its delete entry names it), a setting (its key says it), nor a lead (a person's
// name is personal data: the trail shows none).

type Named = { table: PgTable; id: PgColumn; name: PgColumn };
const NAMED: Partial<Record<AuditEntity, Named>> = {
  brand: { table: brands, id: brands.id, name: brands.name },
  category: { table: categories, id: categories.id, name: categories.name },
  product: { table: products, id: products.id, name: products.name },
  variant: { table: variants, id: variants.id, name: variants.name },
  news: { table: news, id: news.id, name: news.title },
  parameter: { table: parameters, id: parameters.id, name: parameters.name },
  user: { table: users, id: users.id, name: users.name },
};
/** The lead desk's records by their id's prefix (`rule:3`). */
const DESK: Record<string, Named> = {
  rule: { table: leadRules, id: leadRules.id, name: leadRules.name },
  template: { table: replyTemplates, id: replyTemplates.id, name: replyTemplates.name },
  holiday: { table: holidays, id: holidays.id, name: holidays.name },
};

const ID = /^(?:([a-z]+):)?([1-9]\d{0,9})$/;

/** Where the name of this entry's record is, and its numeric id there. */
function placeOf(entry: AuditEntry): [string, Named, number] | null {
  const match = ID.exec(entry.entity_id);
  if (!match || Number(match[2]) > 2_147_483_647) return null;
  const [, prefix, id] = match;
  const named =
    entry.entity === 'lead_desk'
      ? prefix
        ? DESK[prefix]
        : undefined
      : prefix
        ? undefined
        : NAMED[entry.entity];
  return named
    ? [entry.entity === 'lead_desk' ? `lead_desk:${prefix}` : entry.entity, named, Number(id)]
    : null;
}

/** `entries` with `name` set to their record's name now, where it has one. */
export async function withRecordNames(db: Db, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const wanted = new Map<string, { named: Named; ids: Set<number> }>();
  for (const entry of entries) {
    const place = placeOf(entry);
    if (!place) continue;
    const [kind, named, id] = place;
    const slot = wanted.get(kind) ?? { named, ids: new Set<number>() };
    slot.ids.add(id);
    wanted.set(kind, slot);
  }
  const names = new Map<string, string>();
  await Promise.all(
    [...wanted].map(async ([kind, { named, ids }]) => {
      const rows = await db
        .select({ id: named.id, name: named.name })
        .from(named.table)
        .where(inArray(named.id, [...ids]));
      for (const row of rows) names.set(`${kind}:${row.id}`, String(row.name));
    }),
  );
  const quotationIds = entries
    .filter((e) => e.entity === 'quotation' && ID.test(e.entity_id))
    .map((e) => Number(e.entity_id))
    .filter((id) => id <= 2_147_483_647);
  if (quotationIds.length > 0) {
    const rows = await db
      .select({
        id: quotations.id,
        year: quotations.year,
        sequence: quotations.sequence,
        revision: quotations.revision,
      })
      .from(quotations)
      .where(inArray(quotations.id, quotationIds));
    for (const q of rows)
      names.set(`quotation:${q.id}`, quotationReference(quotationNumber(q.year, q.sequence), q.revision));
  }
  return entries.map((entry) => {
    const place = placeOf(entry);
    const key =
      entry.entity === 'quotation' ? `quotation:${entry.entity_id}` : place ? `${place[0]}:${place[2]}` : '';
    return { ...entry, name: names.get(key) ?? null };
  });
}
