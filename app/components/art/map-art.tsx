// A location card's drawn street map (artwork.ts, map-light.svg or map-dark.svg): decorative, so
// no text, loaded lazily at the size it is drawn at.
export function MapArt({ src, className }: { src: string; className: string }) {
  return (
    <img src={src} alt="" width={480} height={300} loading="lazy" decoding="async" className={className} />
  );
}
