import { useEffect, useState } from 'react';
import { type OpenState, openState } from '#common/opening-hours';
import type { PublicBranch } from '#common/schemas/branches';

// "Open now" beside a branch's hours (docs/product.md §28, decision 064): worked out in the browser
// after hydration from the week the page carries, and again every minute, so a page kept by the
// server or a CDN never shows yesterday's "open". The server renders an empty line of the same
// height, and a visitor without JavaScript reads the hours table instead.

const describe = (s: OpenState) =>
  s.open
    ? `Open now · closes ${s.closes}`
    : s.opens
      ? `Closed now · opens ${s.opens.day === 'today' ? '' : `${s.opens.day} `}${s.opens.time}`
      : 'Closed';

export function OpenNow({
  hours,
  closedOn,
}: {
  hours: PublicBranch['hours'];
  closedOn: PublicBranch['closed_on'];
}) {
  const [state, setState] = useState<OpenState | null>(null);
  useEffect(() => {
    const update = () => setState(openState(hours, new Date(), closedOn));
    update();
    const timer = setInterval(update, 60_000);
    return () => clearInterval(timer);
  }, [hours, closedOn]);
  return (
    <p className="min-h-6 text-sm font-semibold" aria-live="polite">
      {state ? (
        <span className={state.open ? 'text-green-800' : 'text-neutral-700'}>
          <span
            aria-hidden
            className={`mr-2 inline-block size-2 rounded-full ${state.open ? 'bg-green-600' : 'bg-neutral-400'}`}
          />
          {describe(state)}
        </span>
      ) : null}
    </p>
  );
}
