import { describe, expect, it } from 'vitest';
import { spareCapacity } from './spare-capacity';

// A loop that is busy `active` ms and waits `idle` ms in all, advanced by the test.
function fakeLoop() {
  const loop = { t: 0, active: 0, idle: 0 };
  type U = { active: number; idle: number; utilization: number };
  const utilization = (since?: U): U => {
    const active = loop.active - (since?.active ?? 0);
    const idle = loop.idle - (since?.idle ?? 0);
    return { active, idle, utilization: active + idle === 0 ? 0 : active / (active + idle) };
  };
  const run = (busyMs: number, idleMs: number) => {
    loop.active += busyMs;
    loop.idle += idleMs;
    loop.t += busyMs + idleMs;
  };
  return { loop, run, utilization, now: () => loop.t };
}

describe('spare capacity', () => {
  it('has room while the loop waited more than half of the last window, none once it was busier', () => {
    const { run, utilization, now } = fakeLoop();
    const spare = spareCapacity({ now, utilization: utilization as never });
    expect(spare()).toBe(true);
    run(900, 300); // 75 % busy
    expect(spare()).toBe(false);
    run(100, 200); // within the same window's wait: the verdict stands
    expect(spare()).toBe(false);
    run(200, 900); // the next window: 18 % busy
    expect(spare()).toBe(true);
  });
});
