/**
 * A document's download (docs/product.md §22): a plain link the server renders, with the format and
 * size beside its name, so it costs the page no script of its own.
 */
export function DownloadLink({ href, label, size }: { href: string; label: string; size: string }) {
  return (
    <a
      href={href}
      download
      className="inline-flex items-center gap-2 text-sm font-semibold text-charcoal underline underline-offset-4 hover:text-neutral-700"
    >
      {label}
      <span className="font-normal text-neutral-600 no-underline">{size}</span>
    </a>
  );
}
