import { PUBLICATION_LABELS, type PublicationStatus } from '#common/schemas/publication';

// The status of a variant or article in the admin tables (docs/product.md §29): Published in green,
// Scheduled in amber with its time, Draft in grey; a failed scheduled change in red.

const TONE: Record<PublicationStatus, string> = {
  published: 'bg-green-100 text-green-800',
  scheduled: 'bg-amber-100 text-amber-900',
  draft: 'bg-neutral-200 text-neutral-700',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-PH', { dateStyle: 'medium', timeStyle: 'short' });

export function PublicationBadge({
  record,
}: {
  record: { status: PublicationStatus; publish_at: string | null; publish_error?: string | null };
}) {
  const failed = Boolean(record.publish_error);
  return (
    <span
      title={record.publish_error ?? undefined}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${
        failed ? 'bg-red-100 text-red-800' : TONE[record.status]
      }`}
    >
      {PUBLICATION_LABELS[record.status]}
      {record.status === 'scheduled' && record.publish_at ? ` · ${when(record.publish_at)}` : null}
      {failed ? ' · failed' : null}
    </span>
  );
}
