import { Link } from 'react-router';
import { paths } from '#app/lib/paths';

// The branches' names in the footer's Contact column (docs/product.md §28), each a link to its card
// on /branches; nothing while there are none.

export function FooterBranches({ branches }: { branches: readonly { name: string; slug: string }[] }) {
  if (branches.length === 0) return null;
  return (
    <nav aria-label="Branches" className="mt-6 text-sm">
      <p className="font-semibold text-white">
        <Link
          to={paths.branches()}
          className="hover:underline focus-visible:outline-2 focus-visible:outline-brand"
        >
          Branches
        </Link>
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {branches.map((b) => (
          <li key={b.slug}>
            <Link to={`${paths.branches()}#${b.slug}`} className="footer-link">
              {b.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
