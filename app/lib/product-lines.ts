import { useEffect, useState } from 'react';
import type { PublicProduct } from '#common/schemas/product';

// Every product line with its brand and category: the Products dropdown's third column
// (docs/product.md §2) and the listing filters' Product choices for a brand or category staged in
// the browser. 2 KB of loader data on every page for what most visits never open, so it is read
// from the public API when needed: with the dropdown's code (a pointer or focus on the menu,
// products-menu.tsx), or when a filter stages a brand or category the page did not count
// (facets.ts). The response is the server's kept copy, shareable by a CDN (decision 073).

export interface ProductLine {
  id: number;
  name: string;
  brand_id: number;
  category_id: number;
}

let asked: Promise<ProductLine[]> | undefined;

/** Starts the read once per document (again after a failure). */
export function loadProductLines(): Promise<ProductLine[]> {
  asked ??= fetch('/api/public/products')
    .then((r) =>
      r.ok ? (r.json() as Promise<{ data: PublicProduct[] }>) : Promise.reject(new Error(`${r.status}`)),
    )
    .then(({ data }) =>
      data.map(({ id, name, brand_id, category_id }) => ({ id, name, brand_id, category_id })),
    )
    .catch((error: unknown) => {
      asked = undefined;
      throw error;
    });
  return asked;
}

/**
 * The product lines once read (when `wanted`); `undefined` while on their way or not wanted,
 * `null` when the read failed.
 */
export function useProductLines(wanted = true): ProductLine[] | null | undefined {
  const [products, setProducts] = useState<ProductLine[] | null>();
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadProductLines().then(
      (list) => live && setProducts(list),
      () => live && setProducts(null),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return products;
}
