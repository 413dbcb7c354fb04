import { useLocalList } from '#app/lib/local-lists';

// The compare list's code (docs/product.md §18) arrives only once the list is used: on the approach
// to a Compare button, or at once on a page load when the list already holds machines.

export const loadCompareList = () => import('#app/lib/compare-list');
const loadStore = () => loadCompareList().then((m) => m.compareList);

/** The machines being compared; undefined until the list's code is here (and on the server). */
export const useCompareList = () => useLocalList('compare-list', loadStore);
