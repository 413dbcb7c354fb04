import { type FormEvent, useState } from 'react';
import { useAdminQuery } from '#app/components/admin/admin-api';
import { Button } from '#app/components/ui/button';
import { Dialog } from '#app/components/ui/dialog';
import { Field, Options, Select } from '#app/components/ui/field';
import { MAX_ALL_PER_PAGE } from '#common/constants';
import { BULK_MESSAGES, BULK_MOVE_TARGETS, BULK_NOUNS } from '#common/schemas/bulk';
import type { AdminCategory } from '#common/schemas/category';
import type { Paginated } from '#common/schemas/pagination';
import type { Product } from '#common/schemas/product';

// A bulk move asks where to (docs/product.md §26, "Bulk actions and undo"): products to a category (its brand comes with
// it), variants to a product. The choices are the lists the editors already load.

type MoveResource = keyof typeof BULK_MOVE_TARGETS;
const PRODUCTS_PATH = '/admin/products?all=true';

function useTargets(resource: MoveResource) {
  // The same queries (keys) as the product and variant editors' choices, so they share the cache.
  const categories = useAdminQuery<Paginated<AdminCategory>>(
    ['categories', 'options'],
    `/admin/categories?per_page=${MAX_ALL_PER_PAGE}`,
    resource === 'products',
  );
  const products = useAdminQuery<Paginated<Product>>(
    ['products', PRODUCTS_PATH],
    PRODUCTS_PATH,
    resource === 'variants',
  );
  if (resource === 'products')
    return (categories.data?.data ?? []).map((c) => ({
      id: c.id,
      label: `${c.brand?.name ?? ''} · ${c.name}`,
    }));
  return (products.data?.data ?? []).map((p) => ({ id: p.id, label: `${p.brand.name} · ${p.name}` }));
}

export function BulkMoveDialog({
  resource,
  count,
  open,
  onClose,
  onMove,
}: {
  resource: MoveResource;
  /** How many records move, for the title. */
  count: number;
  open: boolean;
  onClose: () => void;
  onMove: (targetId: number) => void;
}) {
  const { noun } = BULK_MOVE_TARGETS[resource];
  const targets = useTargets(resource);
  const [picked, setPicked] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!picked) {
      setError(BULK_MESSAGES.target(noun));
      return;
    }
    onMove(Number(picked));
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? null : onClose())}
      title={`Move ${count.toLocaleString('en-US')} ${count === 1 ? BULK_NOUNS[resource].one : BULK_NOUNS[resource].many}`}
      size="sm"
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <Field label={`To ${noun}`} error={error ?? undefined}>
          {(control) => (
            <Select
              {...control}
              value={picked}
              onChange={(event) => {
                setPicked(event.target.value);
                setError(null);
              }}
            >
              <option value="">Choose a {noun}</option>
              <Options options={targets.map((t) => ({ value: t.id, label: t.label }))} />
            </Select>
          )}
        </Field>
        <div className="flex justify-end gap-3">
          <Button variant="outline" className="text-charcoal" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Move</Button>
        </div>
      </form>
    </Dialog>
  );
}
