import type { Variant } from './schemas/variant';

// One name per figure (docs/product.md §17): public pages, the compare table, the PDFs and the
// filters print the parameter dictionary's name of a specification; the label staff typed stays
// in `key`, which the admin's variant editor and parameter review keep showing.

/** The name a public page prints for a specification: the dictionary's, else as published. */
export const specName = (s: { key: string; name?: string }) => s.name ?? s.key;

/**
 * At most 3 featured parameters as [name, value as published, value in the visitor's units]
 * (docs/product.md §7, §11, §17).
 */
export const featuredEntries = (
  v: Pick<Variant, 'featured_parameters' | 'featured_display' | 'featured_names'>,
) =>
  Object.entries(v.featured_parameters ?? {})
    .slice(0, 3)
    .map(([key, value]): [string, string, string | undefined] => [
      v.featured_names?.[key] ?? key,
      value,
      v.featured_display?.[key],
    ]);
