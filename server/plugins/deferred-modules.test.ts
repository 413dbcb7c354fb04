import { describe, expect, it } from 'vitest';
import { deferModules, stagedModuleScript } from './deferred-modules';

// React Router's module script for a page of three routes (react-router 7), the manifest as it
// writes it (indented by two spaces).
const manifest = {
  entry: { module: '/assets/entry.client-E.js', imports: ['/assets/framework-F.js', '/assets/shell-S.js'] },
  routes: {
    root: {
      id: 'root',
      module: '/assets/root-R.js',
      imports: ['/assets/framework-F.js', '/assets/shell-S.js'],
    },
    'routes/public/layout': {
      id: 'routes/public/layout',
      module: '/assets/layout-L.js',
      imports: ['/assets/shell-S.js'],
    },
    'routes/public/products': {
      id: 'routes/public/products',
      module: '/assets/products-P.js',
      imports: ['/assets/products-big-B.js', '/assets/shell-S.js', '/assets/card-C.js'],
    },
    'routes/public/home': {
      id: 'routes/public/home',
      module: '/assets/home-H.js',
      imports: ['/assets/home-x-X.js'],
    },
  },
};
const moduleScript = (json = JSON.stringify(manifest, null, 2)) =>
  ';\nimport * as route0 from "/assets/root-R.js";\nimport * as route1 from "/assets/layout-L.js";\nimport * as route2 from "/assets/products-P.js";\n' +
  `  window.__reactRouterManifest = ${json};\n` +
  '  window.__reactRouterRouteModules = {"root":route0,"routes/public/layout":route1,"routes/public/products":route2};\n\nimport("/assets/entry.client-E.js");';

// React Router's markup as it writes it: preloads in the head, then the module script.
const page = (body = '<main>Hello</main>', script = moduleScript()) =>
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-E.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/framework-F.js" nonce="n0nce"/></head><body>' +
  body +
  '<script nonce="n0nce">window.__reactRouterContext = {};</script>' +
  `<script nonce="n0nce" type="module" async="">${script}</script>` +
  '</body></html>';

/** A MessageChannel whose messages are tasks of the given queue, as a browser's are. */
const fakeMessageChannel = (queue: (() => void)[]) =>
  class {
    port1: { onmessage: (() => void) | null } = { onmessage: null };
    port2 = { postMessage: () => queue.push(() => this.port1.onmessage?.()) };
  };

