import { ExternalLink, Map as MapIcon, MapPin } from 'lucide-react';
import { useState } from 'react';
import { Drawing } from '#app/components/art/drawing';
import mapArt from '#app/components/art/map-light.svg?no-inline';
import { frameableMapUrl, mapsSearchUrl } from '#app/lib/map-embed';

// The contact page's Visit Us card: the address, a link that opens the visitor's maps app and a
// drawn street map. When Settings hold a Google Maps embed (app/lib/map-embed.ts), Show map loads
// the interactive map in the drawing's place: a megabyte the visitor chooses to spend, not one every
// visit pays for. Text and buttons sit in normal flow beside (or, on phones, under) the map, so the
// card grows with them instead of clipping them.
export function ContactMap({
  embedUrl,
  address,
  className = '',
}: {
  embedUrl: string;
  address: string;
  className?: string;
}) {
  const frameable = frameableMapUrl(embedUrl);
  const [showMap, setShowMap] = useState(false);
  if (!address && !frameable) return null;
  const live = frameable && showMap;
  return (
    <section
      aria-labelledby="visit-us"
      className={`flex flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white ${live ? '' : 'sm:flex-row'} ${className}`}
    >
      <div
        className={`relative bg-neutral-100 sm:order-last ${live ? 'aspect-[4/3] sm:aspect-[16/9]' : 'h-44 sm:h-auto sm:min-h-44 sm:flex-1'}`}
      >
        {live ? (
          <iframe
            src={frameable}
            title={`Map: ${address || 'our location'}`}
            referrerPolicy="no-referrer-when-downgrade"
            className="absolute inset-0 h-full w-full"
          />
        ) : (
          <Drawing
            src={mapArt}
            width={480}
            height={300}
            className="absolute inset-0 h-full w-full object-cover"
          />
        )}
      </div>
      <div className="p-6 sm:w-80 sm:shrink-0 lg:w-96">
        <h2 id="visit-us" className="flex items-center gap-2 text-xl font-semibold text-charcoal">
          <MapPin aria-hidden className="size-5 shrink-0 text-charcoal" />
          Visit Us
        </h2>
        {address ? <p className="mt-3 text-base text-neutral-700">{address}</p> : null}
        <div className="mt-4 flex flex-wrap gap-3">
          {frameable && !live ? (
            <button
              type="button"
              onClick={() => setShowMap(true)}
              className="inline-flex items-center gap-2 rounded-md bg-brand px-4 py-2.5 text-sm font-semibold text-brand-ink hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-charcoal"
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
              className="inline-flex items-center gap-2 rounded-md bg-charcoal px-4 py-2.5 text-sm font-semibold text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              Open in Maps
              <ExternalLink aria-hidden className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
    </section>
  );
}
