import { findProvince } from '#common/geography';
import type { PublicBranch } from '#common/schemas/branches';
import type { ProvinceChoice } from './branch-finder';

// Server-only part of /branches (docs/product.md §28): the provinces the "nearest to you" picker
// offers, named from the PSGC list on the server so the page does not carry the list itself.

/** Every province a branch is in or serves, by name. */
export function provinceChoices(branches: readonly PublicBranch[]): ProvinceChoice[] {
  const codes = new Set(branches.flatMap((b) => [b.province, ...b.serves_provinces]));
  return [...codes]
    .map((code) => ({ code, name: findProvince(code)?.name ?? '' }))
    .filter((p) => p.name)
    .sort((a, b) => a.name.localeCompare(b.name));
}
