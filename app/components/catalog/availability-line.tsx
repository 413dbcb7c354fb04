import { useEffect, useState } from 'react';
import { availabilityLines } from '#app/lib/availability-text';
import type { PublicAvailability } from '#common/schemas/availability-public';

// Where the machine is, under its price (docs/product.md §28 "Availability"): rendered at the
// loader's moment (`renderedAt`, carried in the page, so hydration sees the same text), then again
// with the browser's clock, so a page kept by the server, a CDN or the browser drops a claim the
// moment it expires (decision 069).

export function AvailabilityLine({
  entries,
  renderedAt,
}: {
  entries: PublicAvailability[] | undefined;
  renderedAt: number;
}) {
  const [now, setNow] = useState(renderedAt);
  useEffect(() => setNow(Date.now()), []);
  const lines = availabilityLines(entries, now);
  if (lines.length === 0) return null;
  return (
    <div className="mt-3 text-sm font-semibold text-neutral-800" data-testid="availability">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
