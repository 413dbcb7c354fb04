import { ChatButtons } from '#app/components/catalog/chat-buttons';
import type { QuoteItem } from '#app/lib/quote-list';
import { type ChatAccounts, chatLinks } from '#common/chat-links';
import { useMachineSummaries } from './use-machine-summaries';

// Chat about the quote list's machines (docs/product.md §19, §20). The list is this browser's, so
// the links are made here rather than by the page's loader; this part is fetched only when the
// list holds machines and a chat app is set in Settings.

export default function QuoteChat({
  items,
  accounts,
  origin,
}: {
  items: readonly QuoteItem[];
  accounts: ChatAccounts;
  origin: string;
}) {
  const summary = useMachineSummaries(items.map((i) => i.variant_id));
  const machines = items.flatMap((i) => {
    const s = summary(i.variant_id);
    return s?.state === 'shown'
      ? [{ id: i.variant_id, name: s.name, url: `${origin}/products/${i.variant_id}` }]
      : [];
  });
  return <ChatButtons variantIds={machines.map((m) => m.id)} links={chatLinks(accounts, machines)} />;
}
