import { Mail, MapPin, Navigation, Phone } from 'lucide-react';
import { BRANCH_SERVICE_LABELS } from '#common/branch-services';
import { openingHoursRows } from '#common/opening-hours';
import type { PublicBranch } from '#common/schemas/branches';
import { callHref, directions, fullAddress, phoneText } from './branch-links';
import { OpenNow } from './open-now';

// One branch on /branches (docs/product.md §28): what it does, where it is, a phone to tap, the way
// there, and its week in Manila time with whether it is open now.

const LINK =
  'font-medium text-charcoal underline decoration-brand decoration-2 underline-offset-4 hover:decoration-charcoal';
const ACTION =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-neutral-300 px-3 text-sm font-semibold text-charcoal hover:border-charcoal focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export function BranchCard({ branch, anchor = false }: { branch: PublicBranch; anchor?: boolean }) {
  const way = directions(branch);
  return (
    <article
      id={anchor ? branch.slug : undefined}
      aria-labelledby={`${branch.slug}-${anchor ? 'all' : 'near'}`}
      className="scroll-mt-24 rounded-lg border border-neutral-200 bg-white p-5 sm:p-6"
    >
      <h3 id={`${branch.slug}-${anchor ? 'all' : 'near'}`} className="text-lg font-semibold text-charcoal">
        {branch.name}
      </h3>
      <p className="mt-1 text-sm text-neutral-600">
        {branch.services.map((s) => BRANCH_SERVICE_LABELS[s]).join(' · ')}
      </p>
      <p className="mt-4 flex gap-2 text-neutral-700">
        <MapPin aria-hidden className="mt-1 size-4 shrink-0 text-neutral-500" />
        {fullAddress(branch)}
      </p>
      <ul className="mt-3 grid gap-2">
        {branch.phones.map((p) => (
          <li key={p} className="flex items-center gap-2">
            <Phone aria-hidden className="size-4 shrink-0 text-neutral-500" />
            <a href={callHref(p)} className={`${LINK} tabular-nums`}>
              <span className="sr-only">Call {branch.name}: </span>
              {phoneText(p)}
            </a>
          </li>
        ))}
        {branch.email ? (
          <li className="flex items-center gap-2">
            <Mail aria-hidden className="size-4 shrink-0 text-neutral-500" />
            <a href={`mailto:${branch.email}`} className={`${LINK} break-all`}>
              {branch.email}
            </a>
          </li>
        ) : null}
      </ul>
      <div className="mt-4 border-t border-neutral-100 pt-4">
        <OpenNow hours={branch.hours} closedOn={branch.closed_on} />
        <dl className="mt-2 grid gap-1 text-sm">
          {openingHoursRows(branch.hours).map((row) => (
            <div key={row.days} className="flex justify-between gap-4">
              <dt className="text-neutral-600">{row.days}</dt>
              <dd className="text-right font-medium text-charcoal tabular-nums">{row.time}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-1 text-xs text-neutral-600">Manila time</p>
      </div>
      <p className="mt-4 flex flex-wrap gap-2">
        <a href={way.google} className={ACTION} rel="noopener" target="_blank">
          <Navigation aria-hidden className="size-4" />
          Directions<span className="sr-only"> to {branch.name} in Google Maps</span>
        </a>
        {way.waze ? (
          <a href={way.waze} className={ACTION} rel="noopener" target="_blank">
            Waze<span className="sr-only"> to {branch.name}</span>
          </a>
        ) : null}
      </p>
    </article>
  );
}
