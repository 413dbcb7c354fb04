import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useAdminQuery } from '#app/components/admin/admin-api';
import {
  type ParsedRow,
  type ParseRequestRow,
  useParameterOptions,
} from '#app/components/admin/parameters/parameters-api';
import { useReadOnly } from '#app/components/admin/use-can';
import { useDebounced } from '#app/components/admin/use-debounced';
import { api } from '#app/lib/api';
import type { Paginated } from '#common/schemas/pagination';
import { PARSE_PREVIEW_MAX, type Parameter } from '#common/schemas/parameters';
import type { Product } from '#common/schemas/product';
import type { VariantFormInput } from '#common/schemas/variant';
import { type FormSpec, keptParameterKey } from './variant-form-values';

// The variant editor's help with specifications (docs/product.md §17): the dictionary's names and
// aliases to suggest while a name is typed, the parameter a name matches (its key, name or an
// alias, case aside — as the server matches it), and what the server would read from each row,
// asked for every row at once once typing has paused.

const PREVIEW_DELAY_MS = 400;
/** The variant editor's product list (the same query, so it is read once). */
const PRODUCTS_PATH = '/admin/products?all=true';
/** The server reads at most this many rows at once; the rest simply get no preview. */
const MAX_PREVIEW_ROWS = PARSE_PREVIEW_MAX;

export type DictionaryEntry = Pick<Parameter, 'key' | 'name' | 'aliases' | 'kind'>;

export interface SpecHelp {
  /** The suggestions' datalist, for the name inputs' `list`. */
  datalistId: string;
  suggestions: { value: string; label: string }[];
  match: (name: string) => DictionaryEntry | undefined;
  /** The server's reading of a row (saved with `parameterKey`), or `pending` while it is asked for. */
  preview: (name: string, value: string, parameterKey?: string) => { result?: ParsedRow; pending: boolean };
}

export const SpecHelpContext = createContext<SpecHelp | null>(null);
export const useSpecHelp = () => useContext(SpecHelpContext);

const norm = (text: string) => text.trim().toLowerCase();
const rowKey = (name: string, value: string, parameterKey = '') =>
  `${name.trim()}\n${value.trim()}\n${parameterKey}`;

/** The chosen product's category name, from the product list the editor has loaded already. */
export function useProductCategory(): string | undefined {
  const productId = useWatch<VariantFormInput, 'product_id'>({ name: 'product_id' });
  const products = useAdminQuery<Paginated<Product>>(['products', PRODUCTS_PATH], PRODUCTS_PATH);
  return products.data?.data.find((p) => p.id === productId)?.category.name;
}

function useDictionary() {
  const { options } = useParameterOptions();
  return useMemo(() => {
    const byName = new Map<string, DictionaryEntry>();
    const suggestions: { value: string; label: string }[] = [];
    const seen = new Set<string>();
    const suggest = (value: string, label: string) => {
      if (seen.has(norm(value))) return;
      seen.add(norm(value));
      suggestions.push({ value, label });
    };
    for (const p of options) {
      for (const name of [p.key, p.name, ...p.aliases])
        if (!byName.has(norm(name))) byName.set(norm(name), p);
      suggest(p.name, p.name);
      for (const alias of p.aliases) suggest(alias, p.name);
    }
    return { byName, suggestions };
  }, [options]);
}

/**
 * The help for the rows of `groups` (the form's technical parameters, as watched). `category` is
 * the variant's product category, which decides between parameters that share a name.
 */
export function useSpecHelpValue(
  datalistId: string,
  groups: { specifications?: FormSpec[] }[],
  category: string | undefined,
): SpecHelp {
  const { byName, suggestions } = useDictionary();
  const wanted = new Map<string, ParseRequestRow>();
  for (const group of groups)
    for (const spec of group.specifications ?? []) {
      const name = spec.key?.trim() ?? '';
      const value = spec.value?.trim() ?? '';
      // A row keeping its saved key is read as it will be saved (variant-form-values.ts).
      const parameter_key = keptParameterKey(spec);
      if (name && value && wanted.size < MAX_PREVIEW_ROWS)
        wanted.set(rowKey(name, value, parameter_key), {
          name,
          value,
          ...(parameter_key ? { parameter_key } : {}),
          ...(category ? { category } : {}),
        });
    }
  const asked = JSON.stringify([...wanted.values()]);
  const settled = useDebounced(asked, PREVIEW_DELAY_MS);
  const rows = JSON.parse(settled) as ParseRequestRow[];
  // The preview is for writing (the route needs catalog.write): a role that only reads asks nothing.
  const readOnly = useReadOnly();
  const parsed = useQuery({
    queryKey: ['admin', 'parameters', 'parse', settled],
    queryFn: async ({ signal }) => {
      const { data: results } = await api<{ data: ParsedRow[] }>('/admin/parameters/parse', {
        method: 'POST',
        body: { rows },
        signal,
      });
      return new Map(rows.map((row, i) => [rowKey(row.name, row.value, row.parameter_key), results[i]]));
    },
    enabled: rows.length > 0 && !readOnly,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const waiting = asked !== settled || parsed.isFetching;

  return {
    datalistId,
    suggestions,
    match: (name) => byName.get(norm(name)),
    preview: (name, value, parameterKey) => {
      const result = parsed.data?.get(rowKey(name, value, parameterKey));
      return { result, pending: !result && waiting };
    },
  };
}
