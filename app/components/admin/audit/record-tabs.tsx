import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { useSession } from '#app/lib/session';
import { readsHistoryOf } from './audit-api';
import { type HistoryTarget, RecordHistory } from './record-history';

// An existing record's editor as two tabs (docs/product.md §26): Details, its form (kept while the
// History is looked at, so nothing typed is lost), and History, fetched when first opened. A role
// that may not read the record's history, or a record not yet saved, gets the form alone.

const TRIGGER =
  '-mb-px border-b-2 border-transparent px-3 py-2 text-sm font-medium text-neutral-700 hover:text-charcoal focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand data-[state=active]:border-brand data-[state=active]:text-charcoal';

export function RecordTabs({ history, children }: { history?: HistoryTarget; children: ReactNode }) {
  const { user } = useSession();
  if (!history || !readsHistoryOf(user?.role, history.entity)) return children;
  return (
    <Tabs.Root defaultValue="details">
      <Tabs.List aria-label="Record" className="mb-4 flex gap-2 border-b border-neutral-200">
        <Tabs.Trigger value="details" className={TRIGGER}>
          Details
        </Tabs.Trigger>
        <Tabs.Trigger value="history" className={TRIGGER}>
          History
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details" forceMount className="data-[state=inactive]:hidden">
        {children}
      </Tabs.Content>
      <Tabs.Content value="history">
        <RecordHistory {...history} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
