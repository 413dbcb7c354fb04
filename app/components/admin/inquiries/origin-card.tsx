import { ShieldAlert } from 'lucide-react';
import type { LeadDetail } from '#common/schemas/leads';
import { sitePath } from '#common/site-path';
import { DetailCard, DetailList } from './detail-card';
import { PossibleSpamBadge } from './lead-badges';
import { exactTime, SPAM_FLAG_TEXT } from './lead-format';

// Where and how the inquiry arrived: the page, the time, the sender's address and browser, and
// why the spam screen flagged it, if it did: closed as spam (the honeypot), or only a possible spam
// that was kept in the inbox and e-mailed.

const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 1 : 0)} s`;

export function OriginCard({ lead }: { lead: LeadDetail }) {
  // The page is whatever the visitor's browser sent: linked (to its parsed path) only when it is a
  // path on this site, otherwise shown as text.
  const pagePath = sitePath(lead.page);
  return (
    <DetailCard title="Where it came from">
      {lead.possible_spam ? (
        <div className="mb-4 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          <PossibleSpamBadge reason={lead.possible_spam} />
          <p className="mt-1.5">
            Kept in the inbox and e-mailed like any inquiry. If it is spam, close it with the reason Spam.
          </p>
        </div>
      ) : lead.spam_flags.length > 0 ? (
        <div className="mb-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="flex items-center gap-2 font-semibold">
            <ShieldAlert aria-hidden className="size-4" />
            Flagged as spam
          </p>
          <ul className="mt-1 list-disc pl-6">
            {lead.spam_flags.map((flag) => (
              <li key={flag}>{SPAM_FLAG_TEXT[flag]}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <DetailList
        rows={[
          {
            label: 'Page',
            value: !lead.page ? null : !pagePath ? (
              lead.page
            ) : (
              <a href={pagePath} target="_blank" rel="noreferrer" className="underline underline-offset-2">
                {lead.page}
              </a>
            ),
          },
          {
            label: 'Received',
            value: <time dateTime={lead.received_at}>{exactTime(lead.received_at)}</time>,
          },
          { label: 'Time to fill', value: lead.fill_ms === null ? 'Unknown' : seconds(lead.fill_ms) },
          { label: 'IP address', value: lead.ip ? <span className="tabular-nums">{lead.ip}</span> : null },
          {
            label: 'Browser',
            value: lead.user_agent ? (
              <span className="text-xs text-neutral-700">{lead.user_agent}</span>
            ) : null,
          },
        ]}
      />
    </DetailCard>
  );
}
