import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router';

const STORAGE_KEY = 'react-router-scroll-positions';

/**
 * React Router's <ScrollRestoration> runs a script before the first paint that gives the page's
 * history entry a key and reads session storage, to put a reloaded page back where it was scrolled.
 * Both wait on the browser's main process, busy loading the page: 2–90 ms of the main thread on a
 * 2-core host for the key, 7–12 ms for the read, tasks four times as long at Lighthouse's slowdown
 * (decision 084). Here the entry gets its key when the scripts start (`keyHistoryEntry`, in
 * entry.client.tsx, before the router reads it), so an entry without one is new, opened by a link or
 * an address, with nothing to restore: the script reads only for an entry that has one, on a reload
 * or a step back or forward. The rest is React Router's own hook.
 */
const RESTORE = `(()=>{const key=history.state&&history.state.key;if(!key)return;try{const y=JSON.parse(sessionStorage.getItem(${JSON.stringify(STORAGE_KEY)})||"{}")[key];if(typeof y==="number")scrollTo(0,y)}catch{sessionStorage.removeItem(${JSON.stringify(STORAGE_KEY)})}})()`;

export function ScrollRestoration({ nonce }: { nonce?: string }) {
  useScrollRestoration();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, under the page's nonce.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE }} />;
}
