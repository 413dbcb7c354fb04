import { momentFormat } from '#common/date-format';
import { type Currency, formatCents, toCents } from '#common/money';
import { leadKindLabel } from '#common/schemas/leads';
import type { SubjectData } from '#common/schemas/privacy';

// What the site holds about one address (docs/product.md §21), as the admin reads it before
// exporting or erasing: each inquiry with its contact details, consent and machines, and any account.

// The runtime's default numeric layout, in the business's time zone rather than the computer's.
const WHEN = momentFormat({
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});
const when = (iso: string | null) => (iso ? WHEN.format(new Date(iso)) : '—');

function Row({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1">
      <dt className="text-neutral-600">{label}</dt>
      <dd className="break-words text-charcoal">{value || '—'}</dd>
    </div>
  );
}

export function SubjectView({ data }: { data: SubjectData }) {
  if (data.leads.length === 0 && data.accounts.length === 0)
    return (
      <p className="rounded-md border border-neutral-200 bg-white p-4 text-sm text-neutral-700">
        Nothing is stored about {data.email}.
      </p>
    );
  return (
    <div className="grid gap-4">
      <p className="text-sm text-neutral-700">
        {data.leads.length} {data.leads.length === 1 ? 'inquiry' : 'inquiries'}, {data.accounts.length}{' '}
        {data.accounts.length === 1 ? 'account' : 'accounts'}, {data.marketing_opt_ins} marketing opt-in
        {data.marketing_opt_ins === 1 ? '' : 's'}.
      </p>
      {data.leads.map((lead) => (
        <article key={lead.id} className="rounded-md border border-neutral-200 bg-white p-4 text-sm">
          <h3 className="font-semibold text-charcoal">
            {leadKindLabel(lead.kind, typeof lead.payload.source === 'string' ? lead.payload.source : null)} #
            {lead.id} · {when(lead.received_at)}
          </h3>
          <dl className="mt-2">
            <Row label="Name" value={lead.name} />
            <Row label="Email" value={lead.email} />
            <Row label="Phone" value={lead.phone} />
            <Row label="Company" value={lead.company} />
            <Row label="TIN" value={lead.tin} />
            <Row label="Subject" value={lead.subject} />
            <Row label="Product" value={lead.product} />
            <Row label="Message" value={lead.message} />
            <Row label="Privacy notice" value={lead.privacy_notice_version} />
            <Row
              label="Marketing"
              value={lead.marketing_opt_in ? `Opted in ${when(lead.marketing_opt_in_at)}` : 'Not opted in'}
            />
            {lead.quotations.length > 0 && (
              <Row
                label="Quotations"
                value={lead.quotations
                  .map(
                    (q) =>
                      `${q.reference}: ${formatCents(toCents(q.total), q.currency as Currency)}, ${q.status}` +
                      (q.accepted_name ? `, accepted by ${q.accepted_name}` : ''),
                  )
                  .join('; ')}
              />
            )}
            {lead.photos.length > 0 ? (
              <Row
                label="Photos"
                value={`${lead.photos.length} ${lead.photos.length === 1 ? 'photo' : 'photos'} (in the export; staff open them on the lead's page)`}
              />
            ) : null}
            <Row
              label="E-mails"
              value={lead.mails.map((m) => `${m.kind} to ${m.to} (${m.state})`).join('; ')}
            />
            <Row label="IP address" value={lead.ip} />
          </dl>
        </article>
      ))}
      {data.accounts.map((account) => (
        <article key={account.id} className="rounded-md border border-neutral-200 bg-white p-4 text-sm">
          <h3 className="font-semibold text-charcoal">Account #{account.id}</h3>
          <dl className="mt-2">
            <Row label="Name" value={account.name} />
            <Row label="Email" value={account.email} />
            <Row label="Role" value={account.role} />
            <Row label="Created" value={when(account.created_at)} />
          </dl>
          <p className="mt-2 text-neutral-600">Accounts are removed in Users, not by an erasure.</p>
        </article>
      ))}
    </div>
  );
}
