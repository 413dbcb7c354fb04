// docs/product.md §15: a phone's first paint waits for the document and its stylesheet only.
// React Router writes a modulepreload link for every module a page hydrates with, and a module
// script importing them; fetched at once, those ~120 KB share a slow 4G link with the stylesheet
// and the hero picture and hold the first paint back by about a second. The page works without
// them (forms post natively, links are links), so they are asked for right after the first paint:
// the script starts the links itself (decision 084).

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

/**
 * The page's module script, staged (decision 084), or null when it is not the one React Router
 * writes. React Router's script imports the page's route modules statically, so the browser
 * evaluated their whole graph (React, React DOM, the router, the shell and the page's modules) in
 * one task: 47–74 ms on a 2-core host, a 190–300 ms task at Lighthouse's 4× slowdown. Staged, the
 * script first starts the fetch of each chunk, one a task (starting a fetch costs 3–12 ms under a
 * debugger, as Lighthouse measures; decision 082), then imports them one a task, dependencies first:
 * the same modules run in an order their dependencies allow, in tasks of a few milliseconds, React
 * DOM's the longest. A task is asked for by a message, which neither waits the 4 ms of a nested
 * timer nor the second of a hidden tab's timer. The route modules, the manifest and the client
 * entry are then set up as React Router wrote them. The list of chunks is read from the manifest in
 * the browser: written out, it would cost the page about a kilobyte.
 */
const STATIC_ROUTE_IMPORT = /^import \* as (route\d+) from "([^"]+)";\n/gm;
const ROUTE_MODULES = /window\.__reactRouterRouteModules = (\{[^}]*\});/;
const ENTRY_IMPORT = /\nimport\("([^"]+)"\);\s*$/;

export function stagedModuleScript(script: string): string | null {
  const routes = [...script.matchAll(STATIC_ROUTE_IMPORT)].map((m) => ({ name: m[1], href: m[2] }));
  const body = script.replace(STATIC_ROUTE_IMPORT, '').replace(ENTRY_IMPORT, '\n');
  const routeModules = ROUTE_MODULES.exec(body);
  const entry = ENTRY_IMPORT.exec(script);
  if (
    routes.length === 0 ||
    !routeModules ||
    !entry ||
    !script.includes('window.__reactRouterManifest = {')
  ) {
    return null;
  }
  const ids = [...routeModules[1].matchAll(/"([^"]+)":route\d+/g)].map((m) => m[1]);
  const before = body.slice(0, routeModules.index);
  const after = body.slice(routeModules.index + routeModules[0].length);
  return (
    `${before.trim()}\n` +
    // A route's imports are listed parent before child; read backwards, a chunk tends to come after
    // what it imports (where not, it is evaluated with them: one task fewer, nothing out of order).
    `const manifest=window.__reactRouterManifest;const chunks=[...new Set([...manifest.entry.imports,...${JSON.stringify(ids)}.flatMap((id)=>[...(manifest.routes[id].imports||[])].reverse().concat(manifest.routes[id].module))])];\n` +
    `const nextTask=()=>new Promise((resolve)=>{const channel=new MessageChannel();channel.port1.onmessage=resolve;channel.port2.postMessage(0)});\n` +
    `for(const href of [manifest.entry.module,...chunks]){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link);await nextTask()}\n` +
    `for(const href of chunks){await import(href);await nextTask()}\n` +
    `const [${routes.map((r) => r.name).join(',')}]=await Promise.all(${JSON.stringify(routes.map((r) => r.href))}.map((href)=>import(href)));\n` +
    `${routeModules[0]}${after.trimEnd()}\n` +
    `import(${JSON.stringify(entry[1])});`
  );
}

const PRELOAD = /<link rel="modulepreload" href="[^"]+" nonce="[^"]*"\/>/g;
const MODULE_SCRIPT = /<script nonce="([^"]*)" type="module" async="">([\s\S]*?)<\/script>/;

/**
 * The page with its module script held until after the first paint (the frame after the first
 * animation frame; at once in a hidden tab, which never paints) and staged, its preloads started
 * by it, or the page as it was when React Router's markup is not the expected one.
 */
export function deferModules(html: string): string {
  const compact = compactManifest(html);
  const script = MODULE_SCRIPT.exec(compact);
  const staged = script && stagedModuleScript(script[2]);
  if (!script || !staged) return html;
  const nonce = script[1];
  const held = compact
    .replace(PRELOAD, '')
    .replace(
      MODULE_SCRIPT,
      () => `<script nonce="${nonce}" type="text/x-deferred-module" id="deferred-modules">${staged}</script>`,
    );
  const start = `<script nonce="${nonce}">(()=>{const go=()=>{const held=document.getElementById("deferred-modules");const run=document.createElement("script");run.type="module";run.nonce=held.nonce;run.textContent=held.textContent;document.body.append(run)};document.visibilityState==="hidden"?go():requestAnimationFrame(()=>setTimeout(go))})()</script>`;
  const end = held.lastIndexOf('</body>');
  return end === -1 ? `${held}${start}` : `${held.slice(0, end)}${start}${held.slice(end)}`;
}
