// Which map addresses may be embedded: Google Maps and OpenStreetMap embeds, the hosts the
// Content-Security-Policy (server/app.ts, frame-src) allows; anything else shows only the address
// card that opens the visitor's maps app. A map frame weighs about a megabyte, so pages load it only
// when the visitor asks (the contact page's Show map button); the footer always shows the card.
const FRAMEABLE = [
  { host: 'www.google.com', path: '/maps/embed' },
  { host: 'www.openstreetmap.org', path: '/export/embed.html' },
] as const;

/** The embed URL when it may be framed, else null. */
export function frameableMapUrl(embedUrl: string): string | null {
  try {
    const url = new URL(embedUrl);
    const ok =
      url.protocol === 'https:' &&
      FRAMEABLE.some((f) => url.host === f.host && url.pathname.startsWith(f.path));
    return ok ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Address on a map: a search by address works in every maps app and on phones. */
export const mapsSearchUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
