import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router';

const STORAGE_KEY = 'react-router-scroll-positions';

/**
 * React Router's <ScrollRestoration> reads session storage in a script before the first paint, to
 * put a reloaded page back where it was scrolled. That read waits on the browser's main process,
 * busy loading the page: 7–12 ms of the main thread on a 2-core host, a 30–50 ms task at
 * Lighthouse's 4× slowdown (decision 084). A page opened by a link or an address has nothing to
 * restore (its history entry is new), so this script reads only on a reload or a step back or
 * forward; the entry gets its key as React Router's would, and the rest is React Router's own hook.
 */
const RESTORE = `(()=>{if(!history.state||!history.state.key)history.replaceState({key:Math.random().toString(32).slice(2)},"");if(performance.getEntriesByType("navigation")[0]?.type==="navigate")return;try{const y=JSON.parse(sessionStorage.getItem(${JSON.stringify(STORAGE_KEY)})||"{}")[history.state.key];if(typeof y==="number")scrollTo(0,y)}catch{sessionStorage.removeItem(${JSON.stringify(STORAGE_KEY)})}})()`;

export function ScrollRestoration({ nonce }: { nonce?: string }) {
  useScrollRestoration();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, under the page's nonce.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE }} />;
}
