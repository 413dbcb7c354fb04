import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { lazyPanel } from './lazy-panel';

/** The HTML React renders on the server once every lazy part has arrived (Suspense's markers left out). */
async function html(element: ReturnType<typeof createElement>): Promise<string> {
  const { prelude } = await prerender(element);
  return (await new Response(prelude).text()).replace(/<!--\/?\$-->/g, '');
}

const Greeting = ({ name }: { name: string }) => createElement('p', null, `Hello ${name}`);

describe('lazyPanel', () => {
  it('draws nothing and fetches nothing until first opened', async () => {
    const fetchPanel = vi.fn(async () => ({ default: Greeting }));
    const panel = lazyPanel(fetchPanel);
    expect(await html(createElement(panel.Panel, { opened: false, name: 'Ada' }))).toBe('');
    expect(fetchPanel).not.toHaveBeenCalled();
  });

  it('draws the panel with its props once opened', async () => {
    const panel = lazyPanel(async () => ({ default: Greeting }));
    expect(await html(createElement(panel.Panel, { opened: true, name: 'Ada' }))).toBe('<p>Hello Ada</p>');
  });

  it('fetches ahead on the approach (pointer or focus), before any opening', () => {
    const fetchPanel = vi.fn(async () => ({ default: Greeting }));
    const panel = lazyPanel(fetchPanel);
    panel.preload();
    expect(fetchPanel).toHaveBeenCalledTimes(1);
  });
});
