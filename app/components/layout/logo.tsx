import { Link } from 'react-router';
import { paths } from '#app/lib/paths';

/** Wordmark: an amber block with the initial, then the site name from Settings (`logo-…`, app/app.css). */
export function Logo({ name, className = '' }: { name: string; className?: string }) {
  const [first, ...rest] = name.split(' ');
  return (
    <Link to={paths.home()} className={`logo ${className}`}>
      <span className="logo-mark" aria-hidden="true">
        {first.charAt(0)}
      </span>
      <span className="min-w-0 leading-tight">
        <span className="logo-name">{first}</span>
        {rest.length > 0 && <span className="logo-rest">{rest.join(' ')}</span>}
      </span>
      <span className="sr-only">, home</span>
    </Link>
  );
}
