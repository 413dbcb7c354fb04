import { useState } from 'react';
import { Options } from '#app/components/ui/field';
import type { PublicBranch } from '#common/schemas/branches';
import { BranchCard } from './branch-card';

// "Nearest to you" (docs/product.md §28): the visitor picks a province and sees the branches that
// serve it. No location service. Without JavaScript it is a GET form (/branches?province=…, the
// loader picks the branches); with it the choice shows at once, with no request.

/** A province the picker offers (named on the server: branches-page.server.ts). */
export interface ProvinceChoice {
  code: string;
  name: string;
}

/** The branches for a province: those that serve it, or are in it. */
const branchesFor = (branches: readonly PublicBranch[], province: string) =>
  province ? branches.filter((b) => b.province === province || b.serves_provinces.includes(province)) : [];

export function BranchFinder({
  branches,
  provinces,
  initial,
}: {
  branches: readonly PublicBranch[];
  provinces: readonly ProvinceChoice[];
  initial: string;
}) {
  const [province, setProvince] = useState(initial);
  const found = branchesFor(branches, province);
  const name = provinces.find((p) => p.code === province)?.name;
  return (
    <section
      aria-labelledby="nearest-title"
      className="rounded-lg border border-neutral-200 bg-neutral-50 p-5 sm:p-6"
    >
      <h2 id="nearest-title" className="text-xl font-semibold text-charcoal">
        Nearest to you
      </h2>
      <form
        method="get"
        action="/branches"
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="grid flex-1 gap-1 text-sm font-medium text-charcoal">
          Your province
          <select
            name="province"
            value={province}
            onChange={(e) => setProvince(e.currentTarget.value)}
            className="min-h-11 rounded-md border border-neutral-300 bg-white px-3 text-base"
          >
            <option value="">Choose your province</option>
            <Options options={provinces.map((p) => ({ value: p.code, label: p.name }))} />
          </select>
        </label>
        <button
          type="submit"
          className="min-h-11 rounded-md bg-brand px-5 font-semibold text-brand-ink hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-charcoal"
        >
          Find a branch
        </button>
      </form>
      <div aria-live="polite" className="mt-4">
        {province && name ? (
          found.length > 0 ? (
            <>
              <p className="mb-3 text-neutral-700">
                {found.length === 1 ? 'This branch serves' : `These ${found.length} branches serve`} {name}:
              </p>
              <div className="grid gap-4 md:grid-cols-2">
                {found.map((b) => (
                  <BranchCard key={b.id} branch={b} />
                ))}
              </div>
            </>
          ) : (
            <p className="text-neutral-700">
              No branch serves {name} yet. Call any branch below: we deliver nationwide.
            </p>
          )
        ) : (
          <p className="text-neutral-600">Pick your province to see the branches that serve it.</p>
        )}
      </div>
    </section>
  );
}
