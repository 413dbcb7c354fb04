import { ExternalLink, Map as MapIcon, MapPin } from 'lucide-react';
import { useState } from 'react';
import { frameableMapUrl, mapsSearchUrl } from '../../lib/map-embed';

// The address on the contact page: a card that opens the visitor's maps app and, when Settings
// hold a Google Maps embed (app/lib/map-embed.ts), a Show map button that loads the interactive
// map in place — a megabyte the visitor chooses to spend, not one every visit pays for.
export function ContactMap({ embedUrl, address }: { embedUrl: string; address: string }) {
  const frameable = frameableMapUrl(embedUrl);
  const [showMap, setShowMap] = useState(false);
  if (frameable && showMap) {
    return (
      <iframe
        src={frameable}
        title={`Map: ${address || 'our location'}`}
        referrerPolicy="no-referrer-when-downgrade"
        className="aspect-[4/3] w-full rounded-lg border border-neutral-200 bg-neutral-100 sm:aspect-[21/9]"
      />
    );
  }
  if (!address && !frameable) return null;
  return (
    <div className="relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-lg border border-neutral-200 bg-neutral-100 bg-[linear-gradient(rgb(31_35_40/0.06)_1px,transparent_1px),linear-gradient(90deg,rgb(31_35_40/0.06)_1px,transparent_1px)] bg-[size:32px_32px] sm:aspect-[21/9]">
      <div className="absolute inset-x-0 top-1/2 h-3 -translate-y-8 bg-white/80" aria-hidden />
      <div className="absolute inset-y-0 left-1/3 w-3 bg-white/80" aria-hidden />
      <div className="relative mx-4 max-w-md rounded-lg bg-white p-6 text-center shadow-lg">
        <MapPin aria-hidden className="mx-auto size-8 text-brand" />
        {address ? <p className="mt-3 text-base text-charcoal">{address}</p> : null}
        <div className="mt-4 flex flex-wrap justify-center gap-3">
          {frameable ? (
            <button
              type="button"
              onClick={() => setShowMap(true)}
              className="inline-flex items-center gap-2 rounded-md bg-brand px-5 py-2.5 text-sm font-semibold text-brand-ink hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-charcoal"
            >
              <MapIcon aria-hidden className="size-4" />
              Show map
            </button>
          ) : null}
          {address ? (
            <a
              href={mapsSearchUrl(address)}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 rounded-md bg-charcoal px-5 py-2.5 text-sm font-semibold text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              Open in Maps
              <ExternalLink aria-hidden className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}
