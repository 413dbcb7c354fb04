// docs/product.md §15: a phone's first paint waits for the document and its stylesheet only.
// React Router writes a modulepreload link for every module a page hydrates with, and a module
// script importing them; fetched at once, those ~120 KB share a slow 4G link with the stylesheet
// and the hero picture and hold the first paint back by about a second. The page works without
// them (forms post natively, links are links), so they are asked for right after the first paint:
// the links and the script stay as React Router wrote them, only their start moves.

// React Router writes the page's part of the route manifest as JSON indented by two spaces (2–5 KB
// a page, a third of it spaces): written compact, every page is 1–2 KB lighter (decision 073).
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});\n/;

const compactManifest = (html: string) =>
  html.replace(MANIFEST, (whole, start: string, json: string) => {
    try {
      return `${start}${JSON.stringify(JSON.parse(json))};\n`;
    } catch {
      return whole;
    }
  });

const PRELOAD = /<link rel="modulepreload" href="([^"]+)" nonce="([^"]*)"\/>/g;

/**
 * Preloads started per task. Starting a module's fetch costs the page's main thread about 0.5–1.5 ms
 * on a slow machine, and far more under a debugger, as Lighthouse measures: the 20-odd of a page in
 * one go were its longest task after the first paint (31 ms: a 124 ms task at Lighthouse's 4×
 * slowdown; decision 082), and three a task still made tasks of 12–41 ms on a 2-core host
 * (decision 084). So one a task, the next asked for by a message, which neither waits the 4 ms of a
 * nested timer nor the second of a hidden tab's. A hidden tab starts them all at once.
 */
const PRELOADS_PER_TASK = 1;
/**
 * Session and local storage, touched in a task of their own before the first preload. A page's
 * first use of each storage area waits for the browser's process to hand the area over (measured
 * 4–17 ms on a 2-core host while the page loads), and the first uses were inside hydration's
 * longest steps that cannot yield: React Router's start reads session storage, and the quote and
 * compare lists read local storage. Touched here, the wait is a short task of its own and the
 * reads later are the renderer's own copy (decision 085).
 */
const WARM_STORAGE = 'try{sessionStorage.length;localStorage.length}catch{}';
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">/;

/**
 * The page with its module preloads and module script held until after the first paint (the
 * frame after the first animation frame; at once in a hidden tab, which never paints), or the
 * page as it was when React Router's markup is not the expected one.
 */
export function deferModules(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const nonce = script[1];
  const hrefs = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const held = compactManifest(html)
    .replace(PRELOAD, '')
    .replace(MODULE_SCRIPT, `<script nonce="${nonce}" type="text/x-deferred-module" id="deferred-modules">`);
  const start = `<script nonce="${nonce}">(()=>{const hrefs=${JSON.stringify(hrefs)};const next=new MessageChannel();next.port1.onmessage=()=>go();const go=(all)=>{for(const href of hrefs.splice(0,all?hrefs.length:${PRELOADS_PER_TASK})){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}if(hrefs.length>0){next.port2.postMessage(0);return}const held=document.getElementById("deferred-modules");const run=document.createElement("script");run.type="module";run.nonce=held.nonce;run.textContent=held.textContent;document.body.append(run)};document.visibilityState==="hidden"?go(true):requestAnimationFrame(()=>setTimeout(()=>{${WARM_STORAGE}next.port2.postMessage(0)}))})()</script>`;
  const end = held.lastIndexOf('</body>');
  return end === -1 ? `${held}${start}` : `${held.slice(0, end)}${start}${held.slice(end)}`;
}
