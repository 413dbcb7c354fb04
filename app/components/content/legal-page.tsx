import type { LegalBlock } from '#common/legal-text';

// The /privacy and /terms pages (docs/product.md §21): the text an admin wrote in Settings →
// General, read into blocks by the loader and rendered as text (never as HTML), so the page needs
// no sanitiser and no JavaScript of its own beyond this.

export function LegalPageView({
  title,
  blocks,
  version,
}: {
  title: string;
  blocks: LegalBlock[];
  /** Shown under the Privacy Policy: each inquiry records the version it was sent under. */
  version?: string;
}) {
  return (
    <article className="bg-white">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <h1 className="text-[2rem] font-semibold leading-tight text-charcoal sm:text-[2.5rem]">{title}</h1>
        <div className="mt-8 space-y-4 text-base leading-relaxed text-neutral-800">
          {blocks.map((block, i) => {
            const key = `${block.kind}-${i}`;
            if (block.kind === 'heading')
              return (
                <h2 key={key} className="pt-4 text-xl font-semibold text-charcoal">
                  {block.text}
                </h2>
              );
            if (block.kind === 'list')
              return (
                <ul key={key} className="list-disc space-y-1 pl-6">
                  {block.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              );
            // A line break inside a paragraph stays one (an address, a signature).
            return (
              <p key={key} className="whitespace-pre-line">
                {block.lines.join('\n')}
              </p>
            );
          })}
        </div>
        {version && (
          <p className="mt-10 border-t border-neutral-200 pt-4 text-sm text-neutral-600">
            Version <span className="font-mono">{version}</span>
          </p>
        )}
      </div>
    </article>
  );
}
