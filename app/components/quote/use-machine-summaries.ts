import { useEffect, useState } from 'react';
import { ApiError, api } from '#app/lib/api';
import type { Variant } from '#common/schemas/variant';

// The list keeps only variant ids; the page shows each machine's picture, name, brand and price from the
// public API (GET /api/public/variants/:id, cached by the server and the CDN). Each machine is
// asked for once per page visit, however often its quantity or note changes.

export type MachineSummary =
  | { state: 'shown'; name: string; brand: string; image: string | null; price: number | null }
  /** Deleted or hidden since it was added (404). */
  | { state: 'gone' }
  | { state: 'failed' };

const known = new Map<number, MachineSummary>();
const asking = new Map<number, Promise<void>>();

function ask(id: number): Promise<void> {
  let pending = asking.get(id);
  if (!pending) {
    pending = api<{ data: Variant }>(`/public/variants/${id}`)
      .then(
        ({ data }): MachineSummary => ({
          state: 'shown',
          name: data.name,
          brand: data.product.brand.name,
          image: data.image,
          price: data.price,
        }),
        (error): MachineSummary => ({
          state: error instanceof ApiError && error.status === 404 ? 'gone' : 'failed',
        }),
      )
      .then((summary) => {
        known.set(id, summary);
        // A failure is asked again when the page next renders the machine.
        if (summary.state === 'failed') asking.delete(id);
      });
    asking.set(id, pending);
  }
  return pending;
}

/** Summaries of these machines: undefined while one is on its way. */
export function useMachineSummaries(ids: readonly number[]): (id: number) => MachineSummary | undefined {
  const [, setVersion] = useState(0);
  const key = ids.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `ids` by value
  useEffect(() => {
    let live = true;
    for (const id of ids) {
      if (known.get(id)?.state === 'shown' || known.get(id)?.state === 'gone') continue;
      void ask(id).then(() => live && setVersion((v) => v + 1));
    }
    return () => {
      live = false;
    };
  }, [key]);
  return (id) => known.get(id);
}
