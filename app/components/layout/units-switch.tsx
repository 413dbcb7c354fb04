import { useLocation, useNavigate } from 'react-router';
import type { UnitSystem } from '#common/quantity-kinds';
import { unitsCookie } from '#common/units-cookie';
import { useSiteData } from './site-data';

const SYSTEMS: [UnitSystem, string][] = [
  ['metric', 'Metric'],
  ['imperial', 'Imperial'],
];

/**
 * Metric or imperial (docs/product.md §17): two pressed-or-not buttons of a little form. Without
 * JavaScript it posts to /units (routes/units.ts), which sets the cookie and sends the visitor
 * back; with it, the cookie is set here and the page's data is loaded again for the same address
 * (the public layout revalidates on that too), so nothing but the numbers changes.
 */
export function UnitsSwitch({ className = '' }: { className?: string }) {
  const { units } = useSiteData();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <form
      method="post"
      action="/units"
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        // The pressed button is one of the two below: its value is a system.
        const chosen = ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement).value;
        // The Cookie Store API is not in every browser yet; the value is one of two constants.
        // biome-ignore lint/suspicious/noDocumentCookie: see above
        document.cookie = unitsCookie(chosen as UnitSystem);
        navigate(pathname + search + hash, { replace: true, preventScrollReset: true });
      }}
    >
      <input type="hidden" name="back" value={pathname + search} />
      <fieldset className="flex items-center gap-2">
        <legend className="float-left mr-2">Units</legend>
        <span className="flex rounded-md border border-current/30 p-0.5">
          {SYSTEMS.map(([value, label]) => (
            <button
              key={value}
              type="submit"
              name="units"
              value={value}
              aria-pressed={units === value}
              className="units-option"
            >
              {label}
            </button>
          ))}
        </span>
      </fieldset>
    </form>
  );
}
