import { ExternalLink, MapPin } from 'lucide-react';
import { frameableMapUrl, mapsSearchUrl } from '../../lib/map-embed';

// The address on the contact page: an embedded map where allowed (app/lib/map-embed.ts), else a card.
export function ContactMap({ embedUrl, address }: { embedUrl: string; address: string }) {
  const frameable = frameableMapUrl(embedUrl);
  if (frameable) {
    return (
      <iframe
        src={frameable}
        title={`Map: ${address}`}
        loading="lazy"
        className="aspect-[16/9] w-full rounded-lg border border-neutral-200 bg-neutral-100"
      />
    );
  }
  if (!address) return null;
  return (
    <div className="relative flex aspect-[4/3] w-full items-center justify-center overflow-hidden rounded-lg border border-neutral-200 bg-neutral-100 bg-[linear-gradient(rgb(31_35_40/0.06)_1px,transparent_1px),linear-gradient(90deg,rgb(31_35_40/0.06)_1px,transparent_1px)] bg-[size:32px_32px] sm:aspect-[21/9]">
      <div className="absolute inset-x-0 top-1/2 h-3 -translate-y-8 bg-white/80" aria-hidden />
      <div className="absolute inset-y-0 left-1/3 w-3 bg-white/80" aria-hidden />
      <div className="relative mx-4 max-w-md rounded-lg bg-white p-6 text-center shadow-lg">
        <MapPin aria-hidden className="mx-auto size-8 text-brand" />
        <p className="mt-3 text-base text-charcoal">{address}</p>
        <a
          href={mapsSearchUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex items-center gap-2 rounded-md bg-charcoal px-5 py-2.5 text-sm font-semibold text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          Open in Maps
          <ExternalLink aria-hidden className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
