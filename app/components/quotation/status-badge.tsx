import type { QuotationStatus } from '#common/schemas/quotations';

// Colours for meaning only (DESIGN.md): accepted is success, expired a warning, the rest neutral.
const TONE: Record<QuotationStatus, string> = {
  draft: 'bg-neutral-100 text-neutral-800',
  sent: 'bg-neutral-100 text-neutral-800',
  viewed: 'bg-neutral-100 text-neutral-800',
  accepted: 'bg-green-100 text-green-900',
  expired: 'bg-amber-100 text-amber-900',
  superseded: 'bg-neutral-100 text-neutral-800',
};

export function StatusBadge({ status, label }: { status: QuotationStatus; label: string }) {
  return (
    <span className={`inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ${TONE[status]}`}>
      {label}
    </span>
  );
}
