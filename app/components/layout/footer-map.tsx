import { Drawing } from '#app/components/art/drawing';
import mapArt from '#app/components/art/map-dark.svg?no-inline';
import { Icon } from '#app/components/ui/icon';
import { mapsSearchUrl } from '#app/lib/map-embed';

// The footer's address as a map card that opens the visitor's maps app: on every page, so a small
// drawn street map (app/components/art) rather than a megabyte of embedded map (the contact page
// offers the interactive one). Its link is the footer's `footer-more` with a wider gap (a utility
// beside a component class wins).
export function FooterMap({ address }: { address: string }) {
  if (!address) return null;
  return (
    <figure className="overflow-hidden rounded-md border border-white/10 bg-white/5">
      <Drawing src={mapArt} width={480} height={300} className="block h-40 w-full object-cover" />
      <figcaption className="p-5">
        <p className="text-sm text-neutral-200">{address}</p>
        <a
          href={mapsSearchUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          className="footer-more mt-3 gap-2 text-sm"
        >
          Open in Maps
          <Icon name="external-link" className="h-4 w-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
