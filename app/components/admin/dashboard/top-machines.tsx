import { cellClass, type HeadCell } from '#app/components/admin/admin-table';
import { ProductPageLink } from '#app/components/admin/product-page-link';
import { CHAT_CHANNEL_NAMES, CHAT_CHANNELS } from '#common/chat-links';
import type { MachineFigures } from '#common/schemas/interest';
import { FiguresTable } from './figures-table';

// Top machines (docs/product.md §20): the most viewed machines of the period with what people did
// about each; the name opens its public page in a new tab.

const formatCount = new Intl.NumberFormat('en-PH');
const NUMBER = 'text-right';
const HEAD: HeadCell[] = [
  'Machine',
  ...['Views', 'Compare adds', 'Quote-list adds', 'Chat clicks', 'Quote requests'].map((label) => ({
    label,
    className: NUMBER,
  })),
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
    <FiguresTable
      caption={caption}
      head={HEAD}
      state={state}
      empty={machines.length === 0 && `No machine was viewed or asked about in the last ${days} days.`}
    >
      {machines.map((m) => (
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
      ))}
    </FiguresTable>
  );
}
