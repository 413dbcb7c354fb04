import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { holdIdleCallbacks } from '#app/test/idle';
import { deferHydration } from './deferred-hydration';

// When a part the server drew is hydrated (decision 073): in idle time after the visitor's first
// sign of use, at once when anything renders it again (a navigation, new loader data), and
// without waiting when it is drawn after the document hydrated (a client navigation). Here the
// browser renders rather than hydrates, so "not yet" shows as nothing; on the site it is the
// server's HTML, kept (first-paint.spec.ts and layout.spec.ts see the pages).

const Note = ({ text }: { text: string }) => <p>{text}</p>;

/** The browser's idle callbacks, run when the test says the page is idle. */
const { idle, runIdle } = holdIdleCallbacks();
afterEach(() => {
  delete document.documentElement.dataset.hydrated;
});

describe('deferHydration', () => {
  it('waits for the first sign of use, then idle time', async () => {
    const Deferred = deferHydration(Note);
    render(<Deferred text="Footer" />);
    expect(screen.queryByText('Footer')).toBeNull();
    expect(idle).toHaveLength(0);
    act(() => window.dispatchEvent(new Event('scroll')));
    expect(idle).toHaveLength(1);
    await act(async () => {
      runIdle();
    });
    expect(await screen.findByText('Footer')).toBeVisible();
  });

  it('does not wait once anything renders it again', async () => {
    const Deferred = deferHydration(Note);
    const { rerender } = render(<Deferred text="Footer" />);
    rerender(<Deferred text="Footer, new data" />);
    expect(await screen.findByText('Footer, new data')).toBeVisible();
  });

  it('draws at once after the document hydrated (a client navigation)', () => {
    document.documentElement.dataset.hydrated = '';
    const Deferred = deferHydration(Note);
    render(<Deferred text="Footer" />);
    expect(screen.getByText('Footer')).toBeVisible();
  });
});
