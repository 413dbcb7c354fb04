import { describe, expect, it } from 'vitest';
import { deferModules } from './deferred-modules';

// React Router's markup as it writes it (react-router 7): preloads in the head, then the module
// script that imports the route modules and starts the client entry.
const page = (body = '<main>Hello</main>') =>
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/shell-B.js" nonce="n0nce"/></head><body>' +
  body +
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root-C.js";\nimport("/assets/entry.client-A.js");</script>' +
  '</body></html>';

describe('deferModules', () => {
  it('holds the preloads and the module script until after the first paint', () => {
    const html = deferModules(page());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module" async');
    expect(html).toContain(
      '<script nonce="n0nce" type="text/x-deferred-module" id="deferred-modules">import * as route0 from "/assets/root-C.js";',
    );
    // The starter is the page's last script, under the same nonce, naming every preload in order.
    const starter = html.slice(html.lastIndexOf('<script'), html.lastIndexOf('</body>'));
    expect(starter).toMatch(/^<script nonce="n0nce">/);
    expect(starter).toContain('["/assets/entry.client-A.js","/assets/shell-B.js"]');
    expect(starter).toContain('requestAnimationFrame');
    // What the page shows and the stylesheet are untouched.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<main>Hello</main>');
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('puts the starter before the last </body>, whatever the content says', () => {
    const html = deferModules(page('<pre>&lt;/body&gt; and </body> in a story</pre>'));
    expect(html.indexOf('<script nonce="n0nce">(()=>')).toBeGreaterThan(html.indexOf('in a story'));
  });

  it('writes the route manifest compact, the same JSON', () => {
    const manifest = {
      entry: { module: '/assets/entry.client-A.js', imports: ['/assets/shell-B.js'] },
      routes: {},
    };
    const script = `import * as route0 from "/assets/root-C.js";\n  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules = {"root":route0};\n`;
    const html = deferModules(page().replace('import * as route0 from "/assets/root-C.js";\n', script));
    expect(html).toContain(
      `window.__reactRouterManifest = ${JSON.stringify(manifest)};\n  window.__reactRouterRouteModules`,
    );
  });

  it('leaves a page without React Router’s module script as it is', () => {
    const plain = '<html><body><link rel="modulepreload" href="/x.js" nonce="a"/><p>Error</p></body></html>';
    expect(deferModules(plain)).toBe(plain);
  });
});
