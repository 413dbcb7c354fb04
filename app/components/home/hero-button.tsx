import { Link } from 'react-router';
import { buttonClass } from '#app/components/ui/button';
import { paths } from '#app/lib/paths';

// docs/product.md §2: these actions navigate; quote and any unknown action open the quote modal.
const ROUTES: Record<string, string> = {
  about: paths.about(),
  contact: paths.contact(),
  products: paths.products(),
  services: paths.services(),
};
// Where a navigating button goes, for screen readers and search engines when the admin's text does
// not say (the default "Learn More" alone is not a descriptive link text).
const DESTINATIONS: Record<string, string> = {
  about: 'about us',
  contact: 'contact us',
  products: 'our products',
  services: 'our services',
};

/** A hero button: a link for the navigating actions, a button opening the quote modal otherwise. */
export function HeroButton({
  text,
  action,
  variant,
  onQuote,
}: {
  text: string;
  action: string;
  variant: 'primary' | 'secondary';
  onQuote: () => void;
}) {
  const className = buttonClass(
    variant === 'primary' ? 'primary' : 'outline',
    `px-6 py-3 text-base ${variant === 'secondary' ? 'text-white hover:bg-white/10' : ''}`,
  );
  const key = action.trim().toLowerCase();
  const to = ROUTES[key];
  if (to) {
    const where = DESTINATIONS[key];
    const said = text.toLowerCase().includes(key);
    return (
      <Link to={to} className={className}>
        {text}
        {!said && <span className="sr-only">: {where}</span>}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={onQuote} aria-haspopup="dialog">
      {text}
    </button>
  );
}
