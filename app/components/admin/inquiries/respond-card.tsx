import * as Tabs from '@radix-ui/react-tabs';
import type { LeadDetail } from '#common/schemas/leads';
import { ContactLogForm } from './contact-log-form';
import { DetailCard } from './detail-card';
import { ReplyForm } from './reply-form';

// Answering the lead (docs/product.md §24): a reply by e-mail, or a contact made by phone or chat,
// in one card with two tabs so the page stays short. Both forms stay mounted, so a half-written
// reply survives a look at the other tab. Only for a role that works leads, and not on a lead
// erased at its sender's request (there is no one to write to).

type Result = (kind: 'success' | 'error', text: string) => void;

const TAB =
  'rounded-md px-3 py-1.5 text-sm font-medium text-neutral-700 hover:text-charcoal data-[state=active]:bg-charcoal data-[state=active]:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function RespondCard({ lead, onResult }: { lead: LeadDetail; onResult: Result }) {
  return (
    <DetailCard title="Reply">
      <Tabs.Root defaultValue="email">
        <Tabs.List aria-label="How to answer" className="mb-4 flex flex-wrap gap-1.5">
          <Tabs.Trigger value="email" className={TAB}>
            By e-mail
          </Tabs.Trigger>
          <Tabs.Trigger value="log" className={TAB}>
            Log a contact
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="email" forceMount className="data-[state=inactive]:hidden">
          <ReplyForm lead={lead} onResult={onResult} />
        </Tabs.Content>
        <Tabs.Content value="log" forceMount className="data-[state=inactive]:hidden">
          <ContactLogForm lead={lead} onResult={onResult} />
        </Tabs.Content>
      </Tabs.Root>
    </DetailCard>
  );
}
