import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { addressQuery } from '#app/components/admin/address-list/address-filters';
import { failureText } from '#app/components/admin/admin-api';
import { Pager } from '#app/components/admin/list-controls';
import { adminPaths } from '#common/admin-paths';
import type { AuditEntity } from '#common/schemas/audit';
import { useAuditList } from './audit-api';
import { EntryList } from './entry-list';

// A record's History (docs/product.md §26): its own entries, newest first, a page at a time, with
// Revert where the role may change it, and every change on the Activity page.

const PER_PAGE = 10;

export interface HistoryTarget {
  entity: AuditEntity;
  /** The record's id in the trail (a setting's key, a reply template's `template:<id>`). */
  id: string | number;
  /** Said once a revert is done: the editor closes and its section says it. */
  onReverted: (message: string) => void;
}

export function RecordHistory({ entity, id, onReverted }: HistoryTarget) {
  const [page, setPage] = useState(1);
  const list = useAuditList(addressQuery({ entity, entity_id: String(id), page, per_page: PER_PAGE }));
  return (
    <div className="grid gap-3">
      <EntryList
        rows={list.data?.data ?? []}
        loading={list.isPending}
        failure={list.isError ? failureText(list.error, 'Failed to fetch the history') : null}
        onRetry={() => void list.refetch()}
        label="History"
        emptyText="No changes have been recorded for this record yet."
        showRecord={false}
        onReverted={onReverted}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={adminPaths.activity({ entity, entity_id: String(id) })}
          className="inline-flex items-center gap-1 rounded-md py-1 text-sm font-medium text-charcoal underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-brand"
        >
          Open on the Activity page
          <ArrowRight aria-hidden className="size-4" />
        </Link>
        <Pager
          page={page}
          lastPage={list.data?.last_page ?? 1}
          onPage={setPage}
          maxButtons={3}
          label="History pages"
        />
      </div>
    </div>
  );
}
