import { useLeadCounts } from './inquiries-api';

// The sidebar's count of New inquiries: polled (and refreshed by any admin save), shown as a small
// number, and named in the link ("Inquiries, 3 new") for screen readers. Zero shows nothing.

/** New inquiries, 0 while unknown. */
export const useNewInquiryCount = () => useLeadCounts().data?.new ?? 0;

/** The link's accessible name with the count; the badge itself is hidden from screen readers. */
export const inquiriesLinkName = (label: string, count: number) =>
  count > 0 ? `${label}, ${count} new` : undefined;

export function NewInquiriesBadge({
  count,
  compact,
  active,
}: {
  count: number;
  compact: boolean;
  active: boolean;
}) {
  if (count === 0) return null;
  const colours = active ? 'bg-charcoal text-white' : 'bg-brand text-brand-ink';
  return (
    <span
      aria-hidden
      className={`rounded-full px-1.5 text-center text-xs leading-5 font-semibold tabular-nums ${colours} ${
        compact ? 'absolute top-0.5 right-0.5 min-w-5' : 'ml-auto min-w-6'
      }`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
