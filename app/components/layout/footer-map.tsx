import { ExternalLink, MapPin } from 'lucide-react';
import { mapsSearchUrl } from '../../lib/map-embed';

// The footer's address as a map card that opens the visitor's maps app: on every page, so never
// a megabyte of embedded map (the contact page offers the interactive one).
export function FooterMap({ address }: { address: string }) {
  if (!address) return null;
  return (
    <div className="flex min-h-48 w-full flex-col justify-between gap-6 md:aspect-[4/3] rounded-md border border-white/10 bg-[linear-gradient(135deg,rgb(255_255_255/0.06)_25%,transparent_25%,transparent_50%,rgb(255_255_255/0.06)_50%,rgb(255_255_255/0.06)_75%,transparent_75%)] bg-[length:24px_24px] p-5">
      <MapPin className="h-8 w-8 text-brand" aria-hidden="true" />
      <div>
        <p className="text-sm text-neutral-200">{address}</p>
        <a
          href={mapsSearchUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-brand hover:underline focus-visible:outline-2 focus-visible:outline-brand"
        >
          Open in Maps
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
