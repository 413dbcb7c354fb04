import { AdminTable, cellClass, type HeadCell, PlaceholderRow } from '#app/components/admin/admin-table';
import { ProductPageLink } from '#app/components/admin/product-page-link';
import { CHAT_CHANNEL_NAMES, CHAT_CHANNELS } from '#common/chat-links';
import type { MachineFigures } from '#common/schemas/interest';

// Top machines (docs/product.md §20): the most viewed machines of the period with what people did
// about each; the name opens its public page in a new tab.

const formatCount = new Intl.NumberFormat('en-PH');
const NUMBER = 'text-right';
const HEAD: HeadCell[] = [
  'Machine',
  { label: 'Views', className: NUMBER },
  { label: 'Compare adds', className: NUMBER },
  { label: 'Quote-list adds', className: NUMBER },
  { label: 'Chat clicks', className: NUMBER },
  { label: 'Quote requests', className: NUMBER },
];
const numberCell = `${cellClass} text-right tabular-nums`;

function ChatCell({ machine }: { machine: MachineFigures }) {
  const parts = CHAT_CHANNELS.filter((c) => machine.chat[c] > 0).map(
    (c) => `${CHAT_CHANNEL_NAMES[c]} ${formatCount.format(machine.chat[c])}`,
  );
  return (
    <td className={numberCell}>
      {formatCount.format(machine.chat_clicks)}
      {parts.length > 0 && (
        <span className="block text-xs whitespace-nowrap text-neutral-600">{parts.join(' · ')}</span>
      )}
    </td>
  );
}

export function TopMachines({
  caption,
  machines,
  state,
  days,
}: {
  caption: string;
  machines: MachineFigures[];
  state: 'loading' | 'failed' | 'ready';
  days: number;
}) {
  return (
    <AdminTable caption={caption} head={HEAD}>
      {state === 'loading' ? (
        <PlaceholderRow colSpan={HEAD.length}>Loading figures...</PlaceholderRow>
      ) : state === 'failed' ? (
        <PlaceholderRow colSpan={HEAD.length}>The figures could not be loaded.</PlaceholderRow>
      ) : machines.length === 0 ? (
        <PlaceholderRow colSpan={HEAD.length}>
          No machine was viewed or asked about in the last {days} days.
        </PlaceholderRow>
      ) : (
        machines.map((m) => (
          <tr key={m.variant_id} className="hover:bg-neutral-50">
            <td className={`${cellClass} min-w-56`}>
              <ProductPageLink variantId={m.variant_id} className="font-medium text-charcoal hover:underline">
                {m.name}
              </ProductPageLink>
              <span className="block text-xs text-neutral-600">
                {m.brand} · {m.product}
              </span>
            </td>
            <td className={numberCell}>{formatCount.format(m.views)}</td>
            <td className={numberCell}>{formatCount.format(m.compare_adds)}</td>
            <td className={numberCell}>{formatCount.format(m.quote_list_adds)}</td>
            <ChatCell machine={m} />
            <td className={numberCell}>{formatCount.format(m.quote_requests)}</td>
          </tr>
        ))
      )}
    </AdminTable>
  );
}
