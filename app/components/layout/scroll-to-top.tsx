import { lazyPanel, usePreloadWhenIdle } from '#app/lib/lazy-panel';
import { SCROLL_TOP_AFTER_PX } from '#common/site-constants';
import { useScrolledPast } from './use-scrolled-past';

// Never on a first paint (nobody has scrolled yet): the button's code is fetched in idle time after
// the first interaction, a scroll included, and is there by the time the page is 200 px down.
const button = lazyPanel(() => import('./scroll-to-top-button'));

/** Round button at the bottom right once the page has scrolled more than 200 px. */
export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TOP_AFTER_PX);
  usePreloadWhenIdle(button.preload);
  return <button.Panel opened={visible} shown={visible} />;
}
