/**
 * The inside of a card's placeholder while a list loads (docs/product.md §2): the picture's box,
 * then a grey bar for each line of text, sized like the line it stands for.
 */
export function SkeletonCardBody({
  imageClass = '',
  bodyClass,
  bars,
}: {
  imageClass?: string;
  bodyClass: string;
  /** Each bar's height, width and shade, e.g. "h-3 w-1/2 bg-neutral-200". */
  bars: string[];
}) {
  return (
    <>
      <div className={`aspect-[4/3] bg-neutral-200 ${imageClass}`} />
      <div className={`space-y-3 ${bodyClass}`}>
        {bars.map((bar) => (
          <div key={bar} className={`rounded ${bar}`} />
        ))}
      </div>
    </>
  );
}
