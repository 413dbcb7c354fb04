// Which map addresses may be embedded, for the footer and the contact page alike. The
// Content-Security-Policy (server/app.ts) has no frame-src for map hosts yet, so an <iframe> would
// be blocked (and log a CSP error); until a host is listed in both places, pages show an address
// card that opens the visitor's maps app instead.
const FRAMEABLE_HOSTS: readonly string[] = [];

/** The embed URL when its host may be framed, else null. */
export function frameableMapUrl(embedUrl: string): string | null {
  try {
    return embedUrl && FRAMEABLE_HOSTS.includes(new URL(embedUrl).host) ? embedUrl : null;
  } catch {
    return null;
  }
}

/** Address on a map: a search by address works in every maps app and on phones. */
export const mapsSearchUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
