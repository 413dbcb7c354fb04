import { fullName } from '#app/components/catalog/product-card';
import { unitLabel } from '#common/quantity-kinds';
import type { Comparison } from '#common/schemas/compare';
import { addressNotes, type CompareAddress, droppedNote } from './compare-address';
import type { CompareGroupView, ComparePageData, CompareRowView } from './compare-view';

// The comparison shaped for the page on the server (compare-view.ts): only the fields the page
// reads travel to the browser (not every machine's whole record), rows come grouped, and units are
// written as a reader sees them ("m³"), so the browser needs no table of unit names.

export const NO_COMPARISON: Comparison = { variants: [], rows: [], dropped: [] };

/** Rows under their group's heading, groups in the order the service gives them first. */
function grouped(rows: Comparison['rows']): CompareGroupView[] {
  const groups = new Map<string, CompareRowView[]>();
  for (const row of rows) {
    const view: CompareRowView = {
      name: row.name,
      unit: unitLabel(row.unit),
      values: row.values,
      differs: row.differs,
      best: row.best ?? [],
    };
    const list = groups.get(row.group);
    if (list) list.push(view);
    else groups.set(row.group, [view]);
  }
  return [...groups].map(([name, list]) => ({ name, rows: list }));
}

export function comparePageData(comparison: Comparison, address: CompareAddress): ComparePageData {
  return {
    machines: comparison.variants.map((v) => ({
      id: v.id,
      name: v.name,
      quoteName: fullName(v),
      image: v.image,
      price: v.price,
      brand: v.product.brand.name,
      category: v.product.category.name,
    })),
    groups: grouped(comparison.rows),
    notes: addressNotes(address),
    dropped: droppedNote(comparison.dropped.length),
  };
}
