import { useLocation } from 'react-router';
import { lazyPanel } from '../../lib/lazy-panel';
import { useCompareList } from './use-compare-list';

// The compare tray (docs/product.md §18) in every public page's layout. Its code is fetched only
// when the compare list holds machines: a first visit's page carries this mount alone. Not on
// /compare itself, whose table already shows the machines with Remove for each.
const tray = lazyPanel(() => import('./compare-tray'));

export function CompareTrayMount() {
  const machines = useCompareList();
  const { pathname } = useLocation();
  const shown = machines !== undefined && machines.length > 0 && pathname !== '/compare';
  return <tray.Panel opened={shown} shown={shown} machines={machines ?? []} />;
}
