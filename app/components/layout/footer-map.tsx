import { FOOTER_MAP } from '#app/components/art/footer-map-name';
import sprite from '#app/components/art/icons.svg?no-inline';
import { Icon } from '#app/components/ui/icon';
import { mapsSearchUrl } from '#app/lib/map-embed';

// The footer's address as a map card that opens the visitor's maps app: on every page, so a small
// drawn street map (app/components/art) rather than a megabyte of embedded map (the contact page
// offers the interactive one), drawn from the icon sprite the page loads anyway (decision 082) and
// cropped to its box as the image it replaced was (object-cover). Its link is the footer's `footer-more` with a wider gap (a utility
// beside a component class wins).
export function FooterMap({ address }: { address: string }) {
  if (!address) return null;
  return (
    <figure className="overflow-hidden rounded-md border border-white/10 bg-white/5">
      <svg
        aria-hidden="true"
        viewBox="0 0 480 300"
        preserveAspectRatio="xMidYMid slice"
        className="block h-40 w-full"
      >
        <use href={`${sprite}#${FOOTER_MAP}`} />
      </svg>
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
