import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { describe, expect, it } from 'vitest';
import { holdIdleCallbacks } from '#app/test/idle';
import { useIdleReveal } from './use-idle-reveal';

// What a part draws later (decision 085): first what the server drew, the rest once the browser
// is idle, revealed as a transition. A transition is what React renders in slices that yield to
// input; seen from outside, it is the update that keeps what is on screen while what it reveals
// is not ready, where a plain update would put the Suspense fallback in its place.

const { idle, runIdle } = holdIdleCallbacks();
const never = new Promise<string>(() => {});

function Part({ rest }: { rest?: Promise<string> }) {
  const [shown, reveal] = useIdleReveal();
  return (
    <>
      <p>First screen</p>
      {shown && rest ? <p>{use(rest)}</p> : null}
      {shown && !rest ? <p>The rest</p> : null}
      <button type="button" onClick={reveal}>
        Show now
      </button>
    </>
  );
}

describe('useIdleReveal', () => {
  it('draws the rest once the browser is idle', async () => {
    render(<Part />);
    expect(screen.queryByText('The rest')).toBeNull();
    expect(idle).toHaveLength(1);
    await act(async () => runIdle());
    expect(screen.getByText('The rest')).toBeVisible();
    expect(idle).toHaveLength(0);
  });

  it('reveals as a transition: what is drawn stays while the rest is not ready', async () => {
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part rest={never} />
      </Suspense>,
    );
    await act(async () => runIdle());
    expect(screen.getByText('First screen')).toBeVisible();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('shows the rest at once when the part asks', async () => {
    render(<Part />);
    await act(async () => screen.getByRole('button', { name: 'Show now' }).click());
    expect(screen.getByText('The rest')).toBeVisible();
  });
});
