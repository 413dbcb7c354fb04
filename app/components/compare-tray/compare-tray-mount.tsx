import { lazyPanel } from '#app/lib/lazy-panel';
import { useCompareList } from './use-compare-list';

// The compare tray (docs/product.md §18) in every public page's layout. Its code is fetched only
// when the compare list holds machines: a first visit's page carries this mount alone.
const tray = lazyPanel(() => import('./compare-tray'));

export function CompareTrayMount() {
  const machines = useCompareList() ?? [];
  return <tray.Panel opened={machines.length > 0} machines={machines} />;
}
