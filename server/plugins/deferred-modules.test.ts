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

/** A MessageChannel whose messages are tasks of the given queue, as a browser's are. */
const fakeMessageChannel = (queue: (() => void)[]) =>
  class {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => queue.push(() => this.port1.onmessage?.()) };
  };

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

  // The starter run against a stand-in document: what it appends, in which task (decision 082).
  const runStarter = (hidden: boolean, preloads: number) => {
    const links = Array.from(
      { length: preloads },
      (_, i) => `<link rel="modulepreload" href="/assets/m${i}.js" nonce="n0nce"/>`,
    ).join('');
    const html = deferModules(page().replace('</head>', `${links}</head>`));
    const code = html.slice(html.lastIndexOf('<script nonce="n0nce">') + 22, html.lastIndexOf('</script>'));
    const queue: (() => void)[] = [];
    let task = 0;
    const appended: { task: number; kind: string; href?: string; nonce?: string }[] = [];
    const document = {
      visibilityState: hidden ? 'hidden' : 'visible',
      getElementById: () => ({ nonce: 'n0nce', textContent: 'import "/assets/root-C.js";' }),
      createElement: (tag: string) => ({ tag }) as Record<string, string>,
      head: { append: (el: Record<string, string>) => appended.push({ task, kind: el.rel, href: el.href }) },
      body: {
        append: (el: Record<string, string>) => appended.push({ task, kind: el.type, nonce: el.nonce }),
      },
    };
    const storage = (kind: string) => ({
      get length() {
        appended.push({ task, kind });
        return 0;
      },
    });
    new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'MessageChannel',
      'sessionStorage',
      'localStorage',
      code,
    )(
      document,
      (f: () => void) => queue.push(f),
      (f: () => void) => queue.push(f),
      fakeMessageChannel(queue),
      storage('session storage'),
      storage('local storage'),
    );
    while (queue.length > 0) {
      task++;
      queue.shift()?.();
    }
    return appended;
  };

  it('touches both storage areas in a task of their own after the first paint, before any preload', () => {
    const appended = runStarter(false, 2);
    expect(appended.slice(0, 3)).toEqual([
      { task: 2, kind: 'session storage' },
      { task: 2, kind: 'local storage' },
      { task: 3, kind: 'modulepreload', href: '/assets/entry.client-A.js' },
    ]);
  });

  it('starts one preload a task after the first paint, then the module script', () => {
    const appended = runStarter(false, 10);
    // The HTML's two preloads and ten more, in their order, one a task after the storage task;
    // the next task asked for by a message.
    expect(appended.filter((a) => a.kind === 'modulepreload').map((a) => a.task)).toEqual([
      3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
    expect(appended.slice(2, 5).map((a) => a.href)).toEqual([
      '/assets/entry.client-A.js',
      '/assets/shell-B.js',
      '/assets/m0.js',
    ]);
    expect(appended.at(-1)).toEqual({ task: 14, kind: 'module', nonce: 'n0nce' });
  });

  it('starts everything at once in a hidden tab, whose timers wait', () => {
    const appended = runStarter(true, 10);
    expect(appended).toHaveLength(13);
    expect(new Set(appended.map((a) => a.task))).toEqual(new Set([0]));
    expect(appended.at(-1)?.kind).toBe('module');
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
