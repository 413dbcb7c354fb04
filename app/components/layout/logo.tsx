import { Link } from 'react-router';
import { paths } from '#app/lib/paths';

/** Wordmark: an amber block with the initial, then the site name from Settings. */
export function Logo({ name, className = '' }: { name: string; className?: string }) {
  const [first, ...rest] = name.split(' ');
  return (
    <Link
      to={paths.home()}
      className={`flex min-w-0 items-center gap-3 rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand ${className}`}
    >
      <span
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-sm bg-brand text-lg font-bold text-brand-ink"
        aria-hidden="true"
      >
        {first.charAt(0)}
      </span>
      <span className="min-w-0 leading-tight">
        <span className="block truncate text-lg font-bold uppercase tracking-wide text-white">{first}</span>
        {rest.length > 0 && (
          <span className="hidden truncate text-xs font-medium uppercase tracking-[0.2em] text-neutral-400 sm:block">
            {rest.join(' ')}
          </span>
        )}
      </span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