describe('deferModules', () => {
  const held = (html: string) => /id="deferred-modules">([\s\S]*?)<\/script>/.exec(html)?.[1];

  it('holds the module script, staged, until after the first paint, and drops the preloads it starts itself', () => {
    const html = deferModules(page());
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module" async');
    expect(held(html)).toBe(stagedModuleScript(moduleScript(JSON.stringify(manifest))));
    // The starter is the page's last script, under the same nonce.
    const starter = html.slice(html.lastIndexOf('<script'), html.lastIndexOf('</body>'));
    expect(starter).toMatch(/^<script nonce="n0nce">/);
    expect(starter).toContain('requestAnimationFrame');
    // What the page shows and the stylesheet are untouched.
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    expect(html).toContain('<main>Hello</main>');
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  // The starter run against a stand-in document: what it appends, in which task.
  const runStarter = (hidden: boolean) => {
    const html = deferModules(page());
    const code = html.slice(html.lastIndexOf('<script nonce="n0nce">') + 22, html.lastIndexOf('</script>'));
    const queue: (() => void)[] = [];
    let task = 0;
    const appended: { task: number; type: string; nonce: string; text: string }[] = [];
    const document = {
      visibilityState: hidden ? 'hidden' : 'visible',
      getElementById: () => ({ nonce: 'n0nce', textContent: held(html) }),
      createElement: () => ({}) as Record<string, string>,
      body: {
        append: (el: Record<string, string>) =>
          appended.push({ task, type: el.type, nonce: el.nonce, text: el.textContent }),
      },
    };
    new Function('document', 'requestAnimationFrame', 'setTimeout', code)(
      document,
      (f: () => void) => queue.push(f),
      (f: () => void) => queue.push(f),
    );
    while (queue.length > 0) {
      task++;
      queue.shift()?.();
    }
    return { appended, text: held(html) };
  };

  it('adds the module script in the task after the first animation frame', () => {
    const { appended, text } = runStarter(false);
    expect(appended).toEqual([{ task: 2, type: 'module', nonce: 'n0nce', text }]);
  });

  it('adds it at once in a hidden tab, which never paints', () => {
    const { appended } = runStarter(true);
    expect(appended.map((a) => [a.task, a.type])).toEqual([[0, 'module']]);
  });

  it('puts the starter before the last </body>, whatever the content says', () => {
    const html = deferModules(page('<pre>&lt;/body&gt; and </body> in a story</pre>'));
    expect(html.indexOf('<script nonce="n0nce">(()=>')).toBeGreaterThan(html.indexOf('in a story'));
  });

  it('writes the route manifest compact, the same JSON', () => {
    expect(held(deferModules(page()))).toContain(
      `window.__reactRouterManifest = ${JSON.stringify(manifest)};\n`,
    );
  });

  it('leaves a page without React Router’s module script, or with one it does not know, as it is', () => {
    const plain = '<html><body><link rel="modulepreload" href="/x.js" nonce="a"/><p>Error</p></body></html>';
    expect(deferModules(plain)).toBe(plain);
    const unknown = page('<main>Hello</main>', 'import("/assets/entry.client-E.js");');
    expect(deferModules(unknown)).toBe(unknown);
  });
});

describe('stagedModuleScript', () => {
  /** The staged script run with stand-ins for `import()`, the document and MessageChannel. */
  const runStaged = async (script: string) => {
    const queue: (() => void)[] = [];
    let task = 0;
    const steps: { task: number; step: 'preload' | 'import'; href: string }[] = [];
    const window: Record<string, unknown> = {};
    const document = {
      createElement: () => ({}) as Record<string, string>,
      head: { append: (el: Record<string, string>) => steps.push({ task, step: 'preload', href: el.href }) },
    };
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
    const done = new AsyncFunction(
      'load',
      'MessageChannel',
      'window',
      'document',
      script.replaceAll('import(', 'load('),
    )(
      async (href: string) => {
        steps.push({ task, step: 'import', href });
        return { href };
      },
      fakeMessageChannel(queue),
      window,
      document,
    );
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve)); // the microtasks of the task that ran
      const next = queue.shift();
      if (!next) break;
      task++;
      next();
    }
    await done;
    return { steps, window };
  };

  it('starts each chunk’s fetch, then evaluates the chunks one a task, dependencies first, then the entry', async () => {
    const staged = stagedModuleScript(moduleScript(JSON.stringify(manifest)));
    // No static import is left: those are evaluated together, in one task.
    expect(staged).not.toMatch(/^import \* as/m);
    const { steps, window } = await runStaged(staged ?? '');
    const chunks = [
      '/assets/framework-F.js',
      '/assets/shell-S.js',
      '/assets/root-R.js',
      '/assets/layout-L.js',
      '/assets/card-C.js',
      '/assets/products-big-B.js',
      '/assets/products-P.js',
    ];
    // The entry's fetch first, as React Router's preloads had it, then the page's chunks; one a task.
    expect(steps.slice(0, 8)).toEqual(
      ['/assets/entry.client-E.js', ...chunks].map((href, i) => ({ task: i, step: 'preload', href })),
    );
    expect(steps.slice(8, 15)).toEqual(chunks.map((href, i) => ({ task: 8 + i, step: 'import', href })));
    // A route not on the page (the home page) is not loaded.
    expect(steps.some((s) => s.href.includes('home'))).toBe(false);
    // The route modules again (evaluated already: their namespaces), then the entry, last.
    expect(steps.slice(15).map((s) => s.href)).toEqual([
      '/assets/root-R.js',
      '/assets/layout-L.js',
      '/assets/products-P.js',
      '/assets/entry.client-E.js',
    ]);
    // The manifest and the route modules as React Router set them, before its entry runs.
    expect(window.__reactRouterManifest).toEqual(manifest);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: '/assets/root-R.js' },
      'routes/public/layout': { href: '/assets/layout-L.js' },
      'routes/public/products': { href: '/assets/products-P.js' },
    });
  });

  it('knows only React Router’s script', () => {
    expect(stagedModuleScript('import("/assets/entry.client-E.js");')).toBeNull();
    expect(
      stagedModuleScript(moduleScript().replace(/ {2}window\.__reactRouterRouteModules[^\n]*\n/, '')),
    ).toBeNull();
  });
});
